import type { ResolvedSession } from '@boonies/contracts/auth';
import type { CallerIdentity } from '@boonies/contracts/common';
import type { CallContext } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { SessionCache } from './session-cache';
import { SessionTokens } from './session-tokens.service';

/** The identity calls carry on behalf of a session. */
export function callerOf(session: ResolvedSession): CallerIdentity {
  return {
    userId: session.userId,
    isAdmin: session.isAdmin,
    sessionId: session.sessionId,
    ...(session.actingAdminId ? { actingAdminId: session.actingAdminId } : {}),
  };
}

/** From a session cookie's value to the live session it stands for, or null when it stands for none. */
@Injectable()
export class SessionResolver {
  constructor(
    private readonly tokens: SessionTokens,
    private readonly cache: SessionCache,
  ) {}

  async sessionFor(token: string | undefined, context: CallContext): Promise<ResolvedSession | null> {
    const claims = token ? this.tokens.verify(token) : null;
    // The session, not the token's `sub`, says who is acting: an admin operating a puppet acts as the puppet.
    return claims ? this.cache.get(claims.sessionId, context) : null;
  }

  async callerFor(token: string | undefined, context: CallContext): Promise<CallerIdentity | null> {
    const session = await this.sessionFor(token, context);
    return session ? callerOf(session) : null;
  }
}
