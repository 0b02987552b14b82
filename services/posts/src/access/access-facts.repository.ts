import { type PolicyRelation, policyTarget, type PolicyTarget } from '@boonies/contracts/policy';
import type { PostType } from '@boonies/contracts/posts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { tablePaths } from '@boonies/platform';
import { Post } from '../posts/entities/post.entity';
import { AUTHORS } from '../projections/entities/author.entity';
import { BLOCKS } from '../projections/entities/block.entity';
import { FOLLOWS } from '../projections/entities/follow.entity';
import { PRIVACY_SETTINGS } from '../projections/entities/privacy-settings.entity';

/** How a viewer stands to an author, and whether the viewer's own account is a brand's. */
export interface ViewerRelation {
  viewerIsBrand: boolean;
  relation: PolicyRelation;
}

/** A post as the policy judges it: whose it is, whether a moderator hid it, the thread it is in. */
export interface PostFacts extends ViewerRelation {
  id: string;
  userId: string;
  parentPostId: string | null;
  postType: PostType;
  isHidden: boolean;
  author: PolicyTarget;
}

/** A skater as the policy judges a viewer's look at their profile. */
export interface ProfileFacts extends ViewerRelation {
  userId: string;
  target: PolicyTarget;
}

/** A skater a post mentions, as the policy judges the author's mention of them. */
export interface MentionFacts extends ViewerRelation {
  userId: string;
  username: string;
  /** Admins see past privacy: a private author's post still reaches a mentioned admin. */
  isAdmin: boolean;
  target: PolicyTarget;
}

/** The facts of one author, as the posts service's projections hold them. */
interface AuthorFactsRow {
  user_id: string;
  is_active: boolean;
  is_suspended: boolean;
  is_brand: boolean;
  public_profile: boolean;
}

interface RelationRow {
  viewer_is_brand: boolean;
  viewer_follows: boolean;
  viewer_blocked: boolean;
  target_blocked: boolean;
}

interface PostFactsRow extends AuthorFactsRow, RelationRow {
  id: string;
  parent_post_id: string | null;
  post_type: PostType;
  is_hidden: boolean;
}

/**
 * The facts the access policy judges posts and profiles by, from the service's projections (authors, Public
 * Profile switches, follows, blocks) and the posts' moderation marks. An author the projection does not know
 * (yet) counts as an active public skater, as the feeds show them.
 */
@Injectable()
export class AccessFactsRepository {
  private readonly postFactsQuery: string;
  private readonly lockedPostFactsQuery: string;
  private readonly manyPostFactsQuery: string;
  private readonly authorQuery: string;
  private readonly relationsQuery: string;
  private readonly profilesQuery: string;
  private readonly mentionsQuery: string;

  constructor(private readonly dataSource: DataSource) {
    const { posts, authors, preferences, follows, blocks } = tablePaths(dataSource, {
      posts: Post,
      authors: AUTHORS,
      preferences: PRIVACY_SETTINGS,
      follows: FOLLOWS,
      blocks: BLOCKS,
    });
    const authorColumns = `
      COALESCE(a.is_active, true) AS is_active,
      COALESCE(a.suspended_until > now(), false) AS is_suspended,
      COALESCE(a.is_brand, false) AS is_brand,
      COALESCE(pr.public_profile, true) AS public_profile`;
    const relationColumns = (viewer: string, author: string) => `
      COALESCE((SELECT v.is_brand FROM ${authors} v WHERE v.user_id = ${viewer}), false) AS viewer_is_brand,
      EXISTS (SELECT 1 FROM ${follows} f
               WHERE f.follower_id = ${viewer} AND f.following_id = ${author} AND f.is_following) AS viewer_follows,
      EXISTS (SELECT 1 FROM ${blocks} b
               WHERE b.blocker_id = ${viewer} AND b.blocked_id = ${author} AND b.is_blocking) AS viewer_blocked,
      EXISTS (SELECT 1 FROM ${blocks} b
               WHERE b.blocker_id = ${author} AND b.blocked_id = ${viewer} AND b.is_blocking) AS target_blocked`;
    const postFactsOf = (from: string) => `
      SELECT p.id, p.user_id, p.parent_post_id, p.post_type, p.hidden_at IS NOT NULL AS is_hidden, ${authorColumns},
             ${relationColumns('$2::uuid', 'p.user_id')}
        FROM ${from} p
        LEFT JOIN ${authors} a ON a.user_id = p.user_id
        LEFT JOIN ${preferences} pr ON pr.user_id = p.user_id`;
    const postColumns = 'id, user_id, parent_post_id, post_type, hidden_at';
    // The post, and the top post of its thread when it is a reply.
    this.postFactsQuery = `${postFactsOf(posts)}
       WHERE p.id = $1 OR p.id = (SELECT parent_post_id FROM ${posts} WHERE id = $1)`;
    // The same for many posts at once: each post, and the top posts of the threads of those that are replies.
    this.manyPostFactsQuery = `${postFactsOf(posts)}
       WHERE p.id = ANY($1::uuid[])
          OR p.id IN (SELECT parent_post_id FROM ${posts} WHERE id = ANY($1::uuid[]) AND parent_post_id IS NOT NULL)`;
    // The same, with the post locked in the statement that reads it: its facts are those of the row as
    // locked (the newest, once a concurrent writer has committed), the thread's top post as last committed.
    this.lockedPostFactsQuery = `
      WITH target AS MATERIALIZED (SELECT ${postColumns} FROM ${posts} WHERE id = $1 FOR UPDATE)
      ${postFactsOf(`(SELECT ${postColumns} FROM target
                       UNION ALL
                      SELECT ${postColumns} FROM ${posts} WHERE id = (SELECT parent_post_id FROM target))`)}`;
    this.authorQuery = `
      SELECT target.id AS user_id, ${authorColumns}
        FROM (SELECT $1::uuid AS id) target
        LEFT JOIN ${authors} a ON a.user_id = target.id
        LEFT JOIN ${preferences} pr ON pr.user_id = target.id`;
    this.profilesQuery = `
      SELECT target.id AS user_id, ${authorColumns}, ${relationColumns('$1::uuid', 'target.id')}
        FROM unnest($2::uuid[]) AS target(id)
        LEFT JOIN ${authors} a ON a.user_id = target.id
        LEFT JOIN ${preferences} pr ON pr.user_id = target.id`;
    // The accounts the usernames name, as the author ($1) stands to them.
    this.mentionsQuery = `
      SELECT a.user_id, a.username, a.is_admin, ${authorColumns}, ${relationColumns('$1::uuid', 'a.user_id')}
        FROM ${authors} a
        LEFT JOIN ${preferences} pr ON pr.user_id = a.user_id
       WHERE a.username = ANY($2::text[])`;
    this.relationsQuery = `
      SELECT viewer.id AS viewer_id, ${relationColumns('viewer.id', '$1::uuid')}
        FROM unnest($2::uuid[]) AS viewer(id)`;
  }

