import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Ids a proxy or client may choose: short and free of characters that could forge log lines or headers. */
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function correlationIdOf(incoming: string | undefined): string {
  return incoming && ACCEPTABLE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Gives every request a correlation id that follows it through services, events and logs. */
export function assignCorrelationId(request: Request, response: Response, next: NextFunction): void {
  request.correlationId = correlationIdOf(request.get(REQUEST_ID_HEADER));
  response.setHeader(REQUEST_ID_HEADER, request.correlationId);
  next();
}
