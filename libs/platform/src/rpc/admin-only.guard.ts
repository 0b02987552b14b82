import { ADMIN_MESSAGES } from '@boonies/contracts/admin';
import { UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import { forbidden, unauthenticated } from '../errors/domain-error';
import { verifiedCallerOf } from './caller-identity.guard';

/**
 * Lets a request reach its handler only when `CallerIdentityGuard` verified an admin caller for it (a
 * puppet session calls as its puppet, never an admin). Bound per handler, so Nest runs it after the global
 * guard has read the caller token.
 */
export class AdminOnlyGuard implements CanActivate {
  constructor(private readonly message: string = ADMIN_MESSAGES.adminsOnly) {}

  canActivate(context: ExecutionContext): boolean {
    const caller = verifiedCallerOf(context.switchToRpc().getContext<NatsContext>());
    if (!caller) throw unauthenticated();
    if (!caller.isAdmin) throw forbidden(this.message);
    return true;
  }
}

/**
 * The one admin gate of a request handler: anyone else is refused, UNAUTHENTICATED without a caller and
 * FORBIDDEN with `message` otherwise, before the payload is validated or any work is done. Rules in which
 * admins are one party among others (owner or admin, what an admin may set) stay with their rules.
 */
export const AdminOnly = (message?: string): MethodDecorator & ClassDecorator =>
  UseGuards(new AdminOnlyGuard(message));