  /**
   * The post and, for a reply, the top post of its thread, as the viewer (or nobody) stands to them; with
   * `lock`, the post (not its thread's top post) stays locked until the transaction ends.
   */
  async postFacts(
    manager: EntityManager,
    postId: string,
    viewerId: string | null,
    { lock = false }: { lock?: boolean } = {},
  ): Promise<PostFacts[]> {
    const query = lock ? this.lockedPostFactsQuery : this.postFactsQuery;
    return toPostFacts(await manager.query<PostFactsRow[]>(query, [postId, viewerId]));
  }

  /** As `postFacts`, for many posts in one statement (unlocked). */
  async manyPostFacts(postIds: readonly string[], viewerId: string | null): Promise<PostFacts[]> {
    return toPostFacts(
      await this.dataSource.query<PostFactsRow[]>(this.manyPostFactsQuery, [postIds, viewerId]),
    );
  }

  async authorFacts(authorId: string): Promise<PolicyTarget> {
    const [row] = await this.dataSource.query<AuthorFactsRow[]>(this.authorQuery, [authorId]);
    return targetOf(row);
  }

  /** How each of the viewers stands to the author. */
  async relationsTo(authorId: string, viewerIds: string[]): Promise<Map<string, ViewerRelation>> {
    const rows = await this.dataSource.query<(RelationRow & { viewer_id: string })[]>(this.relationsQuery, [
      authorId,
      viewerIds,
    ]);
    return new Map(rows.map((row) => [row.viewer_id, viewerRelationOf(row)]));
  }

  /** The known accounts of `usernames`, as the author stands to each; an unknown name is left out. */
  async mentionFacts(
    manager: EntityManager,
    authorId: string,
    usernames: readonly string[],
  ): Promise<MentionFacts[]> {
    const rows = await manager.query<
      (AuthorFactsRow & RelationRow & { username: string; is_admin: boolean })[]
    >(this.mentionsQuery, [authorId, usernames]);
    return rows.map((row) => ({
      userId: row.user_id,
      username: row.username,
      isAdmin: row.is_admin,
      target: targetOf(row),
      ...viewerRelationOf(row),
    }));
  }

  /** Each of the skaters, as the viewer (or nobody) stands to them. */
  async profileFacts(viewerId: string | null, userIds: string[]): Promise<ProfileFacts[]> {
    const rows = await this.dataSource.query<(AuthorFactsRow & RelationRow)[]>(this.profilesQuery, [
      viewerId,
      userIds,
    ]);
    return rows.map((row) => ({ userId: row.user_id, target: targetOf(row), ...viewerRelationOf(row) }));
  }
}

function toPostFacts(rows: readonly PostFactsRow[]): PostFacts[] {
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    parentPostId: row.parent_post_id,
    postType: row.post_type,
    isHidden: row.is_hidden,
    author: targetOf(row),
    ...viewerRelationOf(row),
  }));
}

/** The posts service keeps only the Public Profile switch: the only one that bears on posts. */
function targetOf(author: AuthorFactsRow): PolicyTarget {
  return policyTarget({
    userId: author.user_id,
    isActive: author.is_active,
    isSuspended: author.is_suspended,
    isBrand: author.is_brand,
    publicProfile: author.public_profile,
  });
}

function viewerRelationOf(row: RelationRow): ViewerRelation {
  return {
    viewerIsBrand: row.viewer_is_brand,
    relation: {
      viewerFollowsTarget: row.viewer_follows,
      viewerBlockedTarget: row.viewer_blocked,
      targetBlockedViewer: row.target_blocked,
    },
  };
}
