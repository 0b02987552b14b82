import { type UserCopyRow, userCopyTable } from '@boonies/platform';

/**
 * The accounts, from the auth service's profile events: everything profiles, cards and search show of a
 * skater, and the account states the access policy reads. The auth service's `users` table is its own.
 */
export const PEOPLE = userCopyTable({
  name: 'Person',
  tableName: 'people',
  columns: [
    'username',
    'display_name',
    'bio',
    'profile_picture',
    'header_video',
    'location',
    'skating_style',
    'favorite_spot',
    'gradient_start_color',
    'gradient_end_color',
    'pro_status',
    'amateur_status',
    'flow_status',
    'is_brand',
    'is_verified',
    'is_admin',
    'is_active',
    'suspended_until',
    'created_at',
  ],
  // The search indexes use operator classes and an expression, which entity options cannot express.
  indices: [
    { name: 'people_username_prefix_idx', columns: ['username'], synchronize: false },
    { name: 'people_display_name_prefix_idx', columns: ['displayName'], synchronize: false },
    { name: 'people_username_trgm_idx', columns: ['username'], synchronize: false },
    { name: 'people_display_name_trgm_idx', columns: ['displayName'], synchronize: false },
  ],
});

/** A row of {@link PEOPLE}: a skater as this service knows them. */
export type Person = UserCopyRow<(typeof PEOPLE.columns)[number]>;
