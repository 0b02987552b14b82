// Whole requests from the pieces in arbitraries.mjs, how they are sent, and what every answer must look like.
import fc from 'fast-check';
import { anyBody, invalidBody, pathValue, queryString, transport, validValue } from './arbitraries.mjs';
import { junkValue } from './payloads.mjs';

const REQUEST_TIMEOUT_MS = 30_000;
/** What a stack trace or an internal detail looks like when it leaks into an answer. */
const LEAK =
  /\bat \S+ \(|\.(?:ts|js):\d+:\d+|node_modules|QueryFailedError|duplicate key|violates|syntax error at/i;

/** @typedef {import('./arbitraries.mjs').Ids} Ids */
/** @typedef {import('./arbitraries.mjs').Body} Body */
/** @typedef {import('./openapi.mjs').Operation} Operation */
/**
 * @template T
 * @typedef {import('fast-check').Arbitrary<T>} Arbitrary
 */
/**
 * @typedef {object} FuzzRequest One request as sent.
 * @property {string} method
 * @property {string} path
 * @property {Record<string, string>} headers
 * @property {string} kind What the body is (`valid`, `missing name`, …).
 * @property {string | undefined} body
 */
/** @typedef {{ status: number, text: string, ms: number }} FuzzAnswer Status 0 is no answer. */
/**
 * @typedef {object} RequestOptions
 * @property {'any' | 'bad' | Record<string, string>} [path]
 * @property {'any' | 'invalid' | 'valid'} [body]
 * @property {Record<string, unknown>} [bodyFields]
 * @property {boolean} [loose]
 */

/** @type {(template: string, values: Record<string, string>) => string} */
const fillTemplate = (template, values) => template.replace(/\{(\w+)\}/g, (_, name) => values[name]);

/**
 * A request for `operation`:
 * - `path`: 'any' (ids of the right kind, anyone's, or not ids at all), 'bad' (never an existing id),
 *   or fixed values by parameter name;
 * - `body`: 'any', 'invalid' (certain to be refused) or 'valid' (the right shape, hostile text allowed);
 *   `bodyFields` are fixed fields of a valid body;
 * - `loose`: whether the CSRF header and the JSON content type may be left out or changed.
 * @param {Operation} operation
 * @param {Ids} ids
 * @param {RequestOptions} [options]
 * @returns {Arbitrary<FuzzRequest>}
 */
export function requestArbitrary(
  operation,
  ids,
  { path = 'any', body = 'any', bodyFields = {}, loose = true } = {},
) {
  const pathValues = Object.fromEntries(
    operation.pathParameters.map((parameter) => [
      parameter.name,
      typeof path === 'object'
        ? fc.constant(path[parameter.name])
        : pathValue(operation, parameter, ids, { badOnly: path === 'bad' }),
    ]),
  );
  return fc
    .record({
      pathValues: fc.record(pathValues),
      query: queryString(operation, ids),
      body: bodyArbitrary(operation, ids, body, bodyFields),
      headers: loose ? transport() : fc.constant({ 'content-type': 'application/json' }),
      withoutCsrf: loose ? fc.integer({ min: 0, max: 19 }).map((n) => n === 0) : fc.constant(false),
    })
    .map(({ pathValues: values, query, body: payload, headers, withoutCsrf }) => ({
      method: operation.method,
      path: `${fillTemplate(operation.template, values)}${query}`,
      headers: withoutCsrf ? headers : { ...headers, 'x-requested-with': 'fuzz' },
      kind: payload?.kind ?? 'no body',
      body: payload?.json,
    }));
}

/**
 * @param {Operation} operation
 * @param {Ids} ids
 * @param {'any' | 'invalid' | 'valid'} wanted
 * @param {Record<string, unknown>} fields
 * @returns {Arbitrary<Body | null | undefined>}
 */
function bodyArbitrary(operation, ids, wanted, fields) {
  if (!operation.body) {
    if (!operation.mutating) return fc.constant(undefined);
    // A body a route does not read must be ignored, however odd.
    return fc.option(
      junkValue().map((value) => ({ kind: 'unread body', json: JSON.stringify(value) ?? 'null' })),
      {
        freq: 4,
      },
    );
  }
  if (wanted === 'invalid') return invalidBody(operation.body, ids);
  if (wanted === 'valid') {
    const valid = /** @type {Arbitrary<Record<string, unknown>>} */ (validValue(operation.body, 'body', ids));
    return valid.map((value) => ({
      kind: 'valid',
      json: JSON.stringify({ ...value, ...fields }),
    }));
  }
  return anyBody(operation.body, ids);
}

/**
 * Sends one request as `cookie`'s owner; network failures come back as status 0. A reused keep-alive
 * socket the server closed at that very moment fails with no fault of the server's: that is tried again once.
 * @param {string} baseUrl
 * @param {FuzzRequest} request
 * @param {string | null | undefined} cookie
 * @returns {Promise<FuzzAnswer>}
 */
export async function send(baseUrl, request, cookie) {
  const response = await sendOnce(baseUrl, request, cookie);
  return response.status === 0 && /other side closed|ECONNRESET/.test(response.text)
    ? sendOnce(baseUrl, request, cookie)
    : response;
}

/**
 * @param {string} baseUrl
 * @param {FuzzRequest} request
 * @param {string | null | undefined} cookie
 * @returns {Promise<FuzzAnswer>}
 */
async function sendOnce(baseUrl, request, cookie) {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    return { status: response.status, text, ms: performance.now() - started };
  } catch (caught) {
    const error = /** @type {Error & { cause?: { message?: string } }} */ (caught);
    return {
      status: 0,
      text: `${error.name}: ${error.cause?.message ?? error.message}`,
      ms: performance.now() - started,
    };
  }
}

