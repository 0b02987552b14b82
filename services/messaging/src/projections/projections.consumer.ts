import { AUTH_EVENTS } from '@boonies/contracts/auth';
import {
  BlockChangedV1,
  DEFAULT_PREFERENCES,
  PreferencesChangedV1,
  SOCIAL_EVENTS,
} from '@boonies/contracts/social';
import { TrickChangedV1, TRICKS_EVENTS } from '@boonies/contracts/tricks';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { blockProjection, newerWins, tablePaths, UserCopyConsumer } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BLOCKS } from './entities/block.entity';
import { Preference } from './entities/preference.entity';
import { TrickName } from './entities/trick-name.entity';
import { USERS } from './entities/user.entity';

/**
 * Keeps this service's copies of other services' data, the accounts among them (see `UserCopyConsumer`).
 * Each applies a change only when it is newer than the stored one, so a late or repeated event never rolls
 * anything back.
 */
@Injectable()
export class ProjectionsConsumer extends UserCopyConsumer {
  private readonly preferences;
  private readonly blocks;
  private readonly trickNames;

  constructor(dataSource: DataSource) {
    super(dataSource, USERS);
    const t = tablePaths(dataSource, {
      preferences: Preference,
      blocks: BLOCKS,
      trickNames: TrickName,
    });
    this.preferences = newerWins({
      table: t.preferences,
      key: ['user_id'],
      columns: [
        'allow_messages',
        'notify_posts',
        'notify_messages',
        'notify_mentions',
        'notify_verifications',
        'notify_sponsorships',
        'read_receipts',
        'push_games',
        'push_messages',
        'push_replies',
        'push_verifications',
      ],
      version: 'updated_at',
    });
    // This copy names its switch `active`, and on a tie the later delivery wins, which is the more likely
    // to be the later action.
    this.blocks = blockProjection(t.blocks, { switchColumn: 'active', onTie: 'replace' });
    this.trickNames = newerWins({
      table: t.trickNames,
      key: ['trick_id'],
      columns: ['name'],
      version: 'changed_at',
    });
  }

  @EventHandler(SOCIAL_EVENTS.preferencesChanged)
  @EventHandler(AUTH_EVENTS.preferencesChanged)
  async onPreferencesChanged(
    preferences: PreferencesChangedV1,
    { manager }: EventContext<PreferencesChangedV1>,
  ): Promise<void> {
    const { notifications, privacy } = preferences;
    // Events from before the push switches existed carry none: all were on then.
    const push = preferences.push ?? DEFAULT_PREFERENCES.push;
    await this.preferences.apply(manager, {
      user_id: preferences.userId,
      allow_messages: privacy.allowMessages,
      notify_posts: notifications.posts,
      notify_messages: notifications.messages,
      // Older events lack it: it was on for everyone then.
      notify_mentions: notifications.mentions ?? DEFAULT_PREFERENCES.notifications.mentions,
      notify_verifications: notifications.verifications,
      notify_sponsorships: notifications.sponsorships,
      // Older events lack it: it was on for everyone then.
      read_receipts: privacy.readReceipts ?? DEFAULT_PREFERENCES.privacy.readReceipts,
      push_games: push.games,
      push_messages: push.messages,
      push_replies: push.replies,
      push_verifications: push.verifications,
      updated_at: preferences.updatedAt,
    });
  }

  @EventHandler(SOCIAL_EVENTS.blocked)
  @EventHandler(SOCIAL_EVENTS.unblocked)
  @EventHandler(AUTH_EVENTS.blocked)
  @EventHandler(AUTH_EVENTS.unblocked)
  async onBlockChanged(block: BlockChangedV1, context: EventContext<BlockChangedV1>): Promise<void> {
    await this.blocks.apply(block, context);
  }

  @EventHandler(TRICKS_EVENTS.trickChanged)
  async onTrickChanged(
    trick: TrickChangedV1,
    { manager, envelope }: EventContext<TrickChangedV1>,
  ): Promise<void> {
    await this.trickNames.apply(manager, {
      trick_id: trick.trickId,
      name: trick.name,
      changed_at: envelope.occurredAt,
    });
  }
}
