import { userCopyTable } from '@boonies/platform';

/** An account as the leaderboard shows it: the auth service's `user-*` events, newest revision kept. */
export const LEADERBOARD_USERS = userCopyTable({
  name: 'LeaderboardUser',
  tableName: 'leaderboard_users',
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
