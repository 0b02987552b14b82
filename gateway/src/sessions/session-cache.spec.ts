import { setTimeout as sleep } from 'node:timers/promises';
import type { ResolvedSession } from '@boonies/contracts/auth';
import { RpcError } from '@boonies/messaging';
import { SessionCache, type SessionLoader } from './session-cache';

const context = { correlationId: 'test-correlation' };

function sessionOf(sessionId: string, lifetimeMs = 3_600_000): ResolvedSession {
  return {
    sessionId,
    userId: `user-of-${sessionId}`,
    isAdmin: false,
    expiresAt: new Date(Date.now() + lifetimeMs).toISOString(),
  };
}

/** A loader that answers from a table of live sessions and counts its calls. */
function fakeAuthService(delayMs = 0) {
  const live = new Map<string, ResolvedSession>();
  const load = jest.fn<ReturnType<SessionLoader>, Parameters<SessionLoader>>(async (sessionId) => {
    if (delayMs) await sleep(delayMs);
    return live.get(sessionId) ?? null;
  });
  return { live, load };
}

describe('SessionCache', () => {
  it('asks the auth service once, then answers from memory', async () => {
    const auth = fakeAuthService();
    auth.live.set('s1', sessionOf('s1'));
    const cache = new SessionCache({ ttlMs: 30_000, maxEntries: 100 }, auth.load);

    await expect(cache.get('s1', context)).resolves.toEqual(auth.live.get('s1'));
    await expect(cache.get('s1', context)).resolves.toEqual(auth.live.get('s1'));
    expect(auth.load).toHaveBeenCalledTimes(1);
    expect(auth.load).toHaveBeenCalledWith('s1', context);
  });

  it('shares one lookup between concurrent requests', async () => {
    const auth = fakeAuthService(20);
    auth.live.set('s1', sessionOf('s1'));
    const cache = new SessionCache({ ttlMs: 30_000, maxEntries: 100 }, auth.load);

    await Promise.all([cache.get('s1', context), cache.get('s1', context), cache.get('s1', context)]);
    expect(auth.load).toHaveBeenCalledTimes(1);
  });

  it('forgets a session the moment it is revoked', async () => {
    const auth = fakeAuthService();
    auth.live.set('s1', sessionOf('s1'));
    const cache = new SessionCache({ ttlMs: 30_000, maxEntries: 100 }, auth.load);
    await cache.get('s1', context);

    auth.live.delete('s1');
    cache.evict('s1');

    await expect(cache.get('s1', context)).resolves.toBeNull();
    expect(auth.load).toHaveBeenCalledTimes(2);
  });

  it('asks again when a revocation cuts a lookup short, and reads the session as ended', async () => {
    const auth = fakeAuthService(30);
    auth.live.set('s1', sessionOf('s1'));
    const cache = new SessionCache({ ttlMs: 30_000, maxEntries: 100 }, auth.load);

    const inFlight = cache.get('s1', context);
    cache.evict('s1');
    auth.live.delete('s1');
    await expect(inFlight).resolves.toBeNull();
    await expect(cache.get('s1', context)).resolves.toBeNull();
  });

  // Seen in the browser: the puppet-mode event evicted the session while the next request was resolving
  // it, and that request answered 401 instead of showing the puppet.
  it('asks again when a change of identity cuts a lookup short, and answers the new identity', async () => {
    const auth = fakeAuthService(30);
    auth.live.set('s1', sessionOf('s1'));
    const cache = new SessionCache({ ttlMs: 30_000, maxEntries: 100 }, auth.load);

    const inFlight = cache.get('s1', context);
    cache.evict('s1');
    const puppet = { ...sessionOf('s1'), userId: 'puppet', actingAdminId: 'user-of-s1' };
    auth.live.set('s1', puppet);
    await expect(inFlight).resolves.toEqual(puppet);
    await expect(cache.get('s1', context)).resolves.toEqual(puppet);
  });

  it('does not cache an unknown or revoked session', async () => {
    const auth = fakeAuthService();
    const cache = new SessionCache({ ttlMs: 30_000, maxEntries: 100 }, auth.load);

    await expect(cache.get('gone', context)).resolves.toBeNull();
    auth.live.set('gone', sessionOf('gone'));
    await expect(cache.get('gone', context)).resolves.toEqual(auth.live.get('gone'));
  });

  it('asks again once the time to live has passed', async () => {
    const auth = fakeAuthService();
    auth.live.set('s1', sessionOf('s1'));
    const cache = new SessionCache({ ttlMs: 40, maxEntries: 100 }, auth.load);

    await cache.get('s1', context);
    await sleep(60);
    await cache.get('s1', context);
    expect(auth.load).toHaveBeenCalledTimes(2);
  });

  it('never keeps a session past its own expiry', async () => {
    const auth = fakeAuthService();
    auth.live.set('s1', sessionOf('s1', 40));
    const cache = new SessionCache({ ttlMs: 30_000, maxEntries: 100 }, auth.load);

    await cache.get('s1', context);
    await sleep(60);
    auth.live.delete('s1');
    await expect(cache.get('s1', context)).resolves.toBeNull();
  });

  it('lets a failed lookup fail the request without caching anything', async () => {
    const auth = fakeAuthService();
    const cache = new SessionCache({ ttlMs: 30_000, maxEntries: 100 }, auth.load);
    auth.load.mockRejectedValueOnce(new RpcError('SERVICE_UNAVAILABLE', 'The auth service is unavailable'));

    await expect(cache.get('s1', context)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    auth.live.set('s1', sessionOf('s1'));
    await expect(cache.get('s1', context)).resolves.toEqual(auth.live.get('s1'));
  });

  it('remembers a freshly granted session without asking, unless it was just revoked', async () => {
    const auth = fakeAuthService();
    const cache = new SessionCache({ ttlMs: 30_000, maxEntries: 100 }, auth.load);

    cache.remember(sessionOf('fresh'));
    await expect(cache.get('fresh', context)).resolves.toMatchObject({ sessionId: 'fresh' });
    expect(auth.load).not.toHaveBeenCalled();

    cache.evict('old');
    cache.remember(sessionOf('old'));
    await expect(cache.get('old', context)).resolves.toBeNull();
  });
});
