import type { CallerIdentity } from '@boonies/contracts/common';
import {
  decideAccess,
  type PolicyAction,
  type PolicyDecision,
  type PolicyViewer,
} from '@boonies/contracts/policy';
import { DomainError, forbidden, notFound, unauthenticated } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AccessFactsRepository, type PostFacts } from './access-facts.repository';

/** A post as the policy needs it: whose it is, its kind, and the thread it is in. */
export type GuardedPost = Pick<PostFacts, 'id' | 'userId' | 'parentPostId' | 'postType'>;

/** Who receives a push or reads a post: the signed-in account (and whether an admin), or nobody. */
export type Viewer = Pick<CallerIdentity, 'userId' | 'isAdmin'> | undefined;

/**
 * The posts service's one door to the access policy: it gathers the facts from the service's projections
 * (authors, Public Profile switches, follows, blocks) and the post's moderation mark, and lets
 * `decideAccess` answer. Every read, interaction and live push of posts goes through here.
 */
@Injectable()
export class PostAccess {
  constructor(
    private readonly dataSource: DataSource,
    private readonly facts: AccessFactsRepository,
  ) {}

  /** May the caller do `action` to the post (see `decideOn`)? `undefined` when there is no such post. */
  async decide(
    action: PolicyAction,
    caller: Viewer,
    postId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<{ post: GuardedPost; decision: PolicyDecision } | undefined> {
    return decideOn(
      action,
      caller,
      postId,
      await this.facts.postFacts(manager, postId, caller?.userId ?? null),
    );
  }

  /** The post, when the caller may do `action` to it; otherwise the policy's refusal as an error. */
  async require(
    action: PolicyAction,
    caller: Viewer,
    postId: string,
    manager?: EntityManager,
  ): Promise<GuardedPost> {
    return allowedPost(await this.decide(action, caller, postId, manager));
  }

  /**
   * As `require`, with the post locked until `manager`'s transaction ends, read and locked in one statement:
   * its writers (reactions, replies) change it one at a time. A refused caller has locked it for nothing,
   * which the transaction's end undoes.
   */
  async requireLocked(
    action: PolicyAction,
    caller: Viewer,
    postId: string,
    manager: EntityManager,
  ): Promise<GuardedPost> {
    const rows = await this.facts.postFacts(manager, postId, caller?.userId ?? null, { lock: true });
    return allowedPost(decideOn(action, caller, postId, rows));
  }

  /** Which of `userIds` the caller may see the profile of (who reacted to a post, say). */
  async visibleProfiles(caller: Viewer, userIds: readonly string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const profiles = await this.facts.profileFacts(caller?.userId ?? null, [...new Set(userIds)]);
    return new Set(
      profiles
        .filter(
          (profile) =>
            decideAccess(
              'view_profile',
              viewerOf(caller, profile.viewerIsBrand),
              profile.target,
              profile.relation,
            ).allowed,
        )
        .map(({ userId }) => userId),
    );
  }

  /**
   * Of the skaters `usernames` names, in that order, those the author's new post or reply `postId` is to tell
   * of the mention: known accounts other than the author, whom the policy lets the author mention (no block
   * either way, not gone) and who may see the post where it is (`view_posts` on it and its thread: a private
   * author's post tells no one outside their approved followers, admins apart).
   */
  async mentionedIn(
    manager: EntityManager,
    author: NonNullable<Viewer>,
    postId: string,
    usernames: readonly string[],
  ): Promise<string[]> {
    if (usernames.length === 0) return [];
    const mentioned = await this.facts.mentionFacts(manager, author.userId, usernames);
    const order = new Map(usernames.map((name, index) => [name, index]));
    const allowed: { userId: string; position: number }[] = [];
    for (const skater of mentioned) {
      if (skater.userId === author.userId) continue;
      const mention = decideAccess(
        'mention',
        viewerOf(author, skater.viewerIsBrand),
        skater.target,
        skater.relation,
      );
      if (!mention.allowed) continue;
      const reader = { userId: skater.userId, isAdmin: skater.isAdmin };
      const rows = await this.facts.postFacts(manager, postId, skater.userId);
      if (!decideOn('view_posts', reader, postId, rows)?.decision.allowed) continue;
      allowed.push({ userId: skater.userId, position: order.get(skater.username) ?? 0 });
    }
    return allowed.sort((a, b) => a.position - b.position).map(({ userId }) => userId);
  }

  /**
   * Which of `viewers` may see the posts `authorId` writes (a new post: not hidden, not a reply), and which
   * of those follow the author (their Following shows it).
   */
  async audienceOf(
    authorId: string,
    viewers: readonly NonNullable<Viewer>[],
  ): Promise<{ userIds: string[]; followerIds: string[] }> {
    if (viewers.length === 0) return { userIds: [], followerIds: [] };
    const author = await this.facts.authorFacts(authorId);
    const byViewer = await this.facts.relationsTo(
      authorId,
      viewers.map(({ userId }) => userId),
    );
    const userIds: string[] = [];
    const followerIds: string[] = [];
    for (const viewer of viewers) {
      const standing = byViewer.get(viewer.userId);
      if (!standing) continue;
      const { allowed } = decideAccess(
        'view_posts',
        viewerOf(viewer, standing.viewerIsBrand),
        author,
        standing.relation,
        { isHidden: false },
      );
      if (!allowed) continue;
      userIds.push(viewer.userId);
      if (standing.relation.viewerFollowsTarget) followerIds.push(viewer.userId);
    }
    return { userIds, followerIds };
  }

  /** Which of the posts the viewer may see (`view_posts`), with each one's author, in the order asked. */
  async watchable(
    viewer: NonNullable<Viewer>,
    postIds: readonly string[],
  ): Promise<{ postId: string; authorId: string }[]> {
    const unique = [...new Set(postIds)];
    if (unique.length === 0) return [];
    const rows = await this.facts.manyPostFacts(unique, viewer.userId);
    return unique.flatMap((postId) => {
      const answer = decideOn('view_posts', viewer, postId, rows);
      return answer?.decision.allowed ? [{ postId, authorId: answer.post.userId }] : [];
    });
  }
}

/**
 * The policy's answer on the post among `rows` (the post and its thread's top post). For a reply, the policy
 * is asked about the thread's top post too (first): a reply under a post one may not see or touch is out of
 * reach as well. `undefined` when there is no such post.
 */
function decideOn(
  action: PolicyAction,
  caller: Viewer,
  postId: string,
  rows: readonly PostFacts[],
): { post: GuardedPost; decision: PolicyDecision } | undefined {
  const post = rows.find((row) => row.id === postId);
  if (!post) return undefined;
  const viewer = viewerOf(caller, post.viewerIsBrand);
  const parent = rows.find((row) => row.id === post.parentPostId);
  if (parent) {
    const thread = decideAccess(action, viewer, parent.author, parent.relation, {
      isHidden: parent.isHidden,
    });
    if (!thread.allowed) return { post, decision: thread };
  }
  const decision = decideAccess(action, viewer, post.author, post.relation, { isHidden: post.isHidden });
  return { post, decision };
}

function allowedPost(answer: { post: GuardedPost; decision: PolicyDecision } | undefined): GuardedPost {
  if (!answer) throw notFound('Post');
  if (!answer.decision.allowed) throw refusal(answer.decision);
  return answer.post;
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
