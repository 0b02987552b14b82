#!/usr/bin/env node
// Measures what one gateway → service hop costs. Starts a private copy of the system (its own NATS and
// database), signs a user in, then drives load and prints latency percentiles and throughput for:
//   1. a bare NATS request/reply to the auth service (RpcClient → rpc.auth.me), sequential and concurrent;
//   2. GET /api/auth/me through the gateway over HTTP (cookie → cached session → one hop → auth), driven by
//      wrk, alternating round by round with the same primary-key read served by one bare Node process
//      (node:http + pg, scripts/lib/bare-read.mjs): each round reports both throughputs, their ratio, and the
//      CPU each process spent per request (from /proc/<pid>/stat), so the comparison holds on a busy machine.
// Needs wrk (Debian: apt-get install -y wrk).
// Usage: npm run bench:rpc [-- --connections 50 --seconds 10 --rounds 3]  Results also go to bench-results/rpc.json.
import { fork } from 'node:child_process';
import path from 'node:path';
import { percentiles, writeResults } from './lib/bench.mjs';
import { parseOptions } from './lib/cli-options.mjs';
import { cpuPerRequest } from './lib/cpu-use.mjs';
import { drive as driveWrk, requireWrk } from './lib/wrk.mjs';
import { buildSystem, builtContracts, builtMessaging, builtTesting, root } from './lib/workspace.mjs';

const values = parseOptions({
  connections: 50,
  seconds: 10,
  rounds: 3,
});
const connections = values.connections;
const seconds = values.seconds;
const rounds = values.rounds;

/**
 * @param {string} name
 * @param {number[]} latenciesMs
 * @param {number} elapsedMs
 * @param {number} errors
 */
function summarize(name, latenciesMs, elapsedMs, errors) {
  return {
    name,
    requests: latenciesMs.length,
    errors,
    ...percentiles(latenciesMs),
    throughput: Math.round((latenciesMs.length / elapsedMs) * 1000),
  };
}

/**
 * Closed-loop load: `concurrency` callers each issue the next call as soon as the last one answers.
 * @param {string} name
 * @param {number} concurrency
 * @param {number} durationMs
 * @param {() => Promise<unknown>} call
 */
async function drive(name, concurrency, durationMs, call) {
  /** @type {number[]} */
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          await call();
          latencies.push(performance.now() - t0);
        } catch {
          errors++;
        }
      }
    }),
  );
  return summarize(name, latencies, performance.now() - started, errors);
}

