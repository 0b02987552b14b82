// Load from Node itself, for what wrk cannot drive: mixes of routes in closed loop, open loop at a steady
// rate, and socket.io connections as browser tabs open them.
import { Agent, request as httpRequest } from 'node:http';
import { io } from 'socket.io-client';
import { percentiles } from './bench.mjs';

/** @typedef {import('./bench.mjs').HttpRequest} HttpRequest */
/** @typedef {import('./bench.mjs').LatencyRow} LatencyRow */

/**
 * Open-loop load: requests leave at a steady `rate` whatever the answers do, over at most `connections`
 * keep-alive sockets, and each latency is measured from the moment the request was due — so a slow answer
 * that delays the next ones counts against them too (no coordinated omission). `nextRequest()` gives
 * `{ route?, method, path, headers, body }`; rows are per `route` (or `name`) and in total, as driveMix's.
 * Closed-loop load measures capacity; this measures latency at a load.
 * @param {string} name
 * @param {string} baseUrl
 * @param {() => HttpRequest} nextRequest
 * @param {{ rate: number, seconds: number, connections: number }} options
 */
export async function driveOpenLoop(name, baseUrl, nextRequest, { rate, seconds, connections }) {
  const client = httpClient(baseUrl, connections);
  const recorder = routeRecorder();
  const total = Math.round(rate * seconds);
  let sent = 0;
  const started = performance.now();
  const send = async (/** @type {number} */ dueAt) => {
    const request = nextRequest();
    const status = await client.send(request);
    recorder.record(request.route ?? name, status, performance.now() - dueAt);
  };
  /** @type {Promise<void>[]} */
  const inFlight = [];
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
    for (; sent < due; sent += 1) inFlight.push(send(started + (sent / rate) * 1000));
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(inFlight);
  client.close();
  return recorder.report((performance.now() - started) / 1000, name);
}

/**
 * A socket.io connection of a signed-in skater, as a browser tab opens it.
 * @param {string} baseUrl
 * @param {string} cookie
 * @returns {Promise<import('socket.io-client').Socket>}
 */
export function openSocket(baseUrl, cookie) {
  const socket = io(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: { cookie },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(new Error(`socket refused: ${error.message}`)));
  });
}

/**
 * Closed-loop mixed load: `connections` keep-alive clients each send their next request as soon as the last
 * one answered, for `seconds`. `nextRequest()` gives `{ route, method, path, headers, body }`; latencies,
 * throughput and errors (status ≥ 400, or no answer) are reported per `route` and in total.
 * @param {string} baseUrl
 * @param {() => HttpRequest & { route: string }} nextRequest
 * @param {{ connections: number, seconds: number }} options
 */
export async function driveMix(baseUrl, nextRequest, { connections, seconds }) {
  const client = httpClient(baseUrl, connections);
  const recorder = routeRecorder();
  const started = performance.now();
  const endsAt = started + seconds * 1000;
  const caller = async () => {
    while (performance.now() < endsAt) {
      const request = nextRequest();
      const sentAt = performance.now();
      const status = await client.send(request);
      recorder.record(request.route, status, performance.now() - sentAt);
    }
  };
  await Promise.all(Array.from({ length: connections }, caller));
  client.close();
  return recorder.report((performance.now() - started) / 1000);
}

/**
 * Keep-alive HTTP over at most `connections` sockets; `send` resolves with the status, or with the error's code
 * (`ECONNRESET`, `timeout`, …) when no answer came.
 * @param {string} baseUrl
 * @param {number} connections
 */
function httpClient(baseUrl, connections) {
  // With a timeout of its own the agent also honours the server's Keep-Alive hint, dropping an idle socket
  // before the server does; without one it ignores the hint, and a reused socket can meet the server's close.
  const agent = new Agent({ keepAlive: true, maxSockets: connections, timeout: 120_000 });
  const target = new URL(baseUrl);
  /** @type {(request: HttpRequest) => Promise<number | string>} */
  const send = ({ method = 'GET', path: route, headers = {}, body }) =>
    new Promise((resolve) => {
      const outgoing = httpRequest(
        { agent, host: target.hostname, port: target.port, method, path: route, headers, timeout: 10_000 },
        (response) => {
          response.resume();
          response.on('end', () => resolve(/** @type {number} */ (response.statusCode)));
        },
      );
      outgoing.on('timeout', () =>
        outgoing.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })),
      );
      outgoing.on('error', (/** @type {NodeJS.ErrnoException} */ error) =>
        resolve(error.code ?? error.message),
      );
      outgoing.end(body);
    });
  return { send, close: () => agent.destroy() };
}

/** Latencies, statuses and errors (status ≥ 400, or an error code for no answer) per route; `report` gives rows and a total. */
function routeRecorder() {
  /** @typedef {{ latencies: number[], errors: number, statuses: Record<string, number> }} RouteStats */
  /** @type {Map<string, RouteStats>} */
  const byRoute = new Map();
  /** @type {(route: string, status: number | string, latencyMs: number) => void} */
  const record = (route, status, latencyMs) => {
    let stats = byRoute.get(route);
    if (!stats) byRoute.set(route, (stats = { latencies: [], errors: 0, statuses: {} }));
    stats.latencies.push(latencyMs);
    stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
    if (typeof status === 'string' || status >= 400) stats.errors += 1;
  };
  const report = (/** @type {number} */ elapsedSeconds, totalName = 'all routes') => {
    /** @type {(name: string, stats: RouteStats) => LatencyRow} */
    const row = (name, { latencies, errors, statuses }) => ({
      name,
      requests: latencies.length,
      errors,
      ...percentiles(latencies),
      throughput: Math.round(latencies.length / elapsedSeconds),
      ...(errors > 0 ? { statuses: JSON.stringify(statuses) } : {}),
    });
    const all = [...byRoute.values()];
    return {
      rows: [...byRoute].map(([route, stats]) => row(route, stats)),
      total: row(totalName, {
        latencies: all.flatMap((stats) => stats.latencies),
        errors: all.reduce((sum, stats) => sum + stats.errors, 0),
        statuses: all.reduce((/** @type {Record<string, number>} */ merged, stats) => {
          for (const [status, count] of Object.entries(stats.statuses))
            merged[status] = (merged[status] ?? 0) + count;
          return merged;
        }, {}),
      }),
    };
  };
  return { record, report };
}
