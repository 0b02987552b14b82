import {
  contextFromTraceparent,
  runInScope,
  SpanKind,
  startSpan,
  TRACEPARENT_HEADER,
  type ActiveSpan,
} from '@boonies/messaging';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { routeOf } from '../metrics/http-metrics.middleware';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Ids a proxy or client may choose: short and free of characters that could forge log lines or headers. */
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function correlationIdOf(incoming: string | undefined): string {
  return incoming && ACCEPTABLE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

const SPAN = Symbol('requestSpan');

type TracedResponse = Response & { [SPAN]?: ActiveSpan };

/**
 * Gives every request a correlation id and a trace context that follow it through services, events and
 * logs. The trace continues an incoming `traceparent`; a server span is added only when spans are exported.
 */
export function assignCorrelationId(request: Request, response: Response, next: NextFunction): void {
  request.correlationId = correlationIdOf(request.get(REQUEST_ID_HEADER));
  response.setHeader(REQUEST_ID_HEADER, request.correlationId);
  const span = startSpan(
    `${request.method} request`,
    SpanKind.SERVER,
    contextFromTraceparent(request.get(TRACEPARENT_HEADER)),
  );
  request.traceContext = span.context;
  if (span.recording) {
    (response as TracedResponse)[SPAN] = span;
    response.once('finish', endRequestSpan);
  }
  next();
}

function endRequestSpan(this: TracedResponse): void {
  const failure = this.statusCode >= 500 ? `HTTP ${this.statusCode}` : undefined;
  this[SPAN]?.end(failure, `${this.req.method} ${routeOf(this.req, this.statusCode)}`);
}

/**
 * Makes the request's correlation id and trace the current scope for everything after it, log lines
 * included. Runs after the body parser, whose stream callbacks would lose a scope entered earlier.
 */
export function enterRequestScope(request: Request, _response: Response, next: NextFunction): void {
  runInScope({ correlationId: request.correlationId, trace: request.traceContext }, next);
}
