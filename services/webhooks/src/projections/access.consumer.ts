import { ADMIN_EVENTS, ContentModeratedV1 } from '@boonies/contracts/admin';
import { AUTH_EVENTS } from '@boonies/contracts/auth';
import { PreferencesChangedV1, SOCIAL_EVENTS } from '@boonies/contracts/social';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { newerWins, privacyProjection, tablePaths, UserCopyConsumer } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HiddenPost } from './hidden-post.entity';
import { PRIVACY_SETTINGS } from './privacy-settings.entity';
import { USERS } from './user.entity';

/**
 * Keeps the facts the policy judges deliveries by: accounts (see `UserCopyConsumer`), privacy switches and
 * moderators' marks on posts. Each row keeps the time of its latest change, so events delivered out of
 * order end as the later one says.
 */
@Injectable()
export class AccessConsumer extends UserCopyConsumer {
  private readonly privacy;
  private readonly hidden;

  constructor(dataSource: DataSource) {
    super(dataSource, USERS);
    const t = tablePaths(dataSource, { privacySettings: PRIVACY_SETTINGS, hiddenPosts: HiddenPost });
    this.privacy = privacyProjection(t.privacySettings, PRIVACY_SETTINGS);
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

  /** Only posts are ever delivered; replies, messages and profiles are other services' marks. */
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
