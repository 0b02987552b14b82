import { ADMIN_EVENTS } from '@boonies/contracts/admin';
import { POSTS_EVENTS } from '@boonies/contracts/posts';
import { VERIFICATION_EVENTS } from '@boonies/contracts/verification';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../logging/logger.token';
import { EventListener } from '../nats/event-listener';
import type { Push } from '../realtime/realtime-push';
import { RealtimePublisher } from '../realtime/realtime.publisher';
import {
  isAnnounced,
  pushesForPostCreated,
  pushesForPostDeleted,
  pushesForPostHidden,
  pushesForVerificationChanged,
} from './community-pushes';
import { PostAudience } from './post-audience';

/**
 * Every replica hears new, deleted and hidden posts and verification tallies, and pushes them to those of
 * its own sockets whose users may see the author's posts (the posts service's access policy decides). A
 * push missed while disconnected, or while the posts service does not answer, only delays a refresh: the
 * browser refetches the feed on reconnect.
 */
@Injectable()
export class CommunityPushesListener implements OnModuleInit {
  constructor(
    private readonly events: EventListener,
    private readonly publisher: RealtimePublisher,
    private readonly audience: PostAudience,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.events.on(POSTS_EVENTS.postCreated, (post, { correlationId }) => {
      if (!isAnnounced(post)) return;
      this.audience.withFollowers(post.userId, correlationId).then(
        ({ userIds, followerIds }) =>
          this.publisher.publish(pushesForPostCreated(post, userIds, followerIds)),
        (error: unknown) =>
          this.logger.warn(
            { err: error, correlationId },
            'Could not tell who may hear of a post; not pushed',
          ),
      );
    });
    this.events.on(POSTS_EVENTS.postDeleted, (post, { correlationId }) =>
      this.toAudienceOf(post.userId, correlationId, (audience) => pushesForPostDeleted(post, audience)),
    );
    this.events.on(ADMIN_EVENTS.contentModerated, (moderation, { correlationId }) => {
      if (moderation.kind !== 'post' || !moderation.hidden) return;
      this.toAudienceOf(moderation.ownerId, correlationId, (audience) =>
        pushesForPostHidden(moderation, audience),
      );
    });
    this.events.on(VERIFICATION_EVENTS.verificationChanged, (change, { correlationId }) =>
      this.toAudienceOf(change.posterId, correlationId, (audience) =>
        pushesForVerificationChanged(change, audience),
      ),
    );
  }

  private toAudienceOf(
    authorId: string,
    correlationId: string,
    pushes: (audience: readonly string[]) => Push[],
  ): void {
    this.audience.of(authorId, correlationId).then(
      (audience) => this.publisher.publish(pushes(audience)),
      (error: unknown) =>
        this.logger.warn({ err: error, correlationId }, 'Could not tell who may hear of a post; not pushed'),
    );
  }
}
