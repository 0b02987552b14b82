import { userCopyTable } from '@boonies/platform';

/**
 * An account as posts show it, from the auth service's `user-*` events, newest revision kept. Deactivated
 * and suspended authors' posts are hidden from feeds (looked up through `authors_unavailable_idx`); trusted
 * skaters' reactions weigh like admins'; the email is shown to admins in reaction lists, and to the reactor
 * themselves, and an event without it keeps the one already known. A post's `@username`s are found here.
 */
export const AUTHORS = userCopyTable({
  name: 'Author',
  tableName: 'authors',
  columns: [
    'username',
    'display_name',
    'profile_picture',
    'pro_status',
    'amateur_status',
    'flow_status',
    'is_brand',
    'is_admin',
    'is_trusted',
    'is_active',
    'suspended_until',
    'email',
  ],
  keepWhenNull: ['email'],
  indices: [
    {
      name: 'authors_unavailable_idx',
      columns: ['userId'],
      where: 'NOT "is_active" OR "suspended_until" IS NOT NULL',
    },
    // The skaters a post mentions are looked up by name.
    { name: 'authors_username_idx', columns: ['username'] },
  ],
});
