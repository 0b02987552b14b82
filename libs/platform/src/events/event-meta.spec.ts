import { AUTH_EVENTS } from '@boonies/contracts/auth';
import type { CallerIdentity } from '@boonies/contracts/common';
import { buildEventEnvelope } from '@boonies/messaging';
import { actorOf, bindEventMeta, eventMetaFor } from './event-meta';

const skater: CallerIdentity = {
  userId: '6a1e1b4c-8d0e-4b7a-9f51-1c2d3e4f5a6b',
  isAdmin: false,
  sessionId: '0d6f5f5e-3b1c-4f6e-9a43-2b0e4f3f6a10',
};
const adminId = '3c9d2e1f-0a1b-4c2d-8e3f-4a5b6c7d8e9f';
const asPuppet: CallerIdentity = { ...skater, actingAdminId: adminId };

describe('eventMetaFor', () => {
  it('names the caller as the actor of an ordinary request, with no puppet', () => {
    expect(eventMetaFor('posts', skater, 'req-1')).toEqual({
      producer: 'posts',
      correlationId: 'req-1',
      actorId: skater.userId,
    });
  });

  it('names the real admin as the actor and the puppet as actingAs in puppet mode', () => {
    expect(eventMetaFor('tricks', asPuppet, 'req-2')).toEqual({
      producer: 'tricks',
      correlationId: 'req-2',
      actorId: adminId,
      actingAs: skater.userId,
    });
  });

  it('puts both into the envelope the outbox writes', () => {
    const envelope = buildEventEnvelope(
      AUTH_EVENTS.followed,
      { followerId: skater.userId, followingId: adminId },
      eventMetaFor('auth', asPuppet, 'req-3'),
    );
    expect(envelope).toMatchObject({ producer: 'auth', actorId: adminId, actingAs: skater.userId });
  });
});

describe('eventMetaFor with what the request touched', () => {
  const admin: CallerIdentity = { userId: adminId, isAdmin: true, sessionId: skater.sessionId };
  const othersPost = { type: 'post', id: 'post-1', ownerId: skater.userId } as const;
  const deleting = { ...othersPost, rule: 'owner-or-admin' } as const;

  it('marks an admin overriding an owner, and names the target without the rule', () => {
    expect(eventMetaFor('posts', admin, 'req-4', deleting)).toEqual({
      producer: 'posts',
      correlationId: 'req-4',
      actorId: adminId,
      asAdmin: true,
      target: othersPost,
    });
  });

  it('leaves an admin unmarked on their own things and doing what anyone may, not doing what only admins may', () => {
    const own = { type: 'post', id: 'post-2', ownerId: adminId } as const;
    expect(eventMetaFor('posts', admin, 'req-5', { ...own, rule: 'owner-or-admin' })).not.toHaveProperty(
      'asAdmin',
    );
    expect(eventMetaFor('posts', admin, 'req-5', othersPost)).not.toHaveProperty('asAdmin');
    expect(eventMetaFor('posts', admin, 'req-5', { ...own, rule: 'admin' })).toMatchObject({
      asAdmin: true,
      target: own,
    });
    const catalogue = { type: 'trick', id: 'kickflip', ownerId: null, rule: 'admin' } as const;
    expect(eventMetaFor('tricks', admin, 'req-6', catalogue)).toMatchObject({ asAdmin: true });
  });

  it('never marks a skater, nor a puppet session (the puppet is the caller, the admin its actor)', () => {
    expect(eventMetaFor('posts', skater, 'req-7', deleting)).not.toHaveProperty('asAdmin');
    const puppetOfAdmin = { ...asPuppet, isAdmin: true };
    expect(eventMetaFor('posts', puppetOfAdmin, 'req-8', deleting)).toEqual({
      producer: 'posts',
      correlationId: 'req-8',
      actorId: adminId,
      actingAs: skater.userId,
      target: othersPost,
    });
  });
});

describe('actorOf', () => {
  it('is the real admin behind a puppet, otherwise the caller', () => {
    expect(actorOf(skater)).toBe(skater.userId);
    expect(actorOf(asPuppet)).toBe(adminId);
  });
});

describe('bindEventMeta', () => {
  const games = bindEventMeta('games');

  it('makes a caller’s meta as eventMetaFor does, with the bound service as producer', () => {
    const target = { type: 'post' as const, id: 'p-1', ownerId: skater.userId, rule: 'admin' as const };
    expect(games.eventMetaOf(asPuppet, 'req-4', target)).toEqual(
      eventMetaFor('games', asPuppet, 'req-4', target),
    );
  });

  it('carries on the correlation and actor of the event behind a follow-on event', () => {
    const envelope = { correlationId: 'corr-1', actorId: adminId };
    expect(games.eventMetaFrom({ envelope })).toEqual({
      producer: 'games',
      correlationId: 'corr-1',
      actorId: adminId,
    });
  });

  it('names no actor for a follow-on of an event that had none', () => {
    expect(games.eventMetaFrom({ envelope: { correlationId: 'corr-2' } })).toEqual({
      producer: 'games',
      correlationId: 'corr-2',
    });
  });

  it('starts a fresh correlation for what the service does on its own, naming an actor only when told', () => {
    const own = games.ownEventMeta();
    expect(own).toEqual({ producer: 'games', correlationId: expect.any(String) });
    expect(games.ownEventMeta().correlationId).not.toBe(own.correlationId);
    expect(games.ownEventMeta('req-5', adminId)).toEqual({
      producer: 'games',
      correlationId: 'req-5',
      actorId: adminId,
    });
  });
});
