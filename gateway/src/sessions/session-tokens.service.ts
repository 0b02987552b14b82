import type { SessionGrant, UserDto } from '@boonies/contracts';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';

/** What the cookie proves, once its signature checks out. */
export interface SessionClaims {
  userId: string;
  sessionId: string;
}

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
    try {
      const payload = this.jwt.verify<Partial<SessionJwtPayload>>(token);
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      return { userId: payload.sub, sessionId: payload.sid };
    } catch {
      return null;
    }
  }
}
