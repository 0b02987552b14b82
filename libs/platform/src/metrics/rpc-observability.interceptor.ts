import { RPC_HEADERS } from '@boonies/contracts';
import {
  contextFromTraceparent,
  runInScope,
  SpanKind,
  startSpan,
  TRACEPARENT_HEADER,
} from '@boonies/messaging';
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { RpcException, type NatsContext } from '@nestjs/microservices';
import { randomUUID } from 'node:crypto';
import { type Observable, tap } from 'rxjs';
import { DomainError } from '../errors/domain-error';
import { recordRpcHandled } from './rpc-metrics';

/**
 * Runs every NATS request handler in the scope of the request that caused it: its correlation id and trace
 * reach the handler's log lines and the events it writes. Counts and times each answer by subject and outcome.
 */
@Injectable()
export class RpcObservabilityInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const nats = context.switchToRpc().getContext<NatsContext>();
    const subject = nats.getSubject();
    const headers = nats.getHeaders?.();
    const span = startSpan(
      subject,
      SpanKind.SERVER,
      contextFromTraceparent(headers?.get(TRACEPARENT_HEADER) || undefined),
      { 'messaging.destination.name': subject },
    );
    const scope = {
      correlationId: headers?.get(RPC_HEADERS.correlationId) || randomUUID(),
      trace: span.context,
    };
    const startedAt = performance.now();
    const finish = (code: string | undefined, failure?: unknown) => {
      recordRpcHandled(subject, (performance.now() - startedAt) / 1000, code);
      span.end(failure);
    };
    // Nest binds the handler to the async context it is created in, so the scope covers all of its work.
    return runInScope(scope, () => next.handle()).pipe(
      tap({
        complete: () => finish(undefined),
        error: (error: unknown) => finish(errorCodeOf(error), error),
      }),
    );
  }
}

/** The code the error filter will answer with. */
function errorCodeOf(error: unknown): string {
  if (error instanceof DomainError) return error.code;
  if (error instanceof RpcException) {
    const body = error.getError();
    if (typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string') {
      return body.code;
    }
  }
  return 'INTERNAL';
}
