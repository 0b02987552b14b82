import type { SessionGrant, UserDto } from '@boonies/contracts/auth';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { LRUCache } from 'lru-cache';

/** What the cookie proves, once its signature checks out. */
export interface SessionClaims {
  userId: string;
  sessionId: string;
}

/** Tokens already verified, until they expire: checking the signature on every request costs real CPU. */
const VERIFIED_TOKENS_MAX = 20_000;

interface SessionJwtPayload {
  sub: string;
  sid: string;
  exp: number;
}

/**
 * The session cookie's value: a JWT (HS256) naming the user and the session, expiring with the session.
 * The signature keeps forged session ids from reaching the auth service; the session itself stays the
 * authority, so a revoked session is refused even while its JWT is still valid.
 */
@Injectable()
export class SessionTokens {
  private readonly verified = new LRUCache<string, SessionClaims>({ max: VERIFIED_TOKENS_MAX });

  constructor(private readonly jwt: JwtService) {}

  issue(grant: Pick<SessionGrant, 'sessionId' | 'expiresAt'> & { user: Pick<UserDto, 'id'> }): string {
    const payload: SessionJwtPayload = {
      sub: grant.user.id,
      sid: grant.sessionId,
      exp: Math.floor(Date.parse(grant.expiresAt) / 1000),
    };
    return this.jwt.sign(payload);
  }

  /** The claims of a genuine, unexpired token; null for anything else. */
  verify(token: string): SessionClaims | null {
    const known = this.verified.get(token);
    if (known) return known;
    try {
      const payload = this.jwt.verify<Partial<SessionJwtPayload>>(token);
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      const claims = { userId: payload.sub, sessionId: payload.sid };
      // The exact token string was verified; it stays good until its own expiry and no longer.
      if (typeof payload.exp === 'number') {
        const ttl = payload.exp * 1000 - Date.now();
        if (ttl > 0) this.verified.set(token, claims, { ttl });
      }
      return claims;
    } catch {
      return null;
    }
  }
}
