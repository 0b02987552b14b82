import type { ContentModeratedV1 } from '@boonies/contracts/admin';
import type { PostCreatedPush, PostCreatedV1, PostDeletedV1 } from '@boonies/contracts/posts';
import {
  type PostDeletedPush,
  REALTIME_EVENTS,
  type TrickAutoVerifiedPush,
  type VerificationChangedPush,
} from '@boonies/contracts/realtime';
import { makePercentage, type VerificationChangedV1 } from '@boonies/contracts/verification';
import type { Push } from '../realtime/realtime-push';

/** Whether a new post is announced live: top-level posts are (feeds show a "new posts" pill), replies not. */
export function isAnnounced(post: PostCreatedV1): boolean {
  return post.postType !== 'reply' && !post.parentPostId;
}

/**
 * A new top-level post, to the users the access policy lets see it (`audience`); those of them who follow
 * the author are told it is new in their Following.
 */
export function pushesForPostCreated(
  post: PostCreatedV1,
  audience: readonly string[],
  followers: readonly string[] = [],
): Push[] {
  if (!isAnnounced(post)) return [];
  const payload: PostCreatedPush = { postId: post.postId, userId: post.userId, postType: post.postType };
  const followed: PostCreatedPush = { ...payload, followed: true };
  const following = new Set(followers);
  return audience.map((userId) => ({
    to: 'user',
    userId,
    event: REALTIME_EVENTS.postCreated,
    payload: following.has(userId) ? followed : payload,
  }));
}

/** A deleted post, to the users who may see its author's posts (the ones who may have it on screen). */
export function pushesForPostDeleted({ postId }: PostDeletedV1, audience: readonly string[]): Push[] {
  const payload: PostDeletedPush = { postId };
  return toEach(audience, REALTIME_EVENTS.postDeleted, payload);
}

/**
 * A post a moderator hid leaves the screens of everyone but its author, as a deleted one does: the feeds
 * stop showing it, and a browser that has it loaded drops it without waiting for a refetch.
 */
export function pushesForPostHidden(moderation: ContentModeratedV1, audience: readonly string[]): Push[] {
  if (moderation.kind !== 'post' || !moderation.hidden) return [];
  const payload: PostDeletedPush = { postId: moderation.contentId };
  const others = audience.filter((userId) => userId !== moderation.ownerId);
  return toEach(others, REALTIME_EVENTS.postDeleted, payload);
}

/**
 * The new tally to the users who may see the poster's posts; and to the poster, when this change was the
 * community verifying the trick.
 */
export function pushesForVerificationChanged(
  change: VerificationChangedV1,
  audience: readonly string[],
): Push[] {
  const { verificationId, postId, trickId, votesFor, votesAgainst, isVerified, removed } = change;
  const tally: VerificationChangedPush = {
    verificationId,
    postId,
    trickId,
    votesFor,
    votesAgainst,
    isVerified,
    removed,
    percentage: makePercentage(votesFor, votesAgainst),
  };
  const pushes = toEach(audience, REALTIME_EVENTS.verificationChanged, tally);
  if (change.autoVerified && !removed) {
    const verified: TrickAutoVerifiedPush = { verificationId, postId, trickId };
    pushes.push({
      to: 'user',
      userId: change.posterId,
      event: REALTIME_EVENTS.trickAutoVerified,
      payload: verified,
    });
  }
  return pushes;
}

function toEach(userIds: readonly string[], event: string, payload: unknown): Push[] {
  return userIds.map((userId) => ({ to: 'user', userId, event, payload }));
}
