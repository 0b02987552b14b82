// What the HTTP benchmarks share: API calls with a cookie, signed-in skaters, bulk-load helpers, and wrk.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';

/** @typedef {Pick<import('pg').ClientBase, 'query'>} Queryable A PostgreSQL client or pool: what runs a query. */
/** @typedef {{ id: string, email: string, cookie: string }} Skater A signed-in account and its session cookie. */
/** @typedef {(number | string)[] | string | (() => (number | string)[])} ProcessGroup Pids, a command name, or how to find them. */
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

export function requireWrk() {
  const probe = spawnSync('wrk', ['--version'], { encoding: 'utf8' });
  if (probe.error) throw new Error('wrk is not installed. On Debian: apt-get install -y wrk');
}

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

/** Lua for wrk: cycles through the requests `requestLua` builds and reports percentiles as JSON. */
/** @param {string} requestLua */
function wrkScript(requestLua) {
  return `
${requestLua}
done = function(summary, latency, requests)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write
               + summary.errors.status + summary.errors.timeout
  io.write(string.format('BENCH_RESULT {"requests":%d,"durationUs":%d,"errors":%d,"p50":%d,"p95":%d,"p99":%d}\\n',
    summary.requests, summary.duration, errors,
    latency:percentile(50), latency:percentile(95), latency:percentile(99)))
end
`;
}

export const luaList = (/** @type {unknown[]} */ items) =>
  `{ ${items.map((item) => JSON.stringify(item)).join(', ')} }`;

/** Lua that hands out the skaters' cookies in turn. */
export const luaCookies = (/** @type {{ cookie: string }[]} */ skaters) => `
local cookies = ${luaList(skaters.map((skater) => skater.cookie))}
local n = 0
local function cookie() n = n + 1; return cookies[n % #cookies + 1] end
`;

/**
 * Drives one route with wrk (HTTP/1.1 keep-alive, one thread) and returns its latency percentiles.
 * @param {string} name
 * @param {string} baseUrl
 * @param {string} requestLua
 * @param {{ seconds: number, connections: number }} options
 * @returns {LatencyRow}
 */
export function drive(name, baseUrl, requestLua, { seconds, connections }) {
  const directory = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const script = path.join(directory, 'script.lua');
  writeFileSync(script, wrkScript(requestLua));
  try {
    const output = execFileSync(
      'wrk',
      ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '5s', '-s', script, baseUrl],
      { encoding: 'utf8' },
    );
    const line = output.split('\n').find((text) => text.startsWith('BENCH_RESULT '));
    if (!line) throw new Error(`wrk printed no result:\n${output}`);
    const result = JSON.parse(line.slice('BENCH_RESULT '.length));
    const ms = (/** @type {number} */ us) => +(us / 1000).toFixed(2);
    return {
      name,
      requests: result.requests,
      errors: result.errors,
      p50: ms(result.p50),
      p95: ms(result.p95),
      p99: ms(result.p99),
      throughput: Math.round(result.requests / (result.durationUs / 1e6)),
    };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
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

/** Resident memory of a process in MB, from /proc (Linux). */
/** @param {number | string} pid */
export function residentMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/**
 * How often the process's main thread has stopped running so far, from /proc; zeros once it is gone.
 * `wakeUps` (voluntary context switches): it went to sleep waiting, for a Node process an event-loop turn
 * that found nothing to do, for a PostgreSQL backend a wait for its client. `preemptions` (involuntary): the
 * kernel gave its core to another process while it still had work.
 * @param {number | string} pid
 */
function switchesOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const count = (/** @type {string} */ field) =>
      Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
    return { wakeUps: count('voluntary_ctxt_switches'), preemptions: count('nonvoluntary_ctxt_switches') };
  } catch {
    return { wakeUps: 0, preemptions: 0 };
  }
}

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux); 0 once it is gone. */
/** @param {number | string} pid */
function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may hold spaces: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * The ids of every process whose command name is `command` (e.g. every PostgreSQL backend), and whose
 * command line, when `matches` is given, it accepts.
 * @param {string} command
 * @param {(commandLine: string[]) => boolean} [matches]
 */
function pidsNamed(command, matches) {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== command) return false;
        return !matches || matches(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/));
      } catch {
        return false;
      }
    });
}

/** @param {ProcessGroup} group */
function pidsOf(group) {
  if (typeof group === 'string') return pidsNamed(group);
  return typeof group === 'function' ? group() : group;
}

/**
 * The processes of a private system (`startSystem`) that serve its requests, as `cpuPerRequest` groups: the
 * gateway, the named services, its own NATS server and the PostgreSQL backends connected to its database.
 * Other NATS servers and databases on a shared machine are left out (so are PostgreSQL's background
 * writers, whose share of a read is small).
 * @param {import('@boonies/testing').RunningSystem} system
 * @param {string[]} services
 * @returns {Record<string, ProcessGroup>}
 */
export function systemProcesses(system, services) {
  const pids = system.pids();
  const natsPort = new URL(system.natsUrl).port;
  const database = new URL(system.databaseUrl).pathname.slice(1);
  return {
    gateway: [pids.gateway],
    ...Object.fromEntries(services.map((service) => [`${service} service`, [pids[service]]])),
    'NATS server': () => pidsNamed('nats-server', (args) => args.includes(natsPort)),
    // A backend's title names its database: `postgres: <cluster>: <user> <database> <client> <state>`.
    PostgreSQL: () => pidsNamed('postgres', (args) => args.includes(database)),
  };
}

