import { EVENTS, PostCreatedV1, PostDeletedV1, VerificationChangedV1 } from '@boonies/contracts';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventListener } from '../nats/event-listener';
import { RealtimePublisher } from '../realtime/realtime.publisher';
import {
  pushesForPostCreated,
  pushesForPostDeleted,
  pushesForVerificationChanged,
  type Push,
} from './community-pushes';

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
    this.events.on(EVENTS.posts.postCreated, PostCreatedV1, (post) => this.send(pushesForPostCreated(post)));
    this.events.on(EVENTS.posts.postDeleted, PostDeletedV1, (post) => this.send(pushesForPostDeleted(post)));
    this.events.on(EVENTS.verification.verificationChanged, VerificationChangedV1, (change) =>
      this.send(pushesForVerificationChanged(change)),
    );
  }

  private send(pushes: Push[]): void {
    for (const push of pushes) {
      if (push.to === 'everyone') this.publisher.toEveryone(push.event, push.payload);
      else this.publisher.toUser(push.userId, push.event, push.payload);
    }
  }
}
