import {
  contextFromTraceparent,
  runInScope,
  SpanKind,
  startSpan,
  TRACEPARENT_HEADER,
  type ActiveSpan,
} from '@boonies/messaging';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { randomUUID } from 'node:crypto';
import { routeOf } from '../metrics/http-metrics.middleware';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Ids a proxy or client may choose: short and free of characters that could forge log lines or headers. */
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function correlationIdOf(incoming: string | undefined): string {
  return incoming && ACCEPTABLE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

const SPAN = Symbol('requestSpan');

type TracedRequest = FastifyRequest & { [SPAN]?: ActiveSpan };

/** A header's one value: a repeated header counts as absent. */
function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Gives every request a correlation id and a trace context that follow it through services, events and
 * logs (an `onRequest` hook). The trace continues an incoming `traceparent`; a server span is added only
 * when spans are exported, and `endRequestSpan` closes it.
 */
export function assignCorrelationId(
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  request.correlationId = correlationIdOf(headerOf(request, 'x-request-id'));
  reply.header(REQUEST_ID_HEADER, request.correlationId);
  const span = startSpan(
    `${request.method} request`,
    SpanKind.SERVER,
    contextFromTraceparent(headerOf(request, TRACEPARENT_HEADER)),
  );
  request.traceContext = span.context;
  if (span.recording) (request as TracedRequest)[SPAN] = span;
  done();
}

/** Ends the request's span once the answer is sent (an `onResponse` hook). */
export function endRequestSpan(
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  const span = (request as TracedRequest)[SPAN];
  if (span) {
    const failure = reply.statusCode >= 500 ? `HTTP ${reply.statusCode}` : undefined;
    span.end(failure, `${request.method} ${routeOf(request, reply.statusCode)}`);
  }
  done();
}

/**
 * Makes the request's correlation id and trace the current scope for everything after it, log lines
 * included (a `preHandler` hook: the handler runs within the callback). Runs after the body is read, whose
 * stream callbacks would lose a scope entered earlier.
 */
export function enterRequestScope(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  runInScope({ correlationId: request.correlationId, trace: request.traceContext }, done);
}
