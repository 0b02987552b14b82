import { EVENTS, PostCreatedV1, PostDeletedV1, VerificationChangedV1 } from '@boonies/contracts';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventListener } from '../nats/event-listener';
import { RealtimePublisher } from '../realtime/realtime.publisher';
import { pushesForPostCreated, pushesForPostDeleted, pushesForVerificationChanged } from './community-pushes';

/**
 * Every replica hears new and deleted posts and verification tallies, and pushes them to its own sockets.
 * A push missed while disconnected only delays a refresh: the browser refetches the feed on reconnect.
 */
@Injectable()
export class CommunityPushesListener implements OnModuleInit {
  constructor(
    private readonly events: EventListener,
    private readonly publisher: RealtimePublisher,
  ) {}

  onModuleInit(): void {
    this.events.on(EVENTS.posts.postCreated, PostCreatedV1, (post) =>
      this.publisher.publish(pushesForPostCreated(post)),
    );
    this.events.on(EVENTS.posts.postDeleted, PostDeletedV1, (post) =>
      this.publisher.publish(pushesForPostDeleted(post)),
    );
    this.events.on(EVENTS.verification.verificationChanged, VerificationChangedV1, (change) =>
      this.publisher.publish(pushesForVerificationChanged(change)),
    );
  }
}
