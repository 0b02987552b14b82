import {
  makePercentage,
  REALTIME_EVENTS,
  type PostCreatedPush,
  type PostCreatedV1,
  type PostDeletedPush,
  type PostDeletedV1,
  type TrickAutoVerifiedPush,
  type VerificationChangedPush,
  type VerificationChangedV1,
} from '@boonies/contracts';
import type { Push } from '../realtime/realtime-push';

/** A new top-level post (feeds show a "new posts" pill); replies reach no one this way. */
export function pushesForPostCreated(post: PostCreatedV1): Push[] {
  if (post.postType === 'reply' || post.parentPostId) return [];
  const payload: PostCreatedPush = { postId: post.postId, userId: post.userId, postType: post.postType };
  return [{ to: 'everyone', event: REALTIME_EVENTS.postCreated, payload }];
}

export function pushesForPostDeleted({ postId }: PostDeletedV1): Push[] {
  const payload: PostDeletedPush = { postId };
  return [{ to: 'everyone', event: REALTIME_EVENTS.postDeleted, payload }];
}

/** The new tally to everyone; and to the poster, when this change was the community verifying the trick. */
export function pushesForVerificationChanged(change: VerificationChangedV1): Push[] {
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
  const pushes: Push[] = [{ to: 'everyone', event: REALTIME_EVENTS.verificationChanged, payload: tally }];
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
