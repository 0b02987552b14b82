import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Logger } from 'pino';
import { routeOf } from '../metrics/http-metrics.middleware';

/**
 * One log line per answered request (an `onResponse` hook): method, path without its query (which may carry
 * tokens), route template, status and duration, with the request's correlation id to find the services'
 * lines of the same request. Server errors are logged as errors, the rest as info. The health check is polled
 * every few seconds by probes and load balancers: its answers go at debug, and a 503 (a service is down,
 * which the answer itself reports) at warn, so an outage does not bury the requests that failed for users.
 */
const HEALTH_ROUTE = '/api/health';

export function logAccess(logger: Logger) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const status = reply.statusCode;
    const line = {
      correlationId: request.correlationId,
      method: request.method,
      path: request.url.split('?', 1)[0],
      route: routeOf(request, status),
      status,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (line.route === HEALTH_ROUTE) {
      if (status >= 500) logger.warn(line, 'request answered');
      else logger.debug(line, 'request answered');
    } else if (status >= 500) logger.error(line, 'request answered');
    else logger.info(line, 'request answered');
    done();
  };
}
