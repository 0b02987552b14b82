import { type CallerIdentity, RPC_HEADERS } from '@boonies/contracts/common';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import { randomUUID } from 'node:crypto';
import { unauthenticated } from '../errors/domain-error';
import { verifiedCallerOf } from './caller-identity.guard';

function header(context: ExecutionContext, name: string): string | undefined {
  const nats = context.switchToRpc().getContext<NatsContext>();
  return nats.getHeaders?.()?.get(name) || undefined;
}

/** Only ever the identity `CallerIdentityGuard` verified: the header itself is never read as one. */
function readCaller(context: ExecutionContext): CallerIdentity | undefined {
  return verifiedCallerOf(context.switchToRpc().getContext<NatsContext>());
}

/** The signed-in caller; refuses the request when there is none. */
export const Caller = createParamDecorator((_: unknown, context: ExecutionContext): CallerIdentity => {
  const caller = readCaller(context);
  if (!caller) throw unauthenticated();
  return caller;
});

/** The caller when signed in, otherwise undefined (public reads). */
export const OptionalCaller = createParamDecorator((_: unknown, context: ExecutionContext) =>
  readCaller(context),
);

/** The request's correlation id, carried on to every event it causes. */
export const CorrelationId = createParamDecorator(
  (_: unknown, context: ExecutionContext): string =>
    header(context, RPC_HEADERS.correlationId) ?? randomUUID(),
);

/** The client address of a call that came without one (not through the gateway). */
export const UNKNOWN_CLIENT_IP = 'unknown';

export interface ClientMeta {
  /** `UNKNOWN_CLIENT_IP` when the call did not say. */
  ip: string;
  userAgent?: string;
}

/** Where the browser request came from, for rate limits and session records. */
export const Client = createParamDecorator((_: unknown, context: ExecutionContext): ClientMeta => ({
  ip: header(context, RPC_HEADERS.clientIp) ?? UNKNOWN_CLIENT_IP,
  userAgent: header(context, RPC_HEADERS.userAgent),
}));
