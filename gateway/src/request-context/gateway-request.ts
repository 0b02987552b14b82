import type { CallerIdentity } from '@boonies/contracts/common';
import type { Context } from '@opentelemetry/api';

/** What the gateway learns about a request on its way in, read by guards, handlers and the error filter. */
declare module 'fastify' {
  interface FastifyRequest {
    /** From a valid `X-Request-Id`, or a fresh UUID; echoed in the response and passed on every call. */
    correlationId: string;
    /** The trace the request belongs to (from an incoming `traceparent`, or the gateway's own span). */
    traceContext: Context;
    /** Set by the session guard on signed-in routes. */
    caller?: CallerIdentity;
  }
}
