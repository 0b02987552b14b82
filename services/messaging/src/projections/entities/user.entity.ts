import { userCopyTable } from '@boonies/platform';

/**
 * The public face of an account, from `events.auth.user-*`; the newest revision is kept. A deactivated or
 * suspended account receives no new messages.
 */
export const USERS = userCopyTable({
  name: 'User',
  tableName: 'users',
  columns: [
    'username',
    'display_name',
    'profile_picture',
    'pro_status',
    'amateur_status',
    'flow_status',
    'is_brand',
    'is_active',
    'suspended_until',
  ],
});
