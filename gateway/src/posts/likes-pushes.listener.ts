import { ADMIN_EVENTS } from '@boonies/contracts/admin';
import { AUTH_EVENTS } from '@boonies/contracts/auth';
import { LIKES_PUSH_WINDOW_MS, POSTS_EVENTS } from '@boonies/contracts/posts';
import { type PostLikesPush, REALTIME_EVENTS } from '@boonies/contracts/realtime';
import {
  type BlockChangedV1,
  type FollowChangedV1,
  type PreferencesChangedV1,
  SOCIAL_EVENTS,
} from '@boonies/contracts/social';
import { Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { EventListener } from '../nats/event-listener';
import { RealtimePublisher } from '../realtime/realtime.publisher';
import { LikesCoalescer } from './likes-coalescer';
import { postRoom, PostWatchers } from './post-watchers';

/**
 * Live like counts. Every replica hears each reaction change (with the post's counts after it) and pushes
 * `post:likes` to those of its sockets watching the post, at most once per post in each window with the
 * latest counts. A post nobody here watches costs one look-up in the room table. Changes of the facts the
 * access policy judges by take the affected watchers out of the rooms first (see `PostWatchers`).
 */
@Injectable()
export class LikesPushesListener implements OnModuleInit, OnApplicationShutdown {
  private readonly coalescer: LikesCoalescer;

  constructor(
    private readonly events: EventListener,
    private readonly publisher: RealtimePublisher,
    private readonly watchers: PostWatchers,
  ) {
    this.coalescer = new LikesCoalescer(LIKES_PUSH_WINDOW_MS, (postId, { likes, dislikes }) => {
      const push: PostLikesPush = { postId, likes, dislikes };
      this.publisher.toRoom(postRoom(postId), REALTIME_EVENTS.postLikes, push);
    });
  }

  onModuleInit(): void {
    this.events.on(POSTS_EVENTS.reactionChanged, ({ postId, likes, dislikes }) => {
      if (likes === undefined || dislikes === undefined) return;
      if (!this.publisher.hasRoom(postRoom(postId))) return;
      this.coalescer.changed(postId, { likes, dislikes });
    });
    // Until the auth copies retire (docs/events.md), a change comes on both producers' subjects: forgetting
    // a watcher twice is forgetting it once.
    const blocked = ({ blockerId, blockedId }: BlockChangedV1) => {
      this.watchers.forgetAuthorFor(blockerId, blockedId);
      this.watchers.forgetAuthorFor(blockedId, blockerId);
    };
    const unfollowed = ({ followerId, followingId }: FollowChangedV1) =>
      this.watchers.forgetAuthorFor(followerId, followingId);
    const preferencesChanged = ({ userId, privacy }: PreferencesChangedV1) => {
      if (!privacy.publicProfile) this.watchers.forgetAuthor(userId);
    };
    this.events.on(SOCIAL_EVENTS.blocked, blocked);
    this.events.on(AUTH_EVENTS.blocked, blocked);
    this.events.on(SOCIAL_EVENTS.unfollowed, unfollowed);
    this.events.on(AUTH_EVENTS.unfollowed, unfollowed);
    this.events.on(SOCIAL_EVENTS.preferencesChanged, preferencesChanged);
    this.events.on(AUTH_EVENTS.preferencesChanged, preferencesChanged);
    this.events.on(POSTS_EVENTS.postDeleted, ({ postId }) => this.watchers.forgetPost(postId));
    this.events.on(ADMIN_EVENTS.contentModerated, (moderation) => {
      if (moderation.kind === 'post' && moderation.hidden) {
        this.watchers.forgetPost(moderation.contentId, moderation.ownerId);
      }
    });
  }

  onApplicationShutdown(): void {
    this.coalescer.clear();
  }
}
