import { AUTH_EVENTS, type UserProfileChangedV1 } from '@boonies/contracts';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { UserRegisteredEventsRepository } from './user-registered-events.repository';

/**
 * Reads `events.auth.user-registered.v1` through the durable consumer "social". The handler runs in the
 * transaction that records the event in the inbox, so an event delivered twice is applied once.
 */
@Injectable()
export class UserRegisteredConsumer {
  constructor(private readonly events: UserRegisteredEventsRepository) {}

  @EventHandler(AUTH_EVENTS.userRegistered)
  async onUserRegistered(
    payload: UserProfileChangedV1,
    { envelope, manager }: EventContext<UserProfileChangedV1>,
  ): Promise<void> {
    await this.events.add(manager, {
      eventId: envelope.id,
      userId: payload.userId,
      occurredAt: new Date(envelope.occurredAt),
    });
  }
}
