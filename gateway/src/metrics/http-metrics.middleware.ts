import type { NextFunction, Request, Response } from 'express';
import { recordHttpRequest } from './http-metrics';

const STARTED_AT = Symbol('requestStartedAt');

type TimedResponse = Response & { [STARTED_AT]?: number };

/** Routes that matched no API handler: the web app's files, the docs, and 404s. */
export const UNMATCHED_ROUTE = 'unmatched';
export const OTHER_ROUTE = 'other';

/**
 * Counts and times every request by its route template (`/api/posts/:id`), never the raw URL, so the
 * number of series stays bounded. One shared listener and a field on the response: nothing per request
 * beyond what the metrics need.
 */
export function measureHttpRequests(_request: Request, response: Response, next: NextFunction): void {
  (response as TimedResponse)[STARTED_AT] = performance.now();
  response.once('finish', recordFinished);
  next();
}

function recordFinished(this: TimedResponse): void {
  const request = this.req;
  const seconds = (performance.now() - (this[STARTED_AT] ?? performance.now())) / 1000;
  recordHttpRequest(routeOf(request, this.statusCode), request.method, this.statusCode, seconds);
}

export function routeOf(request: Request, status: number): string {
  const path: unknown = request.route?.path;
  if (typeof path === 'string') return request.baseUrl + path;
  return status === 404 ? UNMATCHED_ROUTE : OTHER_ROUTE;
}
