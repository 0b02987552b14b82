import {
  makePercentage,
  type FeedKind,
  type PostAuthorDto,
  type PostDto,
  type PostReviewStatus,
  type PostType,
  type ReactionType,
  type TaggedTrickDto,
} from '@boonies/contracts';
import { preparedQuery } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { postsTables, type PostsTables } from '../database/posts-tables';
import { SqlParameters } from '../database/sql-parameters';
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
  tables: PostsTables,
  scope: FeedScope,
  position: FeedPosition | null,
  limit: number,
  params: SqlParameters,
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
      // The newest page of each followed author, merged. Each author's range is read from the index alone
      // (it holds the sort keys and the moderation mark), and only the page's winners are fetched: fast for a
      // few followed users as for thousands, whether they post often or rarely.
      return {
        page: `SELECT p.* FROM (
                 SELECT newest.id FROM ${tables.follows} f
                  CROSS JOIN LATERAL (
                    SELECT p.id, p.created_at FROM ${tables.posts} p
                     WHERE p.user_id = f.following_id AND p.parent_post_id IS NULL ${before('p.created_at, p.id')}
                       AND ${shownSql('p', viewer)}
                     ORDER BY ${NEWEST_FIRST} LIMIT ${take}
                  ) newest
                  WHERE f.follower_id = ${params.add(scope.userId, 'uuid')} AND f.is_following
                    AND ${authorVisible('f.following_id')}
                  ORDER BY newest.created_at DESC, newest.id DESC LIMIT ${take}
               ) page JOIN ${tables.posts} p ON p.id = page.id`,
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
  tables: PostsTables,
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

function positionParams(position: FeedPosition, params: SqlParameters): string {
  const keys = [params.add(position.createdAt, 'timestamptz'), params.add(position.id, 'uuid')];
  return position.order === 'rank'
    ? [params.add(position.rank, 'float8'), ...keys].join(', ')
    : keys.join(', ');
}

/** A post whose author the projection does not know (yet) still shows, under a neutral name. */
export const UNKNOWN_AUTHOR_NAME = 'unknown';

/** One hydrated row of `hydratedPostsSql`. */
interface HydratedPostRow {
  id: string;
  user_id: string;
  content: string;
  image_url: string | null;
  video_url: string | null;
  post_type: PostType;
  parent_post_id: string | null;
  tagged_tricks: string[];
  verification_status: PostReviewStatus | null;
  is_verified: boolean;
  like_count: number;
  dislike_count: number;
  reply_count: number;
  popularity_rank: number;
  created_at: Date;
  hidden_at: Date | null;
  /** `null` when the author projection has no row for the user. */
  username: string | null;
  display_name: string | null;
  profile_picture: string | null;
  pro_status: boolean | null;
  amateur_status: boolean | null;
  flow_status: boolean | null;
  is_brand: boolean | null;
  is_admin: boolean | null;
  my_reaction: ReactionType | null;
  tricks: TaggedTrickDto[];
  verifications: VerificationRow[];
}

interface VerificationRow {
  id: string;
  trickId: string;
  trickName: string;
  votesFor: number;
  votesAgainst: number;
  isVerified: boolean;
  removed: boolean;
}

/**
 * Everything a post card shows, for the posts `page` selects (`p.*`), in one statement: the author, the
 * tagged tricks' names in tagging order, the viewer's own reaction and the verification tallies. Counts are
 * read from the post row, where reactions and replies keep them.
 */
export function hydratedPostsSql(tables: PostsTables, page: string, viewer: string, orderBy: string): string {
  return `
    WITH page AS MATERIALIZED (${page})
    SELECT p.id, p.user_id, p.content, p.image_url, p.video_url, p.post_type, p.parent_post_id, p.tagged_tricks,
           p.verification_status, p.is_verified, p.like_count, p.dislike_count, p.reply_count,
           p.popularity_rank, p.created_at, p.hidden_at,
           a.username, a.display_name, a.profile_picture, a.pro_status, a.amateur_status, a.flow_status,
           a.is_brand, a.is_admin,
           mine.reaction_type AS my_reaction,
           COALESCE(tagged.tricks, '[]'::json) AS tricks,
           COALESCE(tallies.verifications, '[]'::json) AS verifications
      FROM page p
      LEFT JOIN ${tables.authors} a ON a.user_id = p.user_id
      LEFT JOIN ${tables.reactions} mine ON mine.post_id = p.id AND mine.user_id = ${viewer}
      LEFT JOIN LATERAL (
        SELECT json_agg(json_build_object('id', tag.id, 'name', COALESCE(t.name, tag.id)) ORDER BY tag.position)
               AS tricks
          FROM unnest(p.tagged_tricks) WITH ORDINALITY AS tag(id, position)
          LEFT JOIN ${tables.tricks} t ON t.id = tag.id
      ) tagged ON true
      LEFT JOIN LATERAL (
        SELECT json_agg(json_build_object(
                 'id', v.verification_id, 'trickId', v.trick_id, 'trickName', COALESCE(t.name, v.trick_id),
                 'votesFor', v.votes_for, 'votesAgainst', v.votes_against, 'isVerified', v.is_verified,
                 'removed', v.removed)
                 ORDER BY array_position(p.tagged_tricks, v.trick_id), v.trick_id) AS verifications
          FROM ${tables.verifications} v
          LEFT JOIN ${tables.tricks} t ON t.id = v.trick_id
         WHERE v.post_id = p.id
      ) tallies ON true
     ORDER BY ${orderBy}`;
}

function toAuthorDto(row: HydratedPostRow): PostAuthorDto {
  return {
    id: row.user_id,
    username: row.username ?? UNKNOWN_AUTHOR_NAME,
    displayName: row.display_name,
    avatarUrl: row.profile_picture,
    proStatus: row.pro_status ?? false,
    amateurStatus: row.amateur_status ?? false,
    flowStatus: row.flow_status ?? false,
    isBrand: row.is_brand ?? false,
    isAdmin: row.is_admin ?? false,
  };
}

function toPostDto(row: HydratedPostRow): PostDto {
  const author = toAuthorDto(row);
  return {
    id: row.id,
    userId: row.user_id,
    content: row.content,
    imageUrl: row.image_url,
    videoUrl: row.video_url,
    postType: row.post_type,
    parentPostId: row.parent_post_id,
    taggedTricks: row.tagged_tricks,
    createdAt: row.created_at.toISOString(),
    author,
    tricks: row.tricks,
    users: { username: author.username, avatarUrl: author.avatarUrl },
    verificationStatus: row.verification_status,
    isVerified: row.is_verified,
    reactions: { likes: row.like_count, dislikes: row.dislike_count, mine: row.my_reaction },
    replyCount: row.reply_count,
    verifications: row.verifications.map((tally) => ({
      ...tally,
      percentage: makePercentage(tally.votesFor, tally.votesAgainst),
    })),
    // Only its author still reads a hidden post, and sees the mark.
    ...(row.hidden_at ? { isHidden: true as const } : {}),
  };
}

/** A hydrated post, with the rank a cursor of the popular feed carries. */
export interface FeedEntry {
  post: PostDto;
  popularityRank: number;
}

/**
 * Reads hydrated posts: one page of a feed, or one post, each in a single prepared statement. The feeds'
 * SQL is written by hand, for the indexes it walks (`test/feed-plans.spec.ts` checks the plans).
 */
@Injectable()
export class FeedsRepository {
  private readonly tables: PostsTables;

  constructor(private readonly dataSource: DataSource) {
    this.tables = postsTables(dataSource);
  }

  /** Up to `limit` posts of the feed after `position`, in feed order, as the scope's viewer sees them. */
  async page(scope: FeedScope, position: FeedPosition | null, limit: number): Promise<FeedEntry[]> {
    const params = new SqlParameters();
    const viewer = params.add(scope.viewerId ?? null, 'uuid');
    const { page, orderBy } = feedPageQuery(this.tables, scope, position, limit, params);
    const rows = await preparedQuery<HydratedPostRow>(
      this.dataSource,
      hydratedPostsSql(this.tables, page, viewer, orderBy),
      params.values,
    );
    return rows.map((row) => ({ post: toPostDto(row), popularityRank: row.popularity_rank }));
  }

  /** One post, with the viewer's own reaction; `undefined` when there is no such post. */
  async one(postId: string, viewerId: string | undefined): Promise<PostDto | undefined> {
    const params = new SqlParameters();
    const viewer = params.add(viewerId ?? null, 'uuid');
    const page = `SELECT p.* FROM ${this.tables.posts} p WHERE p.id = ${params.add(postId, 'uuid')}`;
    const [row] = await preparedQuery<HydratedPostRow>(
      this.dataSource,
      hydratedPostsSql(this.tables, page, viewer, 'p.id'),
      params.values,
    );
    return row && toPostDto(row);
  }
}
