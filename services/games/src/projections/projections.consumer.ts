import { AUTH_EVENTS } from '@boonies/contracts/auth';
import { isEventType } from '@boonies/contracts/auth';
import { PostCreatedV1, POSTS_EVENTS } from '@boonies/contracts/posts';
import {
  BlockChangedV1,
  FollowChangedV1,
  PreferencesChangedV1,
  SOCIAL_EVENTS,
} from '@boonies/contracts/social';
import { TrickChangedV1, TRICKS_EVENTS } from '@boonies/contracts/tricks';
import { type EventContext, EventHandler } from '@boonies/messaging';
import {
  blockProjection,
  followProjection,
  newerWins,
  privacyProjection,
  tablePaths,
  UserCopyConsumer,
} from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { eventMetaFrom } from '../event-meta';
import { TrickName, TrickVideo } from './entities/clip-facts.entity';
import { BLOCKS } from './entities/block.entity';
import { FOLLOWS } from './entities/follow.entity';
import { PRIVACY_SETTINGS } from './entities/privacy-settings.entity';
import { USERS } from './entities/user.entity';
import { GamesService } from '../games/games.service';

/**
 * Keeps this service's copies of the others' facts, the accounts among them (see `UserCopyConsumer`). Each
 * applies a change only when it is newer than the stored one, so a late or repeated event never rolls
 * anything back. A new block also ends the games the two are playing together.
 */
@Injectable()
export class ProjectionsConsumer extends UserCopyConsumer {
  private readonly preferences;
  private readonly blocks;
  private readonly follows;
  private readonly trickNames;
  private readonly trickVideos;

  constructor(
    dataSource: DataSource,
    private readonly games: GamesService,
  ) {
    super(dataSource, USERS);
    const t = tablePaths(dataSource, {
      preferences: PRIVACY_SETTINGS,
      blocks: BLOCKS,
      follows: FOLLOWS,
      trickNames: TrickName,
      trickVideos: TrickVideo,
    });
    this.preferences = privacyProjection(t.preferences, PRIVACY_SETTINGS);
    this.blocks = blockProjection(t.blocks);
    this.follows = followProjection(t.follows);
    this.trickNames = newerWins({
      table: t.trickNames,
      key: ['trick_id'],
      columns: ['name'],
      version: 'changed_at',
    });
    // A post never changes after it is made: the first copy stands.
    this.trickVideos = newerWins({
      table: t.trickVideos,
      key: ['post_id'],
      columns: ['user_id', 'trick_ids', 'video_url', 'media_id'],
      version: 'created_at',
    });
  }

  @EventHandler(SOCIAL_EVENTS.preferencesChanged)
  @EventHandler(AUTH_EVENTS.preferencesChanged)
  async onPreferencesChanged(change: PreferencesChangedV1, { manager }: EventContext<PreferencesChangedV1>) {
    await this.preferences.apply(manager, change);
  }

  @EventHandler(SOCIAL_EVENTS.blocked)
  @EventHandler(SOCIAL_EVENTS.unblocked)
  @EventHandler(AUTH_EVENTS.blocked)
  @EventHandler(AUTH_EVENTS.unblocked)
  async onBlockChanged(block: BlockChangedV1, context: EventContext<BlockChangedV1>) {
    const applied = await this.blocks.apply(block, context);
    if (applied && isEventType(context.envelope.type, SOCIAL_EVENTS.blocked)) {
      const players = [block.blockerId, block.blockedId] as const;
      await this.games.cancelGamesBetween(context.manager, players, eventMetaFrom(context));
    }
  }

  @EventHandler(SOCIAL_EVENTS.followed)
  @EventHandler(SOCIAL_EVENTS.unfollowed)
  @EventHandler(AUTH_EVENTS.followed)
  @EventHandler(AUTH_EVENTS.unfollowed)
  async onFollowChanged(follow: FollowChangedV1, context: EventContext<FollowChangedV1>) {
    await this.follows.apply(follow, context);
  }

  @EventHandler(TRICKS_EVENTS.trickChanged)
  async onTrickChanged(trick: TrickChangedV1, { manager, envelope }: EventContext<TrickChangedV1>) {
    await this.trickNames.apply(manager, {
      trick_id: trick.trickId,
      name: trick.name,
      changed_at: envelope.occurredAt,
    });
  }

  @EventHandler(POSTS_EVENTS.postCreated)
  async onPostCreated(post: PostCreatedV1, { manager }: EventContext<PostCreatedV1>) {
    if (post.postType !== 'trick_video') return;
    await this.trickVideos.apply(manager, {
      post_id: post.postId,
      user_id: post.userId,
      trick_ids: post.taggedTricks,
      video_url: post.videoUrl ?? null,
      media_id: post.mediaId ?? null,
      created_at: post.createdAt,
    });
  }
}
