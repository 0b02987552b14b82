import type { ResolvedSession } from '@boonies/contracts/auth';
import type { CallContext } from '@boonies/messaging';
import { LRUCache } from 'lru-cache';

/** Asks the auth service about a session: null when it is revoked, expired or unknown. */
export type SessionLoader = (sessionId: string, context: CallContext) => Promise<ResolvedSession | null>;

export interface SessionCacheOptions {
  /** How long a live session is trusted without asking again. */
  ttlMs: number;
  maxEntries: number;
}

/**
 * Live sessions by id, so most requests cost no call to the auth service. Concurrent lookups of the same
 * session share one call. An eviction (the session ended, or now acts as someone else) drops the entry at
 * once and cuts short a lookup still in flight, which then asks again.
 */
export class SessionCache {
  private readonly live: LRUCache<string, ResolvedSession, CallContext>;
  /** Recently evicted ids: tells a lookup that an eviction cut short from one that failed. */
  private readonly revoked: LRUCache<string, true>;

  constructor(
    private readonly options: SessionCacheOptions,
    load: SessionLoader,
  ) {
    this.live = new LRUCache<string, ResolvedSession, CallContext>({
      max: options.maxEntries,
      ttl: options.ttlMs,
      fetchMethod: async (sessionId, _stale, { options: entry, context }) => {
        const session = await load(sessionId, context);
        const ttl = session ? this.ttlFor(session) : 0;
        if (!session || ttl <= 0) return undefined;
        entry.ttl = ttl;
        return session;
      },
    });
    this.revoked = new LRUCache<string, true>({ max: options.maxEntries, ttl: options.ttlMs });
  }

  async get(sessionId: string, context: CallContext): Promise<ResolvedSession | null> {
    try {
      return (await this.live.fetch(sessionId, { context })) ?? null;
    } catch (error) {
      if (!this.revoked.has(sessionId)) throw error;
      // Cut short by an eviction: the auth service tells whether the session ended (null) or only changed
      // identity, as when an admin assumes a puppet while the browser's next request is on its way.
      return (await this.live.fetch(sessionId, { context })) ?? null;
    }
  }

  /** Stores a session the gateway has just been granted, sparing the first lookup. */
  remember(session: ResolvedSession): void {
    const ttl = this.ttlFor(session);
    if (ttl > 0 && !this.revoked.has(session.sessionId)) this.live.set(session.sessionId, session, { ttl });
  }

  evict(sessionId: string): void {
    this.revoked.set(sessionId, true);
    this.live.delete(sessionId);
  }

  /** Never trusted beyond the cache's time to live, nor beyond the session's own expiry. */
  private ttlFor(session: ResolvedSession): number {
    return Math.min(this.options.ttlMs, Date.parse(session.expiresAt) - Date.now());
  }
}
