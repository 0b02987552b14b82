#!/usr/bin/env node
// Scale-out on this machine: the posts routes' throughput with one and two posts replicas, and with one and
// two gateways behind HAProxy, measured in one run so the figures compare as ratios. Prints, for each
// topology and route, requests per second, latency percentiles and the CPU each process spends per
// request, and writes bench-results/scale.json.
// Usage: npm run bench:scale [-- --seconds 10 --connections 32 --no-build]
// A load generator shares the machine's cores with everything it measures: on two cores, a second replica
// can only show what one process leaves unused; the CPU per request says where the rest goes.
import { setTimeout as sleep } from 'node:timers/promises';
import { api, signInSkaters, timed, writeResults } from './lib/bench.mjs';
import { parseOptions } from './lib/cli-options.mjs';
import { cpuPerRequest, machineBusyMs } from './lib/cpu-use.mjs';
import { drive, luaCookies, requireWrk } from './lib/wrk.mjs';
import { startHaproxy } from './lib/cluster/haproxy.mjs';
import { buildSystem, builtTesting, root } from './lib/workspace.mjs';

const values = parseOptions({
  seconds: 10,
  connections: 32,
  skaters: 20,
  'no-build': false,
});

/** The routes measured: the latest feed (a read through posts' projections) and a new post (a write). */
/** @param {{ cookie: string }[]} skaters */
function routes(skaters) {
  const cookies = luaCookies(skaters);
  const headers = `Cookie = cookie(), ['Content-Type'] = 'application/json', ['X-Requested-With'] = 'boonies'`;
  return [
    {
      route: 'GET /api/posts',
      lua: `${cookies}\nrequest = function() return wrk.format('GET', '/api/posts?limit=20', { Cookie = cookie() }) end`,
    },
    {
      route: 'POST /api/posts',
      lua: `${cookies}\nrequest = function() return wrk.format('POST', '/api/posts', { ${headers} }, '{"content":"Scale run clip"}') end`,
    },
  ];
}

/**
 * Waits until the machine is nearly idle: the writes of one measurement set off events the services keep
 * consuming for a while, and that work must not be charged to the next measurement.
 */
async function untilQuiet(deadlineMs = 90_000) {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    const before = machineBusyMs();
    await sleep(2000);
    // Busy ms over 2 s of two cores' 4,000: under a tenth is quiet.
    if (machineBusyMs() - before < 400) return;
  }
}

/**
 * Every route once against `baseUrl`, with the CPU per request of each kind of process.
 * @param {string} topology
 * @param {string} baseUrl
 * @param {import('@boonies/testing').RunningSystem} system
 * @param {{ cookie: string }[]} skaters
 * @param {boolean} [proxy]
 */
async function measure(topology, baseUrl, system, skaters, proxy) {
  const pids = system.pids();
  const of = (/** @type {string} */ kind) =>
    Object.entries(pids).flatMap(([name, pid]) => (name.split('#')[0] === kind ? [pid] : []));
  const rows = [];
  for (const { route, lua } of routes(skaters)) {
    await untilQuiet();
    drive(`${route} (warm-up)`, baseUrl, lua, { seconds: 2, connections: values.connections });
    const cpu = await cpuPerRequest(
      {
        gateways: of('gateway'),
        'posts replicas': of('posts'),
        'NATS server': 'nats-server',
        PostgreSQL: 'postgres',
        ...(proxy ? { HAProxy: 'haproxy' } : {}),
      },
      values.connections,
      () => drive(route, baseUrl, lua, { seconds: values.seconds, connections: values.connections }),
    );
    rows.push({
      topology,
      route,
      throughput: cpu.result.throughput,
      p50: cpu.result.p50,
      p95: cpu.result.p95,
      errors: cpu.result.errors,
      machineCpuMsPerRequest: cpu.machineCpuMsPerRequest,
      byProcess: Object.fromEntries(cpu.rows.map((row) => [row.process, row.cpuMsPerRequest])),
    });
  }
  return rows;
}

async function main() {
  requireWrk();
  if (!values['no-build']) {
    await buildSystem();
  }
  const { startSystem } = builtTesting();
  const system = await timed('system started (auth, tricks, posts, verification, gateway)', () =>
    startSystem({
      label: 'bench_scale',
      services: ['auth', 'tricks', 'posts', 'verification'],
      env: { LOG_LEVEL: 'error', AUTH_SIGNUP_MAX_PER_IP: String(values.skaters * 2) },
    }),
  );
  /** @type {import('./lib/cluster/haproxy.mjs').Haproxy | undefined} */
  let proxy;
  /** @type {Awaited<ReturnType<typeof measure>>} */
  const results = [];
  try {
    const skaters = await timed(`${values.skaters} skaters signed up and in`, () =>
      signInSkaters(system.baseUrl, values.skaters, 'scale'),
    );
    await timed('a first page of posts for the feed', async () => {
      for (const skater of skaters) {
        await api(system.baseUrl, 'POST', '/api/posts', {
          cookie: skater.cookie,
          body: { content: `Warming the feed, ${skater.id}` },
        });
      }
    });
    results.push(...(await measure('1 gateway, 1 posts', system.baseUrl, system, skaters)));
    await timed('a second posts replica', () => system.addReplica('posts'));
    results.push(...(await measure('1 gateway, 2 posts', system.baseUrl, system, skaters)));
    const second = await timed('a second gateway', () => system.addGateway());
    proxy = await startHaproxy([{ name: 'gateway', baseUrl: system.baseUrl }, second]);
    results.push(...(await measure('2 gateways behind HAProxy, 2 posts', proxy.url, system, skaters, true)));
  } finally {
    await proxy?.stop();
    await system.stop();
  }
  const baseline = Object.fromEntries(
    results.filter((row) => row.topology === '1 gateway, 1 posts').map((row) => [row.route, row.throughput]),
  );
  console.table(
    results.map((row) => ({
      topology: row.topology,
      route: row.route,
      throughput: row.throughput,
      'vs 1 gateway, 1 posts': `${(row.throughput / baseline[row.route]).toFixed(2)}×`,
      p50: row.p50,
      p95: row.p95,
      errors: row.errors,
      machineCpuMsPerRequest: row.machineCpuMsPerRequest,
    })),
  );
  for (const row of results) console.log(`${row.topology}, ${row.route}:`, row.byProcess);
  writeResults(root, 'scale', {
    at: new Date().toISOString(),
    seconds: values.seconds,
    connections: values.connections,
    results,
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
