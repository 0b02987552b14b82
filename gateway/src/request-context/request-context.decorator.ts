import type { CallContext } from '@boonies/messaging';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** What every call to a service carries from the browser request that caused it. */
export function callContextOf(request: Request): CallContext {
  return {
    correlationId: request.correlationId,
    trace: request.traceContext,
    caller: request.caller,
    clientIp: request.ip,
    userAgent: request.get('user-agent'),
  };
}

/** Injects the request's `CallContext`, to pass on to `ServiceRpc.call`. */
export const RequestContext = createParamDecorator((_: unknown, context: ExecutionContext): CallContext =>
  callContextOf(context.switchToHttp().getRequest()),
);