const HEALTH_CHECK = /^\/api\/health(?:\?|$)/;
/** A service's entry in the health report when it missed the check's deadline (the gateway's timeout text). */
const MISSED_DEADLINE = /did not answer within \d+ ms/;

/**
 * Whether an answer is `GET /api/health`'s own report (503 by design) that some service missed the check's
 * short deadline, as a service on a loaded machine can for a moment. A service that stays down is caught by
 * the liveness check at the end, one that crashed by its exit; any other 503 of the route is still a failure.
 * @param {FuzzRequest} request
 * @param {FuzzAnswer} response
 */
function reportsSlowServices(request, response) {
  if (request.method !== 'GET' || !HEALTH_CHECK.test(request.path) || response.status !== 503) return false;
  try {
    /** @type {{ status?: string, services?: Record<string, { status?: string, error?: string }> }} */
    const report = JSON.parse(response.text);
    const down = Object.values(report.services ?? {}).filter((service) => service.status !== 'up');
    return (
      report.status === 'degraded' &&
      down.length > 0 &&
      down.every((service) => MISSED_DEADLINE.test(service.error ?? ''))
    );
  } catch {
    return false;
  }
}

/**
 * What is wrong with an answer, whatever was asked: a 5xx, no answer, or an error body of the wrong shape.
 * @param {FuzzRequest} request
 * @param {FuzzAnswer} response
 */
export function problemsOf(request, response) {
  if (response.status === 0) return [`no answer (${response.text})`];
  if (reportsSlowServices(request, response)) return [];
  /** @type {string[]} */
  const problems = [];
  if (response.status >= 500) problems.push(`answered ${response.status}: ${response.text.slice(0, 300)}`);
  // An answer to HEAD never has a body: its status is all there is to check.
  if (response.status >= 400 && request.method !== 'HEAD') {
    let body;
    try {
      body = JSON.parse(response.text);
    } catch {
      problems.push(`error body is not JSON: ${response.text.slice(0, 200)}`);
      return problems;
    }
    if (typeof body?.error !== 'string' || typeof body?.code !== 'string') {
      problems.push(`error body is not { error, code }: ${response.text.slice(0, 200)}`);
    }
    if (LEAK.test(response.text)) problems.push(`error body leaks internals: ${response.text.slice(0, 300)}`);
  }
  return problems;
}

/**
 * A request as a report shows it: long strings cut down, with their length.
 * @param {FuzzRequest} request
 * @param {string} actor
 */
export function printable(request, actor) {
  const cut = (/** @type {string | undefined} */ text) =>
    text && text.length > 300 ? `${text.slice(0, 200)}… (${text.length} characters)` : text;
  return {
    actor,
    method: request.method,
    path: cut(request.path),
    headers: request.headers,
    kind: request.kind,
    body: cut(request.body),
  };
}
