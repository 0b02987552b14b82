import { AUTH_EVENTS } from '@boonies/contracts/auth';
import { FollowAnsweredV1, SOCIAL_EVENTS } from '@boonies/contracts/social';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { FollowRequestNotificationsRepository } from './follow-request-notifications.repository';

/**
 * A follow request that is over (approved, declined, withdrawn, cut by a block) takes its notification out
 * of the owner's list: nothing is left to answer. Deleting what is already gone changes nothing, so a
 * redelivered event is harmless.
 */
@Injectable()
export class FollowAnsweredConsumer {
  constructor(private readonly requests: FollowRequestNotificationsRepository) {}

  @EventHandler(SOCIAL_EVENTS.followAnswered)
  @EventHandler(AUTH_EVENTS.followAnswered)
  async onFollowAnswered(answer: FollowAnsweredV1, context: EventContext<FollowAnsweredV1>): Promise<void> {
    await this.requests.clear(context.manager, answer.followingId, answer.followerId);
  }
}
