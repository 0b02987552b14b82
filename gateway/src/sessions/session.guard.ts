import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { callContextOf } from '../request-context/request-context.decorator';
import { ACCESS_METADATA, type Access } from './access.decorators';
import { notSignedIn } from './not-signed-in.error';
import { SessionCookies } from './session-cookies.service';
import { SessionResolver } from './session-resolver.service';

/** Lets a request through to a signed-in route only with a live session, and records who it is. */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly resolver: SessionResolver,
    private readonly cookies: SessionCookies,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_METADATA, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (access === 'public') return true;

    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const token = this.cookies.read(request);
    const caller = await this.resolver.callerFor(token, callContextOf(request));
    if (caller) {
      request.caller = caller;
      return true;
    }
    // A cookie that no longer opens a session is only noise on every later request.
    if (token) this.cookies.clear(request, context.switchToHttp().getResponse<FastifyReply>());
    throw notSignedIn();
  }
}
