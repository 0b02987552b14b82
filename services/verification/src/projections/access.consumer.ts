import { ADMIN_EVENTS, ContentModeratedV1 } from '@boonies/contracts/admin';
import { AUTH_EVENTS } from '@boonies/contracts/auth';
import {
  BlockChangedV1,
  FollowChangedV1,
  PreferencesChangedV1,
  SOCIAL_EVENTS,
} from '@boonies/contracts/social';
import { type EventContext, EventHandler } from '@boonies/messaging';
import {
  blockProjection,
  followProjection,
  newerWins,
  privacyProjection,
  tablePaths,
} from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BLOCKS } from './entities/block.entity';
import { FOLLOWS } from './entities/follow.entity';
import { HiddenPost } from './entities/hidden-post.entity';
import { PRIVACY_SETTINGS } from './entities/privacy-settings.entity';

/**
 * Keeps the facts the access policy judges votes and reads by: privacy switches, follows, blocks and
 * moderators' marks on posts. Each row keeps the time of its latest change, so events delivered out of
 * order end as the later one says.
 */
@Injectable()
export class AccessConsumer {
  private readonly privacy;
  private readonly follows;
  private readonly blocks;
  private readonly hidden;

  constructor(dataSource: DataSource) {
    const t = tablePaths(dataSource, {
      privacySettings: PRIVACY_SETTINGS,
      follows: FOLLOWS,
      blocks: BLOCKS,
      hiddenPosts: HiddenPost,
    });
    this.privacy = privacyProjection(t.privacySettings, PRIVACY_SETTINGS);
    this.follows = followProjection(t.follows);
    this.blocks = blockProjection(t.blocks);
    this.hidden = newerWins({
      table: t.hiddenPosts,
      key: ['post_id'],
      columns: ['is_hidden'],
      version: 'changed_at',
    });
  }

  @EventHandler(SOCIAL_EVENTS.preferencesChanged)
  @EventHandler(AUTH_EVENTS.preferencesChanged)
  async onPreferencesChanged(
    change: PreferencesChangedV1,
    { manager }: EventContext<PreferencesChangedV1>,
  ): Promise<void> {
    await this.privacy.apply(manager, change);
  }

  @EventHandler(SOCIAL_EVENTS.followed)
  @EventHandler(SOCIAL_EVENTS.unfollowed)
  @EventHandler(AUTH_EVENTS.followed)
  @EventHandler(AUTH_EVENTS.unfollowed)
  async onFollowChanged(follow: FollowChangedV1, context: EventContext<FollowChangedV1>): Promise<void> {
    await this.follows.apply(follow, context);
  }

  @EventHandler(SOCIAL_EVENTS.blocked)
  @EventHandler(SOCIAL_EVENTS.unblocked)
  @EventHandler(AUTH_EVENTS.blocked)
  @EventHandler(AUTH_EVENTS.unblocked)
  async onBlockChanged(block: BlockChangedV1, context: EventContext<BlockChangedV1>): Promise<void> {
    await this.blocks.apply(block, context);
  }

  /** Only posts concern verifications; replies, messages and profiles are other services' marks. */
  @EventHandler(ADMIN_EVENTS.contentModerated)
  async onContentModerated(
    moderation: ContentModeratedV1,
    { manager, envelope }: EventContext<ContentModeratedV1>,
  ): Promise<void> {
    if (moderation.kind !== 'post') return;
    await this.hidden.apply(manager, {
      post_id: moderation.contentId,
      is_hidden: moderation.hidden,
      changed_at: envelope.occurredAt,
    });
  }
}
