import { EVENTS, FollowChangedV1 } from '@boonies/contracts';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { postsTables } from '../database/posts-tables';

/**
 * Who follows whom, for the following feed. Each pair keeps the time of its latest change, so a follow and
 * an unfollow delivered out of order end as the later one says.
 */
@Injectable()
export class FollowsHandlers {
  private readonly upsert: string;

  constructor(dataSource: DataSource) {
    this.upsert = `
      INSERT INTO ${postsTables(dataSource).follows} AS f (follower_id, following_id, is_following, changed_at)
      VALUES ($1, $2, $3, $4)
      ON CONFLICT (follower_id, following_id) DO UPDATE
        SET is_following = EXCLUDED.is_following, changed_at = EXCLUDED.changed_at
      WHERE f.changed_at < EXCLUDED.changed_at`;
  }

  @EventHandler(EVENTS.auth.followed, FollowChangedV1)
  onFollowed(follow: FollowChangedV1, context: EventContext<FollowChangedV1>): Promise<void> {
    return this.apply(follow, true, context);
  }

  @EventHandler(EVENTS.auth.unfollowed, FollowChangedV1)
  onUnfollowed(follow: FollowChangedV1, context: EventContext<FollowChangedV1>): Promise<void> {
    return this.apply(follow, false, context);
  }

  private async apply(
    follow: FollowChangedV1,
    isFollowing: boolean,
    { manager, envelope }: EventContext<FollowChangedV1>,
  ): Promise<void> {
    await manager.query(this.upsert, [
      follow.followerId,
      follow.followingId,
      isFollowing,
      envelope.occurredAt,
    ]);
  }
}
