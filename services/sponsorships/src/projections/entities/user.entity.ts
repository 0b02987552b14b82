import { userCopyTable } from '@boonies/platform';

/**
 * The public face of an account, from `events.auth.user-*`; the newest revision is kept. The brand flag
 * decides who may request, the active flag and the suspension who may be asked, the rest is what lists show.
 */
export const USERS = userCopyTable({
  name: 'User',
  tableName: 'users',
  columns: [
    'username',
    'profile_picture',
    'pro_status',
    'amateur_status',
    'flow_status',
    'is_brand',
    'is_active',
    'suspended_until',
  ],
});
