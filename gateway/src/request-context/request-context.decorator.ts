import type { CallContext } from '@boonies/messaging';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** What every call to a service carries from the browser request that caused it. */
export function callContextOf(request: FastifyRequest): CallContext {
  return {
    correlationId: request.correlationId,
    trace: request.traceContext,
    caller: request.caller,
    clientIp: request.ip,
    userAgent: request.headers['user-agent'],
  };
}

/** Injects the request's `CallContext`, to pass on to `ServiceRpc.call`. */
export const RequestContext = createParamDecorator((_: unknown, context: ExecutionContext): CallContext =>
  callContextOf(context.switchToHttp().getRequest()),
);
