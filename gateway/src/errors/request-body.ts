import { DomainError } from '@boonies/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';

/** Largest JSON body the API accepts, in bytes; no route needs more. */
export const JSON_BODY_LIMIT = 100 * 1024;
/** A trick import carries a whole JSON or CSV file (see TRICK_IMPORT_MAX_CHARS). */
export const IMPORT_BODY_LIMIT = 1024 * 1024;
export const IMPORT_ROUTE = '/api/admin/tricks/import';

const tooLarge = (limit: number) =>
  new DomainError(
    'PAYLOAD_TOO_LARGE',
    `The request body is too large (at most ${Math.round(limit / 1024)} kB).`,
  );
const unreadable = () =>
  new DomainError('VALIDATION_FAILED', 'The request body could not be read.', { field: 'body' });
const notJson = () =>
  new DomainError('VALIDATION_FAILED', 'The request body is not valid JSON.', { field: 'body' });

/** JSON's own whitespace, then the start of an object or array: no API body is a bare value. */
const OBJECT_OR_ARRAY = /^[ \t\n\r]*[{[]/;

/**
 * How much of a refused body is still read, and dropped, before the refusal goes out. A server that answers
 * and closes while the client is still sending resets the connection, and the client gets `EPIPE` instead of
 * the answer; so it reads on, as mature servers do, within these bounds, past which the connection is cut.
 */
export const REFUSED_BODY_DRAIN = { bytes: 16 * 1024 * 1024, ms: 10_000 };

/**
 * Reads and drops the rest of a body: until it ends or fails, or until more than `bounds.bytes` more arrive
 * or `bounds.ms` pass. A body declared longer than the bound is not read at all.
 */
export function drainBody(
  payload: Readable,
  remainingLength: number | undefined,
  bounds = REFUSED_BODY_DRAIN,
): Promise<void> {
  if (payload.readableEnded || payload.destroyed) return Promise.resolve();
  if (remainingLength !== undefined && remainingLength > bounds.bytes) return Promise.resolve();
  return new Promise((resolve) => {
    let dropped = 0;
    const stop = () => {
      clearTimeout(deadline);
      payload.off('data', onData).off('end', stop).off('error', stop);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > bounds.bytes) stop();
    };
    const deadline = setTimeout(stop, bounds.ms);
    payload.on('data', onData).once('end', stop).once('error', stop);
  });
}

/** Fails with `failure` once the rest of the body has been read and dropped (see REFUSED_BODY_DRAIN). */
async function refuseAfterDraining(
  payload: Readable,
  remainingLength: number | undefined,
  failure: DomainError,
): Promise<never> {
  await drainBody(payload, remainingLength);
  throw failure;
}

/**
 * A request body read whole, refused once it passes `limit` bytes (before reading, when its declared
 * length already does). A refusal waits for the rest of the body to be dropped (`drainBody`).
 */
export function readBody(
  payload: Readable,
  declaredLength: number | undefined,
  limit: number,
): Promise<Buffer> {
  if (declaredLength !== undefined && declaredLength > limit) {
    return refuseAfterDraining(payload, declaredLength, tooLarge(limit));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const stop = (failure: DomainError | undefined) => {
      payload.off('data', onData).off('end', onEnd).off('error', onError);
      if (!failure) resolve(Buffer.concat(chunks, received));
      else refuseAfterDraining(payload, undefined, failure).catch(reject);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) stop(tooLarge(limit));
      else chunks.push(chunk);
    };
    const onEnd = () => stop(undefined);
    const onError = () => stop(unreadable());
    payload.on('data', onData).once('end', onEnd).once('error', onError);
  });
}

/**
 * A JSON body as the API takes it: decoded in its UTF charset (a byte-order mark dropped), empty as `{}`,
 * an object or array, and parsed without a reviver so a `__proto__` key stays visible to the shape check.
 */
export function decodeJsonBody(raw: Buffer, charset = 'utf-8'): unknown {
  let text: string;
  try {
    text = new TextDecoder(charset).decode(raw);
  } catch {
    throw unreadable();
  }
  if (text.length === 0) return {};
  if (!OBJECT_OR_ARRAY.test(text)) throw notJson();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw notJson();
  }
}

function charsetOf(contentType: string | undefined): string {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
  return match ? match[1].toLowerCase() : 'utf-8';
}

function declaredLengthOf(request: FastifyRequest): number | undefined {
  const length = Number(request.headers['content-length']);
  return Number.isInteger(length) && length >= 0 ? length : undefined;
}

/** A body-less request (no length, not chunked) has no body to read, whatever its type says. */
function hasBody(request: FastifyRequest): boolean {
  return declaredLengthOf(request) !== undefined || request.headers['transfer-encoding'] !== undefined;
}

async function parseJsonRequest(request: FastifyRequest, payload: Readable): Promise<unknown> {
  if (!hasBody(request)) return undefined;
  const declaredLength = declaredLengthOf(request);
  // Browsers never compress request bodies; refusing encodings spares a decompression bomb its work.
  if ((request.headers['content-encoding'] ?? 'identity').toLowerCase() !== 'identity') {
    return refuseAfterDraining(payload, declaredLength, unreadable());
  }
  const charset = charsetOf(request.headers['content-type']);
  if (!charset.startsWith('utf-')) return refuseAfterDraining(payload, declaredLength, unreadable());
  return decodeJsonBody(await readBody(payload, declaredLength, request.routeOptions.bodyLimit), charset);
}

/** A body of another type is read within the same limit and dropped: the route sees none. */
async function dropOtherBody(request: FastifyRequest, payload: Readable): Promise<undefined> {
  if (hasBody(request)) await readBody(payload, declaredLengthOf(request), request.routeOptions.bodyLimit);
  return undefined;
}

/**
 * The API reads JSON bodies alone, within JSON_BODY_LIMIT (the import route within IMPORT_BODY_LIMIT);
 * a body of any other type is dropped within the same limit and the route sees none, so its validation
 * names what is missing. Failures are API errors that reach the exception filter like any other.
 */
export function readJsonBodies(fastify: FastifyInstance): void {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', parseJsonRequest);
  fastify.addContentTypeParser('*', dropOtherBody);
  fastify.addHook('onRoute', (route) => {
    if (route.url === IMPORT_ROUTE) route.bodyLimit = IMPORT_BODY_LIMIT;
  });
}
