import { PostCreatedV1, PostDeletedV1, PostReviewedV1, POSTS_EVENTS } from '@boonies/contracts/posts';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable, Logger } from '@nestjs/common';
import { eventMetaFrom } from '../event-meta';
import { VerificationLedger } from './verification-ledger.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The admin behind a review, when the event names one. */
function reviewerOf({ envelope }: EventContext<object>): string | null {
  return envelope.actorId && UUID.test(envelope.actorId) ? envelope.actorId : null;
}

/**
 * The posts service's trick videos: a new one opens a verification per tagged trick, a deleted one takes
 * them away, and an admin's review verifies or un-verifies all of them, for good (decided by an admin).
 */
@Injectable()
export class PostEventsConsumer {
  private readonly logger = new Logger(PostEventsConsumer.name);

  constructor(private readonly ledger: VerificationLedger) {}

  @EventHandler(POSTS_EVENTS.postCreated)
  async onPostCreated(post: PostCreatedV1, context: EventContext<PostCreatedV1>): Promise<void> {
    if (post.postType !== 'trick_video') return;
    await this.ledger.open(
      context.manager,
      { postId: post.postId, posterId: post.userId, trickIds: post.taggedTricks },
      eventMetaFrom(context),
    );
  }

  @EventHandler(POSTS_EVENTS.postDeleted)
  async onPostDeleted(post: PostDeletedV1, context: EventContext<PostDeletedV1>): Promise<void> {
    // Any post type: removing a post without verifications finds nothing to remove.
    await this.ledger.removePost(context.manager, post.postId, eventMetaFrom(context));
  }

  @EventHandler(POSTS_EVENTS.postReviewed)
  async onPostReviewed(review: PostReviewedV1, context: EventContext<PostReviewedV1>): Promise<void> {
    const meta = eventMetaFrom(context);
    if (review.verificationStatus === 'approved') {
      await this.ledger.approvePost(context.manager, review.postId, reviewerOf(context), meta);
    } else if (review.verificationStatus === 'rejected') {
      await this.ledger.rejectPost(context.manager, review.postId, reviewerOf(context), meta);
    } else {
      // Back to pending decides nothing: verifications keep what the community and earlier reviews made them.
      this.logger.log(`Post ${review.postId} set back to pending; verifications unchanged`);
    }
  }
}
