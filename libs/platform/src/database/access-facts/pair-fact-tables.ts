import { EntitySchema } from 'typeorm';

/** A row of a service's copy of the blocks: `blockerId` blocked `blockedId` while `isBlocking` is on. */
export interface BlockFact {
  blockerId: string;
  blockedId: string;
  isBlocking: boolean;
  /** When the event behind the current state occurred: an older one never replaces it. */
  changedAt: Date;
}

/** A row of a service's copy of the follows: `followerId` follows `followingId` while `isFollowing` is on. */
export interface FollowFact {
  followerId: string;
  followingId: string;
  isFollowing: boolean;
  changedAt: Date;
}

/** How one service's `blocks` table differs from the usual layout. */
export interface BlocksTableOptions {
  /** The switch column's name: messaging's copy calls it `active` (see `PairFactOptions.switchColumn`). */
  switchColumn?: 'is_blocking' | 'active';
  /** Adds `blocks_blocked_idx (blocked_id, blocker_id)`, for a service that lists who blocked a viewer. */
  indexByBlocked?: boolean;
}

const uuidKey = (name: string, table: string) =>
  ({ name, type: 'uuid', primary: true, primaryKeyConstraintName: `${table}_pkey` }) as const;

/**
 * Who blocked whom, from `events.social.blocked` / `unblocked` (fed by `blockProjection`): the table
 * `blocks (blocker_id, blocked_id, is_blocking, changed_at)`. An unblock keeps the row switched off, so a
 * late, older "blocked" cannot block again. Each service registers it among its entities, in its own schema.
 */
export function blocksTable({
  switchColumn = 'is_blocking',
  indexByBlocked = false,
}: BlocksTableOptions = {}): EntitySchema<BlockFact> {
  return new EntitySchema<BlockFact>({
    name: 'Block',
    tableName: 'blocks',
    columns: {
      blockerId: uuidKey('blocker_id', 'blocks'),
      blockedId: uuidKey('blocked_id', 'blocks'),
      isBlocking: { name: switchColumn, type: 'boolean' },
      changedAt: { name: 'changed_at', type: 'timestamptz' },
    },
    indices: indexByBlocked ? [{ name: 'blocks_blocked_idx', columns: ['blockedId', 'blockerId'] }] : [],
  });
}

/** How one service's `follows` table differs from the usual layout. */
export interface FollowsTableOptions {
  /** Adds `follows_following_idx (following_id, follower_id)`, for a service that looks up an author's followers. */
  indexByFollowed?: boolean;
}

/**
 * Who follows whom, from `events.social.followed` / `unfollowed` (fed by `followProjection`): the table
 * `follows (follower_id, following_id, is_following, changed_at)`. An unfollow keeps the row switched off.
 */
export function followsTable({
  indexByFollowed = false,
}: FollowsTableOptions = {}): EntitySchema<FollowFact> {
  return new EntitySchema<FollowFact>({
    name: 'Follow',
    tableName: 'follows',
    columns: {
      followerId: uuidKey('follower_id', 'follows'),
      followingId: uuidKey('following_id', 'follows'),
      isFollowing: { name: 'is_following', type: 'boolean' },
      changedAt: { name: 'changed_at', type: 'timestamptz' },
    },
    indices: indexByFollowed
      ? [{ name: 'follows_following_idx', columns: ['followingId', 'followerId'] }]
      : [],
  });
}