async function main() {
  await buildSystem();
  const { startSystem } = builtTesting();
  const { CallerSigner, RpcClient } = builtMessaging();
  const { RPC } = builtContracts();

  const system = await startSystem({ label: 'bench_rpc', services: ['auth'], env: { LOG_LEVEL: 'error' } });
  /** @type {object[]} */
  const results = [];
  /**
   * @typedef {{ result: import('./lib/bench.mjs').LatencyRow, rows: { process: string, cpuMsPerRequest: number }[],
   *   machineCpuMsPerRequest: number }} CpuReport
   * @type {{ round: number, gateway: CpuReport, bare: CpuReport }[]}
   */
  const comparisons = [];
  try {
    const signUp = await fetch(`${system.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'boonies' },
      body: JSON.stringify({ email: 'bench@example.com', username: 'bench', password: 'bench-password' }),
    });
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
    // A successful sign-up always sets the session cookie.
    const cookie = /** @type {string} */ (signUp.headers.get('set-cookie')).split(';')[0];
    const user = await signUp.json();
    const session = await fetch(`${system.baseUrl}/api/auth/me`, { headers: { cookie } });
    if (!session.ok) throw new Error('session not accepted');

    const callerSigner = new CallerSigner(system.callerSigningKey);
    const rpc = await RpcClient.connect({ servers: system.natsUrl, name: 'bench', callerSigner });
    const resolved = await rpc.call(
      RPC.auth.resolveSession,
      { sessionId: sessionIdOf(cookie) },
      { correlationId: 'bench' },
    );
    if (!resolved) throw new Error('The auth service did not resolve the new session');
    const context = {
      correlationId: 'bench',
      caller: { userId: user.id, isAdmin: false, sessionId: resolved.sessionId },
    };
    const me = () => rpc.call(RPC.auth.me, {}, context);
    for (let i = 0; i < 500; i++) await me(); // warm-up: JIT, connection pools
    results.push(await drive('NATS request/reply rpc.auth.me, 1 caller', 1, seconds * 1000, me));
    results.push(
      await drive(`NATS request/reply rpc.auth.me, ${connections} callers`, connections, seconds * 1000, me),
    );
    await rpc.close();

    // Through the gateway with wrk, a load generator in C, so the system gets the cores a Node client would take;
    // then the bare process, in turns, so both meet the same machine.
    requireWrk();
    const bare = await startBareRead(system.databaseUrl);
    try {
      const gatewayLua = `request = function() return wrk.format('GET', '/api/auth/me', { Cookie = '${cookie}' }) end`;
      const bareLua = `request = function() return wrk.format('GET', '/me/${user.id}') end`;
      const bareAnswer = await fetch(`${bare.url}/me/${user.id}`);
      if (!bareAnswer.ok) throw new Error(`the bare process answered ${bareAnswer.status}`);
      const pids = system.pids();
      const gatewayName = `HTTP GET /api/auth/me via gateway, ${connections} connections (wrk)`;
      const bareName = `HTTP GET /me via one bare node:http + pg process, ${connections} connections (wrk)`;
      driveWrk(`${gatewayName} (warm-up)`, system.baseUrl, gatewayLua, { seconds: 3, connections });
      driveWrk(`${bareName} (warm-up)`, bare.url, bareLua, { seconds: 3, connections });
      for (let round = 1; round <= rounds; round++) {
        const gateway = await cpuPerRequest(
          {
            gateway: [pids.gateway],
            'auth service': [pids.auth],
            'NATS server': 'nats-server',
            PostgreSQL: 'postgres',
          },
          connections,
          () => driveWrk(gatewayName, system.baseUrl, gatewayLua, { seconds, connections }),
        );
        const direct = await cpuPerRequest(
          { 'bare process': [bare.pid], PostgreSQL: 'postgres' },
          connections,
          () => driveWrk(bareName, bare.url, bareLua, { seconds, connections }),
        );
        results.push(gateway.result, direct.result);
        comparisons.push({ round, gateway, bare: direct });
      }
    } finally {
      bare.stop();
    }
  } finally {
    await system.stop();
  }
  console.table(results);
  console.log('Gateway and bare process, round by round (CPU in ms per request, from /proc/<pid>/stat):');
  /** @type {Record<string, number>[]} */
  const roundRows = comparisons.map(({ round, gateway, bare }) => ({
    round,
    'gateway req/s': gateway.result.throughput,
    'bare req/s': bare.result.throughput,
    ratio: +(gateway.result.throughput / bare.result.throughput).toFixed(3),
    ...Object.fromEntries(gateway.rows.map((row) => [`gw: ${row.process}`, row.cpuMsPerRequest])),
    'gw: whole machine': gateway.machineCpuMsPerRequest,
    ...Object.fromEntries(bare.rows.map((row) => [`bare: ${row.process}`, row.cpuMsPerRequest])),
    'bare: whole machine': bare.machineCpuMsPerRequest,
  }));
  console.table(roundRows);
  const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[values.length >> 1];
  const ratio = median(roundRows.map((row) => row.ratio));
  const cpuOf = (/** @type {string} */ column) => median(roundRows.map((row) => row[column]));
  const machine = cpuOf('gw: whole machine');
  const summary = {
    ratio,
    gatewayCpuMsPerRequest: cpuOf('gw: gateway'),
    authServiceCpuMsPerRequest: cpuOf('gw: auth service'),
    natsCpuMsPerRequest: cpuOf('gw: NATS server'),
    postgresCpuMsPerRequest: cpuOf('gw: PostgreSQL'),
    hopCpuMsPerRequest: +(
      cpuOf('gw: gateway') +
      cpuOf('gw: auth service') +
      cpuOf('gw: NATS server') +
      cpuOf('gw: PostgreSQL')
    ).toFixed(3),
    bareProcessCpuMsPerRequest: cpuOf('bare: bare process'),
    bareWithPostgresCpuMsPerRequest: +(cpuOf('bare: bare process') + cpuOf('bare: PostgreSQL')).toFixed(3),
  };
  console.log(
    `Medians over ${rounds} rounds: gateway / bare throughput ${ratio}; CPU per request through the gateway ` +
      `${summary.hopCpuMsPerRequest} ms (gateway ${summary.gatewayCpuMsPerRequest}, auth service ` +
      `${summary.authServiceCpuMsPerRequest}, NATS ${summary.natsCpuMsPerRequest}, PostgreSQL ` +
      `${summary.postgresCpuMsPerRequest}), bare ${summary.bareWithPostgresCpuMsPerRequest} ms (process ` +
      `${summary.bareProcessCpuMsPerRequest}). Whole machine through the gateway: ${machine} ms per request ` +
      `(everything else — wrk, the kernel, other work on the machine — included).`,
  );
  writeResults(root, 'rpc', { at: new Date().toISOString(), results, rounds: roundRows, summary });
}

/**
 * Starts the bare node:http + pg process on a free port and waits until it listens.
 * @param {string} databaseUrl
 */
async function startBareRead(databaseUrl) {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = fork(path.join(root, 'scripts/lib/bare-read.mjs'), [databaseUrl, String(port)]);
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', () => reject(new Error('The bare process did not start')));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: /** @type {number} */ (child.pid),
    stop: () => child.kill(),
  };
}

/** @param {string} cookie */
function sessionIdOf(cookie) {
  const token = cookie.split('=')[1];
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
