import { EVENTS, FollowChangedV1, PreferencesChangedV1 } from '@boonies/contracts';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Follow } from './entities/follow.entity';
import { PrivacySetting } from './entities/privacy-setting.entity';

/**
 * Keeps the privacy switches and follows the progress reads check. Each row keeps the time of its latest
 * change, so events delivered out of order end as the later one says.
 */
@Injectable()
export class PrivacyProjectionsHandlers {
  private readonly upsertSetting: string;
  private readonly upsertFollow: string;

  constructor(dataSource: DataSource) {
    this.upsertSetting = `
      INSERT INTO ${dataSource.getMetadata(PrivacySetting).tablePath} AS p
             (user_id, public_profile, show_progress, updated_at)
      VALUES ($1, $2, $3, $4)
      ON CONFLICT (user_id) DO UPDATE
        SET public_profile = EXCLUDED.public_profile, show_progress = EXCLUDED.show_progress,
            updated_at = EXCLUDED.updated_at
      WHERE p.updated_at < EXCLUDED.updated_at`;
    this.upsertFollow = `
      INSERT INTO ${dataSource.getMetadata(Follow).tablePath} AS f (follower_id, following_id, is_following, changed_at)
      VALUES ($1, $2, $3, $4)
      ON CONFLICT (follower_id, following_id) DO UPDATE
        SET is_following = EXCLUDED.is_following, changed_at = EXCLUDED.changed_at
      WHERE f.changed_at < EXCLUDED.changed_at`;
  }

  @EventHandler(EVENTS.auth.preferencesChanged, PreferencesChangedV1)
  async onPreferencesChanged(
    change: PreferencesChangedV1,
    { manager }: EventContext<PreferencesChangedV1>,
  ): Promise<void> {
    await manager.query(this.upsertSetting, [
      change.userId,
      change.privacy.publicProfile,
      change.privacy.showProgress,
      change.updatedAt,
    ]);
  }

  @EventHandler(EVENTS.auth.followed, FollowChangedV1)
  onFollowed(follow: FollowChangedV1, context: EventContext<FollowChangedV1>): Promise<void> {
    return this.applyFollow(follow, true, context);
  }

  @EventHandler(EVENTS.auth.unfollowed, FollowChangedV1)
  onUnfollowed(follow: FollowChangedV1, context: EventContext<FollowChangedV1>): Promise<void> {
    return this.applyFollow(follow, false, context);
  }

  private async applyFollow(
    follow: FollowChangedV1,
    isFollowing: boolean,
    { manager, envelope }: EventContext<FollowChangedV1>,
  ): Promise<void> {
    await manager.query(this.upsertFollow, [
      follow.followerId,
      follow.followingId,
      isFollowing,
      envelope.occurredAt,
    ]);
  }
}
