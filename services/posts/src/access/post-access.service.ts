import {
  decideAccess,
  policyTarget,
  type CallerIdentity,
  type PolicyAction,
  type PolicyDecision,
  type PolicyRelation,
  type PolicyTarget,
  type PolicyViewer,
} from '@boonies/contracts';
import { DomainError, forbidden, notFound, unauthenticated } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { postsTables } from '../database/posts-tables';

/** A post as the policy needs it: whose it is, whether a moderator hid it, and the thread it is in. */
export interface GuardedPost {
  id: string;
  user_id: string;
  parent_post_id: string | null;
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
  viewer_id: string;
  viewer_is_brand: boolean;
  viewer_follows: boolean;
  viewer_blocked: boolean;
  target_blocked: boolean;
}

interface PostFactsRow extends AuthorFactsRow, Omit<RelationRow, 'viewer_id'> {
  id: string;
  parent_post_id: string | null;
  is_hidden: boolean;
}

/** Who receives a push or reads a post: the signed-in account (and whether an admin), or nobody. */
export type Viewer = Pick<CallerIdentity, 'userId' | 'isAdmin'> | undefined;

/**
 * The posts service's one door to the access policy: it gathers the facts from the service's projections
 * (authors, Public Profile switches, follows, blocks) and the post's moderation mark, and lets
 * `decideAccess` answer. Every read, interaction and live push of posts goes through here.
 */
@Injectable()
export class PostAccess {
  private readonly postFacts: string;
  private readonly authorFacts: string;
  private readonly relations: string;
  private readonly profiles: string;

  constructor(private readonly dataSource: DataSource) {
    const { posts, authors, preferences, follows, blocks } = postsTables(dataSource);
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
    // The post, and the top post of its thread when it is a reply; an author the projection does not know
    // (yet) counts as an active public skater, as the feeds show them.
    this.postFacts = `
      SELECT p.id, p.user_id, p.parent_post_id, p.hidden_at IS NOT NULL AS is_hidden, ${authorColumns},
             ${relationColumns('$2::uuid', 'p.user_id')}
        FROM ${posts} p
        LEFT JOIN ${authors} a ON a.user_id = p.user_id
        LEFT JOIN ${preferences} pr ON pr.user_id = p.user_id
       WHERE p.id = $1 OR p.id = (SELECT parent_post_id FROM ${posts} WHERE id = $1)`;
    this.authorFacts = `
      SELECT target.id AS user_id, ${authorColumns}
        FROM (SELECT $1::uuid AS id) target
        LEFT JOIN ${authors} a ON a.user_id = target.id
        LEFT JOIN ${preferences} pr ON pr.user_id = target.id`;
    this.profiles = `
      SELECT target.id AS user_id, ${authorColumns}, ${relationColumns('$1::uuid', 'target.id')}
        FROM unnest($2::uuid[]) AS target(id)
        LEFT JOIN ${authors} a ON a.user_id = target.id
        LEFT JOIN ${preferences} pr ON pr.user_id = target.id`;
    this.relations = `
      SELECT viewer.id AS viewer_id, ${relationColumns('viewer.id', '$1::uuid')}
        FROM unnest($2::uuid[]) AS viewer(id)`;
  }

  /**
   * May the caller do `action` to the post? For a reply, the policy is asked about the thread's top post too
   * (first): a reply under a post one may not see or touch is out of reach as well. `undefined` when there
   * is no such post.
   */
  async decide(
    action: PolicyAction,
    caller: Viewer,
    postId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<{ post: GuardedPost; decision: PolicyDecision } | undefined> {
    const rows = await manager.query<PostFactsRow[]>(this.postFacts, [postId, caller?.userId ?? null]);
    const post = rows.find((row) => row.id === postId);
    if (!post) return undefined;
    const viewer = viewerOf(caller, post.viewer_is_brand);
    const parent = rows.find((row) => row.id === post.parent_post_id);
    if (parent) {
      const thread = decideAccess(action, viewer, targetOf(parent), relationOf(parent), {
        isHidden: parent.is_hidden,
      });
      if (!thread.allowed) return { post, decision: thread };
    }
    const decision = decideAccess(action, viewer, targetOf(post), relationOf(post), {
      isHidden: post.is_hidden,
    });
    return { post, decision };
  }

  /** The post, when the caller may do `action` to it; otherwise the policy's refusal as an error. */
  async require(
    action: PolicyAction,
    caller: Viewer,
    postId: string,
    manager?: EntityManager,
  ): Promise<GuardedPost> {
    const answer = await this.decide(action, caller, postId, manager);
    if (!answer) throw notFound('Post');
    if (!answer.decision.allowed) throw refusal(answer.decision);
    return answer.post;
  }

  /** Which of `userIds` the caller may see the profile of (who reacted to a post, say). */
  async visibleProfiles(caller: Viewer, userIds: readonly string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.dataSource.query<(AuthorFactsRow & RelationRow)[]>(this.profiles, [
      caller?.userId ?? null,
      [...new Set(userIds)],
    ]);
    return new Set(
      rows
        .filter(
          (row) =>
            decideAccess(
              'view_profile',
              viewerOf(caller, row.viewer_is_brand),
              targetOf(row),
              relationOf(row),
            ).allowed,
        )
        .map(({ user_id }) => user_id),
    );
  }

  /** Which of `viewers` may see the posts `authorId` writes (a new post: not hidden, not a reply). */
  async audienceOf(authorId: string, viewers: readonly NonNullable<Viewer>[]): Promise<string[]> {
    if (viewers.length === 0) return [];
    const [author] = await this.dataSource.query<AuthorFactsRow[]>(this.authorFacts, [authorId]);
    const relations = await this.dataSource.query<RelationRow[]>(this.relations, [
      authorId,
      viewers.map(({ userId }) => userId),
    ]);
    const byViewer = new Map(relations.map((row) => [row.viewer_id, row]));
    return viewers
      .filter((viewer) => {
        const relation = byViewer.get(viewer.userId);
        if (!relation) return false;
        return decideAccess(
          'view_posts',
          viewerOf(viewer, relation.viewer_is_brand),
          targetOf(author),
          relationOf(relation),
          { isHidden: false },
        ).allowed;
      })
      .map(({ userId }) => userId);
  }
}

/** The policy's answer as the error the caller receives: 404, 403 with the reason, or 401. */
export function refusal(decision: Extract<PolicyDecision, { allowed: false }>): DomainError {
  switch (decision.denial) {
    case 'not_found':
      return notFound('Post');
    case 'forbidden':
      return forbidden(decision.reason);
    case 'unauthenticated':
      return unauthenticated();
  }
}

function viewerOf(caller: Viewer, isBrand: boolean): PolicyViewer {
  return { userId: caller?.userId ?? null, isAdmin: caller?.isAdmin ?? false, isBrand };
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

function relationOf(row: Omit<RelationRow, 'viewer_id'>): PolicyRelation {
  return {
    viewerFollowsTarget: row.viewer_follows,
    viewerBlockedTarget: row.viewer_blocked,
    targetBlockedViewer: row.target_blocked,
  };
}
