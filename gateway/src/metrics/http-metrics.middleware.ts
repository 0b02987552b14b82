import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { recordHttpRequest } from './http-metrics';

/** Requests that matched no API handler: the web app's files, the docs' assets, and 404s. */
export const UNMATCHED_ROUTE = 'unmatched';
export const OTHER_ROUTE = 'other';

/**
 * Counts and times every request by its route template (`/api/posts/:id`), never the raw URL, so the
 * number of series stays bounded (an `onResponse` hook). Fastify times every request already.
 */
export function measureHttpRequests(
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  recordHttpRequest(
    routeOf(request, reply.statusCode),
    request.method,
    reply.statusCode,
    reply.elapsedTime / 1000,
  );
  done();
}

export function routeOf(request: FastifyRequest, status: number): string {
  const path = request.is404 ? undefined : request.routeOptions.url;
  // Wildcard routes serve files (the web app's, the docs' assets): each path is not a route of its own.
  if (path !== undefined && !path.endsWith('*')) return path;
  return status === 404 ? UNMATCHED_ROUTE : OTHER_ROUTE;
}
