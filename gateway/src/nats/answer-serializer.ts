import { RawJson } from '@boonies/messaging';
import type { FastifyInstance } from 'fastify';

/**
 * How the gateway writes an answer's body: a service's raw JSON (`ServiceRpc.callRaw`) as its bytes, as the
 * service wrote them; anything else as Fastify would, with `JSON.stringify`.
 */
export function answerSerializer(payload: unknown): string | Buffer {
  return payload instanceof RawJson ? payload.bytes() : JSON.stringify(payload);
}

/**
 * Makes `answerSerializer` write every route's answers. Fastify has set the JSON content type before it runs,
 * and the `onSend` hooks after it (the entity tag, a 304) see the bytes.
 */
export function serializeAnswers(fastify: FastifyInstance): void {
  // Fastify's types ask a serializer for a string; a Buffer it sends as it sends one a route hands it.
  fastify.setReplySerializer(answerSerializer as (payload: unknown) => string);
}
