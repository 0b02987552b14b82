import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { ifNoneMatchHits } from '../tricks/entity-tags';

/** A request `Cache-Control: no-cache` asks for a full answer, whatever its copy's tag. */
const NO_CACHE = /(?:^|,)\s*no-cache\s*(?:,|$)/;

/** The weak tag of a body: its length in hex and the start of its SHA-1, as the `etag` package makes them. */
export function weakEntityTagOf(body: string | Buffer): string {
  const length = typeof body === 'string' ? Buffer.byteLength(body, 'utf8') : body.length;
  const digest = createHash('sha1').update(body).digest('base64').substring(0, 27);
  return `W/"${length.toString(16)}-${digest}"`;
}

/** Whether the copy the browser names is still current: its tag matches and it asks for no fresh answer. */
function holdsCurrentCopy(request: FastifyRequest, tag: string): boolean {
  const { headers } = request;
  if (headers['if-none-match'] === undefined) return false;
  // Without a Last-Modified to compare, a date condition can never show the copy current.
  if (headers['if-modified-since'] !== undefined) return false;
  if (NO_CACHE.test(headers['cache-control'] ?? '')) return false;
  // Weak comparison: a tag matches with or without its W/.
  return ifNoneMatchHits(headers['if-none-match'], tag.replace(/^W\//, ''));
}

/**
 * Tags every answer with a body by its content, and answers a read whose copy is current with 304 and no
 * body: a browser revalidating an API answer gets it back for a few bytes (an `onSend` hook, on the
 * serialized body; files and streams carry their own tags).
 */
export function tagAnswers(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
  let tag = reply.getHeader('etag');
  if (tag === undefined) {
    tag = weakEntityTagOf(payload);
    reply.header('ETag', tag);
  }
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  const succeeded = reply.statusCode >= 200 && reply.statusCode < 300;
  if (isRead && succeeded && holdsCurrentCopy(request, String(tag))) {
    reply.code(304).removeHeader('content-type').removeHeader('content-length');
    return done(null, null);
  }
  done(null, payload);
}
