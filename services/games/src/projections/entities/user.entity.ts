import { userCopyTable } from '@boonies/platform';

/**
 * The accounts, from `events.auth.user-*`: names for the game pages, who may play, and the roles and state
 * a player's standing starts from.
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
    'is_admin',
    'is_trusted',
  ],
  extraColumns: {
    /** When this service first heard of the account: its age while its sign-up is not known here. */
    firstSeenAt: { name: 'first_seen_at', type: 'timestamptz', default: () => 'now()' },
  },
});
