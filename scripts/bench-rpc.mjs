#!/usr/bin/env node
// Measures what one gateway → service hop costs. Starts a private copy of the system (its own NATS and
// database), signs a user in, then drives load and prints latency percentiles and throughput for:
//   1. a bare NATS request/reply to the auth service (RpcClient → rpc.auth.me), sequential and concurrent;
//   2. GET /api/auth/me through the gateway over HTTP (cookie → cached session → one hop → auth), driven by
//      wrk, with the CPU each process spends per request and the least latency that implies on this machine.
// Needs wrk (Debian: apt-get install -y wrk).
// Usage: npm run bench:rpc [-- --connections 50 --seconds 10]     Results also go to bench-results/rpc.json.
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { cpuPerRequest, drive as driveWrk, percentiles, requireWrk, writeResults } from './lib/bench.mjs';
import { run } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { values } = parseArgs({
  options: { connections: { type: 'string', default: '50' }, seconds: { type: 'string', default: '10' } },
});
const connections = Number(values.connections);
const seconds = Number(values.seconds);

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
  await run('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static', '--exclude=web'], { cwd: root });
  const { startSystem } = /** @type {typeof import('@boonies/testing')} */ (
    require(path.join(root, 'libs/testing'))
  );
  const { CallerSigner, RpcClient } = /** @type {typeof import('@boonies/messaging')} */ (
    require(path.join(root, 'libs/messaging'))
  );
  const { RPC } = /** @type {typeof import('@boonies/contracts')} */ (
    require(path.join(root, 'libs/contracts'))
  );

  const system = await startSystem({ label: 'bench_rpc', services: ['auth'], env: { LOG_LEVEL: 'error' } });
  /** @type {object[]} */
  const results = [];
  let cpu;
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

    // Through the gateway with wrk, a load generator in C, so the system gets the cores a Node client would take.
    requireWrk();
    const lua = `request = function() return wrk.format('GET', '/api/auth/me', { Cookie = '${cookie}' }) end`;
    const pids = system.pids();
    const gatewayName = `HTTP GET /api/auth/me via gateway, ${connections} connections (wrk)`;
    driveWrk(`${gatewayName} (warm-up)`, system.baseUrl, lua, { seconds: 3, connections });
    cpu = await cpuPerRequest(
      {
        gateway: [pids.gateway],
        'auth service': [pids.auth],
        'NATS server': 'nats-server',
        PostgreSQL: 'postgres',
      },
      connections,
      () => driveWrk(gatewayName, system.baseUrl, lua, { seconds, connections }),
    );
    results.push(cpu.result);
  } finally {
    await system.stop();
  }
  console.table(results);
  console.log('CPU per request through the gateway, by process:');
  console.table(cpu.rows);
  console.log(
    `Whole machine: ${cpu.machineCpuMsPerRequest} ms of CPU per request. On ${cpu.cores} cores that allows at most ` +
      `${cpu.ceilingRequestsPerSecond} req/s, so ${connections} closed-loop connections wait at least ` +
      `${cpu.leastMeanLatencyMs} ms on average (Little's law).`,
  );
  writeResults(root, 'rpc', { at: new Date().toISOString(), results, cpu });
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
