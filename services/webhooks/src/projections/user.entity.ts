import { userCopyTable } from '@boonies/platform';

/**
 * The accounts from the auth service's `user-*` events, newest revision kept: whether one is active or
 * suspended (gone accounts are told of to nobody) and the username a payload shows.
 */
export const USERS = userCopyTable({
  name: 'User',
  tableName: 'users',
  columns: ['username', 'is_brand', 'is_active', 'suspended_until'],
});
