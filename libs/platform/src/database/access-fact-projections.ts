import { isEventType } from '@boonies/contracts/auth';
import type { EventDefinition, EventEnvelope } from '@boonies/contracts/events';
import { type BlockChangedV1, type FollowChangedV1, SOCIAL_EVENTS } from '@boonies/contracts/social';
import type { EntityManager } from 'typeorm';
import { newerWins } from './newer-wins';

/** How one service's copy of a pair fact differs from the usual layout. */
export interface PairFactOptions {
  /** The column saying whether the pair is on. */
  switchColumn?: string;
  /** Whether a change as old as the stored one replaces it (see `NewerWinsTable.onTie`). */
  onTie?: 'keep' | 'replace';
}

/** What an event handler is given besides the payload: its transaction and the event's envelope. */
export interface FactEventContext {
  manager: EntityManager;
  envelope: Pick<EventEnvelope, 'type' | 'occurredAt'>;
}

/** A service's copy of a fact between two users, switched on by one event and off by another. */
export interface PairFactProjection<Fact> {
  /** Applies the change the event makes, unless a newer change of the same pair is stored. */
  apply(fact: Fact, context: FactEventContext): Promise<boolean>;
}

interface PairFactLayout<Fact> {
  on: EventDefinition;
  off: EventDefinition;
  key: readonly [string, string];
  ids: (fact: Fact) => readonly [string, string];
  switchColumn: string;
}

function pairFact<Fact>(
  table: string,
  { on, off, key: [from, to], ids, switchColumn }: PairFactLayout<Fact>,
  { onTie }: PairFactOptions,
): PairFactProjection<Fact> {
  // The events carry no time of their own: the envelope's orders them. "Off" keeps the row, so a late,
  // older "on" cannot switch the pair back. Either producer's copy of a moved event counts (`isEventType`).
  const upsert = newerWins({ table, key: [from, to], columns: [switchColumn], version: 'changed_at', onTie });
  return {
    apply: async (fact, { manager, envelope }) => {
      const switchedOn = isEventType(envelope.type, on);
      if (!switchedOn && !isEventType(envelope.type, off)) {
        throw new Error(`${envelope.type} is neither ${on.type} nor ${off.type}`);
      }
      const [fromId, toId] = ids(fact);
      return upsert.apply(manager, {
        [from]: fromId,
        [to]: toId,
        [switchColumn]: switchedOn,
        changed_at: envelope.occurredAt,
      });
    },
  };
}

/**
 * Who blocked whom, from `events.social.blocked` / `unblocked` or their `events.auth.*` copies:
 * `(blocker_id, blocked_id, is_blocking, changed_at)`.
 */
export function blockProjection(
  table: string,
  options: PairFactOptions = {},
): PairFactProjection<BlockChangedV1> {
  return pairFact(
    table,
    {
      on: SOCIAL_EVENTS.blocked,
      off: SOCIAL_EVENTS.unblocked,
      key: ['blocker_id', 'blocked_id'],
      ids: (block) => [block.blockerId, block.blockedId],
      switchColumn: options.switchColumn ?? 'is_blocking',
    },
    options,
  );
}

/**
 * Who follows whom, from `events.social.followed` / `unfollowed` or their `events.auth.*` copies:
 * `(follower_id, following_id, is_following, changed_at)`.
 */
export function followProjection(
  table: string,
  options: PairFactOptions = {},
): PairFactProjection<FollowChangedV1> {
  return pairFact(
    table,
    {
      on: SOCIAL_EVENTS.followed,
      off: SOCIAL_EVENTS.unfollowed,
      key: ['follower_id', 'following_id'],
      ids: (follow) => [follow.followerId, follow.followingId],
      switchColumn: options.switchColumn ?? 'is_following',
    },
    options,
  );
}
