// What the benchmarks and the proofs share: API calls with a cookie, signed-in skaters, timing, latency
// percentiles and the results file. The load generators are in wrk.mjs (closed loop with wrk) and
// http-load.mjs (Node's own, open loop and mixes); what a request costs each process in cpu-use.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** @typedef {Pick<import('pg').ClientBase, 'query'>} Queryable A PostgreSQL client or pool: what runs a query. */
/** @typedef {{ id: string, email: string, cookie: string }} Skater A signed-in account and its session cookie. */
/**
 * @typedef {object} HttpRequest One request of a mix: `route` (or the run's name) groups it in the report.
 * @property {string} [route]
 * @property {string} [method]
 * @property {string} path
 * @property {import('node:http').OutgoingHttpHeaders} [headers]
 * @property {string | Buffer} [body]
 */
/**
 * @typedef {object} LatencyRow One row of a report: latency percentiles in ms, throughput per second.
 * @property {string} name
 * @property {number} requests
 * @property {number} errors
 * @property {number} p50
 * @property {number} p95
 * @property {number} p99
 * @property {number} throughput
 * @property {string} [statuses]
 */

/**
 * @param {string} baseUrl
 * @param {string} method
 * @param {string} route
 * @param {{ body?: unknown, cookie?: string }} [options]
 * @returns {Promise<{ body: any, cookie: string | undefined }>} The parsed answer (any: each caller knows its route's shape).
 */
export async function api(baseUrl, method, route, { body, cookie } = {}) {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'bench',
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return { body: await response.json(), cookie: response.headers.get('set-cookie')?.split(';')[0] };
}

/**
 * Skaters signed up and then signed in through the API, a few at a time (argon2 is meant to be slow).
 * @param {string} baseUrl
 * @param {number} count
 * @returns {Promise<Skater[]>}
 */
export async function signInSkaters(baseUrl, count, prefix = 'bench') {
  /** @type {Skater[]} */
  const skaters = [];
  for (let start = 0; start < count; start += 5) {
    const batch = Array.from({ length: Math.min(5, count - start) }, async (_, offset) => {
      const n = start + offset;
      const credentials = { email: `${prefix}-${n}@example.com`, password: 'bench-password-42' };
      await api(baseUrl, 'POST', '/api/auth/signup', {
        body: { ...credentials, username: `${prefix}-${n}` },
      });
      const signIn = await api(baseUrl, 'POST', '/api/auth/signin', { body: credentials });
      // A successful sign-in always sets the session cookie.
      return { id: signIn.body.id, email: credentials.email, cookie: /** @type {string} */ (signIn.cookie) };
    });
    skaters.push(...(await Promise.all(batch)));
  }
  return skaters;
}

/**
 * @template T
 * @param {string} label
 * @param {() => T | Promise<T>} work
 * @returns {Promise<T>}
 */
export async function timed(label, work) {
  const started = performance.now();
  const result = await work();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** p50/p95/p99 of a list of durations in ms. */
/** @param {number[]} values */
export function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (/** @type {number} */ p) =>
    +sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(2);
  return { p50: at(50), p95: at(95), p99: at(99) };
}

/**
 * @param {string} root
 * @param {string} name
 * @param {unknown} report
 */
export function writeResults(root, name, report) {
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(path.join(root, `bench-results/${name}.json`), JSON.stringify(report, null, 2));
}
