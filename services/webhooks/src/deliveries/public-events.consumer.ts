import { GAMES_EVENTS, GameWonV1 } from '@boonies/contracts/games';
import { TrickVerificationChangedV1, VERIFICATION_EVENTS } from '@boonies/contracts/verification';
import type { WebhookPayload } from '@boonies/contracts/webhooks';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { PublicAudience } from '../access/public-audience';
import { DeliveriesRepository } from './deliveries.repository';
import { GAME_WON, TRICK_VERIFIED, type PublicEvent } from './public-events';

/**
 * Turns each public event into deliveries, in the inbox transaction that records the event (so an event
 * handled twice writes them once): one per enabled endpoint subscribed to its type, and none at all when
 * the policy would not let any member see what it tells.
 */
@Injectable()
export class PublicEventsConsumer {
  constructor(
    private readonly audience: PublicAudience,
    private readonly deliveries: DeliveriesRepository,
  ) {}

  @EventHandler(VERIFICATION_EVENTS.trickVerified)
  async onTrickVerified(
    event: TrickVerificationChangedV1,
    context: EventContext<TrickVerificationChangedV1>,
  ): Promise<void> {
    await this.enqueue(TRICK_VERIFIED, event, context);
  }

  @EventHandler(GAMES_EVENTS.gameWon)
  async onGameWon(event: GameWonV1, context: EventContext<GameWonV1>): Promise<void> {
    await this.enqueue(GAME_WON, event, context);
  }

  private async enqueue<Payload extends object>(
    definition: PublicEvent<Payload, 'trick.verified' | 'game.won'>,
    event: Payload,
    { manager, envelope }: EventContext<Payload>,
  ): Promise<void> {
    const audience = definition.audience(event);
    if (!(await this.audience.mayLeave(audience, manager))) return;
    const skaters = await this.audience.factsOf(
      audience.users.map(({ userId }) => userId),
      manager,
    );
    const payload: WebhookPayload = {
      type: definition.type,
      timestamp: envelope.occurredAt,
      data: definition.data(event, skaters),
    };
    await this.deliveries.enqueueForEvent(manager, {
      type: definition.type,
      eventId: envelope.id,
      body: JSON.stringify(payload),
      audience,
    });
  }
}
