import type { EventDefinition } from '@boonies/contracts/events';
import { GAMES_EVENTS, type GameWonV1 } from '@boonies/contracts/games';
import { type TrickVerificationChangedV1, VERIFICATION_EVENTS } from '@boonies/contracts/verification';
import type { WebhookEventType, WebhookPayloadData } from '@boonies/contracts/webhooks';
import type { PublicFacts } from '../access/public-audience';
import type { DeliveryAudience } from './webhook-delivery.entity';

/**
 * One domain event offered to integrations: the `type` it is delivered as, whose things it tells of (and
 * what the policy must let any member see of them), and its public projection: only fields any member
 * could see, never emails, messages or addresses.
 */
export interface PublicEvent<Payload extends object, Type extends WebhookEventType> {
  definition: EventDefinition<Payload>;
  type: Type;
  audience(payload: Payload): DeliveryAudience;
  data(payload: Payload, skaters: ReadonlyMap<string, PublicFacts>): WebhookPayloadData[Type];
}

function skater(userId: string, skaters: ReadonlyMap<string, PublicFacts>) {
  return { userId, username: skaters.get(userId)?.username ?? '' };
}

/** A verified trick is the skater's progress, shown on their post: both must be visible to any member. */
export const TRICK_VERIFIED: PublicEvent<TrickVerificationChangedV1, 'trick.verified'> = {
  definition: VERIFICATION_EVENTS.trickVerified,
  type: 'trick.verified',
  audience: (event) => ({
    users: [
      { userId: event.userId, action: 'view_progress' },
      { userId: event.userId, action: 'view_posts' },
    ],
    postId: event.postId,
  }),
  data: (event, skaters) => ({
    skater: skater(event.userId, skaters),
    trickId: event.trickId,
    postId: event.postId,
    verificationId: event.verificationId,
  }),
};

/** A game's result is part of every player's record: each player's progress must be visible to any member. */
export const GAME_WON: PublicEvent<GameWonV1, 'game.won'> = {
  definition: GAMES_EVENTS.gameWon,
  type: 'game.won',
  audience: (event) => ({
    users: event.playerIds.map((userId) => ({ userId, action: 'view_progress' as const })),
    postId: null,
  }),
  data: (event, skaters) => ({
    gameId: event.gameId,
    winner: skater(event.winnerId, skaters),
    players: event.playerIds.map((userId) => skater(userId, skaters)),
    finishedAt: event.finishedAt,
  }),
};
