import type { FastifyReply, FastifyRequest } from 'fastify';
import { isBackendPath, pathOf } from '../web-app/serve-web-app';

/** Nothing on the way (a proxy, the browser's disk, a shared phone's back button) keeps a copy. */
export const NO_STORE = 'no-store';

/**
 * Every API answer is personal unless its route says otherwise: it speaks of the signed-in account, or
 * sets or refuses a session. So each goes out with `Cache-Control: no-store`, unless its route chose its own
 * caching (the trick catalogue, the public settings). A failure is never worth keeping, whatever its route
 * chose. The app's files keep their own caching (`serveWebApp`). An `onSend` hook, so it sees every answer:
 * routes, guards, the exception filter and the router's own refusals.
 */
export function keepApiAnswersPrivate(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  if (isBackendPath(pathOf(request.url)) && (reply.statusCode >= 400 || !reply.hasHeader('cache-control'))) {
    reply.header('Cache-Control', NO_STORE);
  }
  done(null, payload);
}
