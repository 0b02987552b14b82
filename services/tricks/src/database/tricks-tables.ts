import {
  blocksTable,
  followsTable,
  privacySettingsTable,
  tablePaths,
  userCopyTable,
} from '@boonies/platform';
import type { DataSource } from 'typeorm';
import { Trick } from '../catalogue/entities/trick.entity';
import { ProgressRecord } from '../progress/entities/progress-record.entity';
import { UserScore } from '../scores/entities/user-score.entity';
import { TrickTag } from '../projections/entities/trick-tag.entity';

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

/** A block hides each skater's progress and ranking from the other, looked up either way. */
export const BLOCKS = blocksTable({ indexByBlocked: true });
export const FOLLOWS = followsTable();
/** The switches the access policy reads for progress, profiles and the leaderboard. */
export const PRIVACY_SETTINGS = privacySettingsTable({
  tableName: 'preferences',
  switches: ['public_profile', 'show_progress', 'show_followers', 'allow_messages', 'appear_on_leaderboard'],
  // Added to a filled table, these three start on for the rows already there.
  defaultOn: ['show_followers', 'allow_messages', 'appear_on_leaderboard'],
});

/** Schema-qualified table names for hand-written SQL, from the ORM's metadata (so the schema is the service's). */
export function tricksTables(dataSource: DataSource) {
  return tablePaths(dataSource, {
    tricks: Trick,
    progress: ProgressRecord,
    userScores: UserScore,
    leaderboardUsers: LEADERBOARD_USERS,
    trickTags: TrickTag,
    preferences: PRIVACY_SETTINGS,
    follows: FOLLOWS,
    blocks: BLOCKS,
  });
}

export type TricksTables = ReturnType<typeof tricksTables>;
