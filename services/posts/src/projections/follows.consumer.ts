import { AUTH_EVENTS } from '@boonies/contracts/auth';
import { isEventType } from '@boonies/contracts/auth';
import { FollowChangedV1, SOCIAL_EVENTS } from '@boonies/contracts/social';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { followProjection, tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FOLLOWS } from './entities/follow.entity';
import { TimelineRepository } from '../timeline/timeline.repository';

/**
 * Who follows whom, for the following feed. Each pair keeps the time of its latest change, so a follow and
 * an unfollow delivered out of order end as the later one says; a change that takes effect fills or empties
 * the reader's timeline of the author's posts.
 */
@Injectable()
export class FollowsConsumer {
  private readonly follows;

  constructor(
    dataSource: DataSource,
    private readonly timeline: TimelineRepository,
  ) {
    this.follows = followProjection(tablePaths(dataSource, { follows: FOLLOWS }).follows);
  }

  @EventHandler(SOCIAL_EVENTS.followed)
  @EventHandler(SOCIAL_EVENTS.unfollowed)
  @EventHandler(AUTH_EVENTS.followed)
  @EventHandler(AUTH_EVENTS.unfollowed)
  async onFollowChanged(follow: FollowChangedV1, context: EventContext<FollowChangedV1>): Promise<void> {
    // Before the follow changes, so a post the author makes meanwhile cannot miss the reader's timeline.
    await this.timeline.lockAuthor(context.manager, follow.followingId);
    if (await this.follows.apply(follow, context)) {
      const following = isEventType(context.envelope.type, SOCIAL_EVENTS.followed);
      await this.timeline.followChanged(context.manager, follow.followerId, follow.followingId, following);
    }
  }
}
