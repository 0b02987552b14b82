import type { SessionGrant } from '@boonies/contracts';
import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
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

  read(request: Request): string | undefined {
    const value: unknown = request.cookies?.[SESSION_COOKIE];
    return typeof value === 'string' && value ? value : undefined;
  }

  /** Sets the cookie for a session the auth service just granted, and caches it for the requests to come. */
  start(request: Request, response: Response, grant: SessionGrant): void {
    response.cookie(
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

  clear(request: Request, response: Response): void {
    response.clearCookie(SESSION_COOKIE, clearedCookieOptions(this.secure(request)));
  }

  private secure(request: Request): boolean {
    return isSecureCookie(this.config.COOKIE_SECURE, request.secure);
  }
}
