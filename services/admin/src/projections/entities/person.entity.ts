import { userCopyTable } from '@boonies/platform';

/**
 * The accounts, from the auth service's events: the audit log says who rather than an id, and an event's
 * page shows who is coming, as far as the access policy lets the viewer see them.
 */
export const PEOPLE = userCopyTable({
  name: 'Person',
  tableName: 'people',
  columns: ['username', 'display_name', 'profile_picture', 'is_brand', 'is_active', 'suspended_until'],
});
