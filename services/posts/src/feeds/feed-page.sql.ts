import type { FeedKind } from '@boonies/contracts/posts';
import type { SqlParams } from '@boonies/platform';
import type { FeedTables } from './feed-tables';
import type { FeedPosition } from './feed-cursor';

/** Which posts a feed shows: the kind, and the user, trick or post it is about. */
export interface FeedScope {
  feed: FeedKind;
  /** `following`: the viewer; `user`: whose posts. */
  userId?: string;
  trickId?: string;
  /** `replies`: the post replied to. */
  postId?: string;
  /** Who reads the feed: decides private authors' posts, blocks, gone authors and hidden posts. */
  viewerId?: string | null;
  /** Admins see private authors' posts (blocks, gone accounts and hidden posts still apply to them). */
  viewerIsAdmin?: boolean;
}

/** The select of one page of posts (`p.*`, in feed order) and how to order the hydrated rows the same way. */
export interface FeedPageQuery {
  page: string;
  orderBy: string;
}

const NEWEST_FIRST = 'p.created_at DESC, p.id DESC';
const OLDEST_FIRST = 'p.created_at, p.id';
const BY_RANK = 'p.popularity_rank DESC, p.created_at DESC, p.id DESC';

/**
 * One page of a feed. Each kind walks one index in its own order from the cursor on (keyset pagination) and
 * stops after `limit` rows: the first page and the thousandth cost the same. Posts the viewer may not see
 * are skipped as the walk meets them (see `authorVisibleSql`).
 */
export function feedPageQuery(
  tables: FeedTables,
  scope: FeedScope,
  position: FeedPosition | null,
  limit: number,
  params: SqlParams,
): FeedPageQuery {
  const viewer = params.add(scope.viewerId ?? null, 'uuid');
  const authorVisible = authorVisibleSql(tables, viewer, scope.viewerIsAdmin);
  const visible = `${authorVisible('p.user_id')} AND ${shownSql('p', viewer)}`;
  // A literal, not a parameter: the reads run as prepared statements, and a generic plan that does not know
  // the page is small plans for a tenth of the table.
  if (!Number.isSafeInteger(limit) || limit < 1) throw new RangeError(`Not a page size: ${limit}`);
  const take = String(limit);
  const before = (keys: string) => (position ? `AND (${keys}) < (${positionParams(position, params)})` : '');

  switch (scope.feed) {
    case 'latest':
      return newestFirst(`p.parent_post_id IS NULL ${before('p.created_at, p.id')}`);
    case 'trick_video':
      return newestFirst(`p.post_type = 'trick_video' ${before('p.created_at, p.id')}`);
    case 'user':
      return newestFirst(
        `p.user_id = ${params.add(scope.userId, 'uuid')} AND p.parent_post_id IS NULL ${before('p.created_at, p.id')}`,
      );
    case 'popular':
      return {
        page: `SELECT p.* FROM ${tables.posts} p
                WHERE p.parent_post_id IS NULL ${before('p.popularity_rank, p.created_at, p.id')} AND ${visible}
                ORDER BY ${BY_RANK} LIMIT ${take}`,
        orderBy: BY_RANK,
      };
    case 'replies': {
      const after = position ? `AND (p.created_at, p.id) > (${positionParams(position, params)})` : '';
      return {
        page: `SELECT p.* FROM ${tables.posts} p
                WHERE p.parent_post_id = ${params.add(scope.postId, 'uuid')} ${after} AND ${visible}
                ORDER BY ${OLDEST_FIRST} LIMIT ${take}`,
        orderBy: OLDEST_FIRST,
      };
    }
    case 'trick':
      // The tag table holds each post's time, so its (trick, time, post) index is read in feed order.
      return {
        page: `SELECT p.* FROM ${tables.postTags} t JOIN ${tables.posts} p ON p.id = t.post_id
                WHERE t.trick_id = ${params.add(scope.trickId, 'text')} ${before('t.created_at, t.post_id')}
                  AND ${visible}
                ORDER BY t.created_at DESC, t.post_id DESC LIMIT ${take}`,
        orderBy: NEWEST_FIRST,
      };
    case 'following':
      // The reader's timeline (see `TimelineRepository`) holds the followed authors' top-level posts and the
      // reader's own, with their times: its primary key is walked backwards, newest first, from the cursor on.
      return {
        page: `SELECT p.* FROM ${tables.timeline} t JOIN ${tables.posts} p ON p.id = t.post_id
                WHERE t.reader_id = ${params.add(scope.userId, 'uuid')} ${before('t.created_at, t.post_id')}
                  AND ${visible}
                ORDER BY t.created_at DESC, t.post_id DESC LIMIT ${take}`,
        orderBy: NEWEST_FIRST,
      };
  }

  function newestFirst(condition: string): FeedPageQuery {
    return {
      page: `SELECT p.* FROM ${tables.posts} p WHERE ${condition} AND ${visible} ORDER BY ${NEWEST_FIRST} LIMIT ${take}`,
      orderBy: NEWEST_FIRST,
    };
  }
}

/**
 * Whether the viewer may see the post `alias` itself: a post a moderator hid shows to its author only
 * (`PolicyContent.isHidden`), admins included.
 */
export function shownSql(alias: string, viewer: string): string {
  return `(${alias}.hidden_at IS NULL OR ${alias}.user_id = ${viewer})`;
}

/**
 * Whether the viewer may see posts by the author in `authorColumn`, as `decideAccess('view_posts')` answers:
 * no block stands between the two either way; the author is active and not suspended (a suspension lapses
 * by the clock) unless the viewer is the author; and the profile is public, or the viewer is the author,
 * a follower or an admin. `test/posts-policy.spec.ts` runs the policy table against it. Each test is an anti-join on a small projection table through its index, so the feed's walk
 * in index order stays as it was; with no viewer, private authors are hidden and blocks do not apply.
 */
export function authorVisibleSql(
  tables: FeedTables,
  viewer: string,
  viewerIsAdmin = false,
): (authorColumn: string) => string {
  return (author) => {
    const tests = [
      `NOT EXISTS (SELECT 1 FROM ${tables.authors} a
                    WHERE a.user_id = ${author} AND (NOT a.is_active OR a.suspended_until > now())
                      AND a.user_id IS DISTINCT FROM ${viewer})`,
      // Two anti-joins rather than one with OR: each is a lookup on one of the blocks indexes.
      `NOT EXISTS (SELECT 1 FROM ${tables.blocks} b
                    WHERE b.blocker_id = ${viewer} AND b.blocked_id = ${author} AND b.is_blocking)`,
      `NOT EXISTS (SELECT 1 FROM ${tables.blocks} b
                    WHERE b.blocked_id = ${viewer} AND b.blocker_id = ${author} AND b.is_blocking)`,
    ];
    if (!viewerIsAdmin) {
      tests.push(`NOT EXISTS (SELECT 1 FROM ${tables.preferences} pr
                    WHERE pr.user_id = ${author} AND NOT pr.public_profile AND pr.user_id IS DISTINCT FROM ${viewer}
                      AND NOT EXISTS (SELECT 1 FROM ${tables.follows} fp
                                       WHERE fp.follower_id = ${viewer} AND fp.following_id = pr.user_id
                                         AND fp.is_following))`);
    }
    return tests.join(' AND ');
  };
}

function positionParams(position: FeedPosition, params: SqlParams): string {
  const keys = [params.add(position.createdAt, 'timestamptz'), params.add(position.id, 'uuid')];
  return position.order === 'rank'
    ? [params.add(position.rank, 'float8'), ...keys].join(', ')
    : keys.join(', ');
}
