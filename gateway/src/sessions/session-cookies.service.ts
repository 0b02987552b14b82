import type { SessionGrant } from '@boonies/contracts/auth';
import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GatewayConfig } from '../config/gateway.config';
import { SessionCache } from './session-cache';
import { clearedCookieOptions, isSecureCookie, SESSION_COOKIE, sessionCookieOptions } from './session-cookie';
import { SessionTokens } from './session-tokens.service';

/** Starts and ends a browser's session: the signed cookie on the way out, its value on the way in. */
@Injectable()
export class SessionCookies {
  constructor(
    private readonly config: GatewayConfig,
    private readonly tokens: SessionTokens,
    private readonly cache: SessionCache,
  ) {}

  read(request: FastifyRequest): string | undefined {
    const value: unknown = request.cookies?.[SESSION_COOKIE];
    return typeof value === 'string' && value ? value : undefined;
  }

  /** Sets the cookie for a session the auth service just granted, and caches it for the requests to come. */
  start(request: FastifyRequest, response: FastifyReply, grant: SessionGrant): void {
    response.setCookie(
      SESSION_COOKIE,
      this.tokens.issue(grant),
      sessionCookieOptions(grant, this.secure(request)),
    );
    this.cache.remember({
      sessionId: grant.sessionId,
      userId: grant.user.id,
      isAdmin: grant.user.isAdmin,
      expiresAt: grant.expiresAt,
    });
  }

  clear(request: FastifyRequest, response: FastifyReply): void {
    // Expired at the epoch: the browser drops it at once.
    response.setCookie(SESSION_COOKIE, '', {
      ...clearedCookieOptions(this.secure(request)),
      expires: new Date(1),
    });
  }

  private secure(request: FastifyRequest): boolean {
    return isSecureCookie(this.config.COOKIE_SECURE, request.protocol === 'https');
  }
}