/** Busy CPU time of the whole machine so far, in ms: every core's time that was not idle or waiting. */
export function machineBusyMs() {
  const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .map(Number);
  return ((user + nice + system + irq + softirq + steal) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/**
 * Waits until the machine has settled after a load: the work the load set off (consumers, outbox relays)
 * done, the machine busy less than `busyShare` of one core over a `windowMs` window, or `maxMs` passed.
 * Inside a `cpuPerRequest` window, a write's asynchronous work is then counted with it rather than with
 * whatever is measured next.
 */
export async function untilQuiet({ windowMs = 250, busyShare = 0.15, maxMs = 10_000 } = {}) {
  const deadline = Date.now() + maxMs;
  for (;;) {
    const before = machineBusyMs();
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    if (machineBusyMs() - before < windowMs * busyShare || Date.now() >= deadline) return;
  }
}

/**
 * Where the CPU goes while `work` runs: each group's CPU ms per request (groups: name → pids, a command
 * name for every process of that name, or a function finding the pids, asked before and after the work),
 * everything else on the machine (the load generator among it), each group's wake-ups and preemptions per
 * request, and what that implies. With every core busy, `cores / CPU per request` is the most requests per second the
 * machine can serve, and by Little's law `connections / that` is the least mean latency a closed loop of
 * that many connections can see.
 * @template {{ requests: number }} R
 * @param {Record<string, ProcessGroup>} groups
 * @param {number} connections
 * @param {() => R | Promise<R>} work
 */
export async function cpuPerRequest(groups, connections, work) {
  // Per process: a pooled database connection can close and another open while the work runs, so each
  // process counts from its own first sample (or its start).
  const sample = () => ({
    machine: machineBusyMs(),
    groups: Object.fromEntries(
      Object.entries(groups).map(([name, pids]) => [
        name,
        new Map(pidsOf(pids).map((pid) => [String(pid), { cpuMs: cpuMsOf(pid), ...switchesOf(pid) }])),
      ]),
    ),
  });
  const before = sample();
  const result = await work();
  const after = sample();
  const perRequest = (/** @type {number} */ ms) => +(ms / result.requests).toFixed(3);
  /** @type {(name: string, of: 'cpuMs' | 'wakeUps' | 'preemptions') => number} */
  const spent = (name, of) =>
    [...after.groups[name]].reduce(
      (sum, [pid, counts]) => sum + counts[of] - (before.groups[name].get(pid)?.[of] ?? 0),
      0,
    );
  const rows = Object.keys(groups).map((name) => ({
    process: name,
    cpuMsPerRequest: perRequest(spent(name, 'cpuMs')),
  }));
  // How often each process stops per request: a wake-up's fixed cost (a poll, a read and a write per
  // socket) weighs more the fewer requests it serves; a preemption leaves its caches to another process.
  /** @type {(of: 'wakeUps' | 'preemptions') => Record<string, number>} */
  const stopsPerRequest = (of) =>
    Object.fromEntries(Object.keys(groups).map((name) => [name, perRequest(spent(name, of))]));
  const accounted = rows.reduce((sum, row) => sum + row.cpuMsPerRequest, 0);
  const machinePerRequest = perRequest(after.machine - before.machine);
  rows.push({
    process: 'everything else (load generator, kernel)',
    cpuMsPerRequest: +(machinePerRequest - accounted).toFixed(3),
  });
  const cores = availableParallelism();
  return {
    result,
    rows,
    wakeUpsPerRequest: stopsPerRequest('wakeUps'),
    preemptionsPerRequest: stopsPerRequest('preemptions'),
    machineCpuMsPerRequest: machinePerRequest,
    cores,
    ceilingRequestsPerSecond: Math.round((cores * 1000) / machinePerRequest),
    leastMeanLatencyMs: +((connections * machinePerRequest) / cores).toFixed(1),
  };
}

/**
 * drive, plus what the route costs the whole machine: CPU ms per request, and the least mean latency
 * (`floorMeanMs`) that cost allows a closed loop of this many connections on this many cores. With `groups`
 * (e.g. `systemProcesses`), also each group's CPU ms per request and their sum (`processesCpuMs`): on a
 * machine others share, the figure that leaves their work out.
 * @param {string} name
 * @param {string} baseUrl
 * @param {string} requestLua
 * @param {{ seconds: number, connections: number }} options
 * @param {Record<string, ProcessGroup>} [groups]
 */
export async function driveAccounted(name, baseUrl, requestLua, options, groups = {}) {
  const cpu = await cpuPerRequest(groups, options.connections, () =>
    drive(name, baseUrl, requestLua, options),
  );
  const perGroup = cpu.rows.filter((row) => row.process in groups);
  return {
    ...cpu.result,
    cpuMsPerRequest: cpu.machineCpuMsPerRequest,
    floorMeanMs: cpu.leastMeanLatencyMs,
    ...(perGroup.length > 0
      ? {
          ...Object.fromEntries(perGroup.map((row) => [`${row.process} ms`, row.cpuMsPerRequest])),
          processesCpuMs: +perGroup.reduce((sum, row) => sum + row.cpuMsPerRequest, 0).toFixed(3),
        }
      : {}),
  };
}
