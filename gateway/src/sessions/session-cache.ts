import type { ResolvedSession } from '@boonies/contracts';
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
 * session share one call. Revocation evicts at once, including a lookup still in flight.
 */
export class SessionCache {
  private readonly live: LRUCache<string, ResolvedSession, CallContext>;
  /** Recently evicted ids: a lookup that the eviction cut short reads as revoked, not as a failure. */
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
      if (this.revoked.has(sessionId)) return null;
      throw error;
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
