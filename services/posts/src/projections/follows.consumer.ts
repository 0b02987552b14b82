import { EVENTS, FollowChangedV1 } from '@boonies/contracts';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { followProjection } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { postsTables } from '../database/posts-tables';

/**
 * Who follows whom, for the following feed. Each pair keeps the time of its latest change, so a follow and
 * an unfollow delivered out of order end as the later one says.
 */
@Injectable()
export class FollowsConsumer {
  private readonly follows;

  constructor(dataSource: DataSource) {
    this.follows = followProjection(postsTables(dataSource).follows);
  }

  @EventHandler(EVENTS.auth.followed, FollowChangedV1)
  @EventHandler(EVENTS.auth.unfollowed, FollowChangedV1)
  async onFollowChanged(follow: FollowChangedV1, context: EventContext<FollowChangedV1>): Promise<void> {
    await this.follows.apply(follow, context);
  }
}
