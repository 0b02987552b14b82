import 'reflect-metadata';
import { AUTH_EVENTS } from '@boonies/contracts/auth';
import { BlockChangedV1, FollowChangedV1 } from '@boonies/contracts/social';
import type { EntityManager } from 'typeorm';
import type { EventContext } from './consumer/event-subscription';
import type { EventMeta } from './envelope/event-envelope.factory';
import { EventHandler, eventHandlerRegistrations } from './nest/event-handler.decorator';
import type { Outbox } from './outbox/outbox';

/*
 * The `@ts-expect-error` lines are the test of the types: `npx nx run messaging:typecheck` fails as soon as
 * one of them compiles. Jest runs the rest.
 */

const meta: EventMeta = { producer: 'auth', correlationId: 'correlation-1' };

/** Never run: only compiled, to prove what `Outbox.append` accepts for `EVENTS.auth.followed`. */
async function appendFollowed(outbox: Outbox, manager: EntityManager, follow: FollowChangedV1) {
  await outbox.append(manager, AUTH_EVENTS.followed, follow, meta);
  await outbox.append(manager, AUTH_EVENTS.followed, { followerId: 'a', followingId: 'b' }, meta);
  // @ts-expect-error a block is not what `followed` carries
  await outbox.append(manager, AUTH_EVENTS.followed, { blockerId: 'a', blockedId: 'b' }, meta);
  // @ts-expect-error `followingId` is missing
  await outbox.append(manager, AUTH_EVENTS.followed, { followerId: 'a' }, meta);
}

const done = (): Promise<void> => Promise.resolve();

class FollowConsumer {
  @EventHandler(AUTH_EVENTS.followed)
  onFollowed(_follow: FollowChangedV1, _context: EventContext<FollowChangedV1>): Promise<void> {
    return done();
  }

  /** Reading less than the payload is fine: the handler takes what it needs. */
  @EventHandler(AUTH_EVENTS.unfollowed)
  onUnfollowed(_follow: Pick<FollowChangedV1, 'followerId'>): Promise<void> {
    return done();
  }

  // @ts-expect-error the consumer expects a block, but `followed` carries a follow
  @EventHandler(AUTH_EVENTS.followed)
  onFollowedAsBlock(_block: BlockChangedV1, _context: EventContext<BlockChangedV1>): Promise<void> {
    return done();
  }
}

describe('event definitions type both ends', () => {
  it('has producers and consumers checked by the compiler (this file is type-checked)', () => {
    expect(appendFollowed).toBeInstanceOf(Function);
  });

  it('registers a typed handler with its definition, which carries the payload class', () => {
    const registrations = eventHandlerRegistrations(FollowConsumer.prototype.onFollowed);
    expect(registrations).toEqual([{ definition: AUTH_EVENTS.followed }]);
    expect(registrations[0]?.definition.payloadClass).toBe(FollowChangedV1);
  });
});
