import { type CallerIdentity, RPC_HEADERS } from '@boonies/contracts/common';
import { CallerTokenError, type CallerVerifier } from '@boonies/messaging';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import { DomainError } from '../errors/domain-error';
import { recordCallerRefused } from '../metrics/rpc-metrics';

/** Callers verified for the requests in flight, by the request's NATS context. */
const verifiedCallers = new WeakMap<object, CallerIdentity>();

/**
 * Verifies the caller token of every request that carries one before any handler runs: a request on
 * someone's behalf goes on only with a caller the gateway signed; an unsigned, expired or forged one is
 * refused with CALLER_UNVERIFIED and counted. Requests without a caller are public reads and pass.
 */
export class CallerIdentityGuard implements CanActivate {
  constructor(private readonly verifier: CallerVerifier) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'rpc') return true;
    const nats = context.switchToRpc().getContext<NatsContext>();
    const token = nats.getHeaders?.()?.get(RPC_HEADERS.caller);
    if (!token) return true;
    try {
      verifiedCallers.set(nats, this.verifier.verify(token));
      return true;
    } catch (error) {
      if (!(error instanceof CallerTokenError)) throw error;
      recordCallerRefused(error.reason);
      throw new DomainError('CALLER_UNVERIFIED', error.message);
    }
  }
}

/** The caller the guard verified for this request, if it carried one. */
export function verifiedCallerOf(nats: object): CallerIdentity | undefined {
  return verifiedCallers.get(nats);
}
