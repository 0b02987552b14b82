#!/usr/bin/env node
// The load benchmark of the whole system. Starts a private copy of it (its own NATS and database, every
// service and the gateway), then:
//   1. signs up and signs in skaters through the API, whose cookies make the calls;
//   2. seeds a community: 100,000 users imported by the auth service (every service's copy follows its
//      events), then, with each owning service's own `seed-bench-content` command, 1,000,000 posts with
//      5,000,000 reactions and follows, 5,000,000 learned tricks with the scores they add up to, and 500,000
//      messages;
//   3. drives mixed traffic through the gateway over 50 closed-loop connections (feeds, the trick tracker,
//      the leaderboard, reactions, learned tricks, verification votes, messages) and reports p50/p95/p99,
//      throughput and errors per route, sampling every process's resident memory meanwhile; then drives each
//      route alone for a few seconds and reports the CPU each process of the system spent per request; then
//      paces the same mix at steady rates (open loop) and reports the highest rate at which every route meets
//      its target;
//   4. drives the main reads through the gateway and against a single process that queries PostgreSQL
//      directly (scripts/lib/direct-baseline.mjs), and reports the ratio: the price of the gateway + NATS hop;
//   5. drives the feeds with one replica of the posts service and then with two;
//   6. opens 1,000 socket.io connections and reports the gateway's resident memory with them open.
// Results are printed and written to bench-results/load.json.
// Usage: npm run bench [-- --users 100000 --posts 1000000 --reactions 5000000 --progress 5000000
//                         --messages 500000 --connections 50 --seconds 30 --sockets 1000
//                         --rates 25,50,100,150,200,250,300,400 --steady-seconds 20 --route-seconds 5
//                         --warm-up-seconds 40]
import { fork } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { api, signInSkaters, timed, writeResults } from './lib/bench.mjs';
import { parseOptions } from './lib/cli-options.mjs';
import { cpuPerRequest, residentMb, systemProcesses, untilQuiet } from './lib/cpu-use.mjs';
import { driveMix, driveOpenLoop, openSocket } from './lib/http-load.mjs';
import { seedMessages } from './lib/seed/messages.mjs';
import { seedPosts, seededPostId } from './lib/seed/posts.mjs';
import { seedProgress } from './lib/seed/progress.mjs';
import { seededUserId, seedUsers } from './lib/seed/users.mjs';
import { buildSystem, builtTesting, root } from './lib/workspace.mjs';

const values = parseOptions({
  users: 100_000,
  posts: 1_000_000,
  reactions: 5_000_000,
  progress: 5_000_000,
  messages: 500_000,
  follows: 200,
  skaters: 40,
  connections: 50,
  seconds: 30,
  rates: [25, 50, 100, 150, 200, 250, 300, 400],
  'steady-seconds': 20,
  /** Closed-loop time given to each route of the mix alone, to account its CPU (0 skips the stage). */
  'route-seconds': 5,
  /**
   * The mix driven, unmeasured, before the measured run: after 5 s the mix still cost up to half as much
   * again per request as after 40 s (docs/benchmarks.md), most likely because every pooled connection plans
   * each statement afresh for its first executions before PostgreSQL settles on a generic plan, and V8
   * compiles each path as it turns hot.
   */
  'warm-up-seconds': 40,
  sockets: 1000,
});
const SKATERS = Math.max(10, values.skaters);
const TARGETS = { readP95: 30, writeP95: 50, serviceMb: 200, gatewayWithSocketsMb: 300, stackMb: 2048 };
const JSON_HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'bench' };

/** @typedef {import('./lib/bench.mjs').Skater} Skater */
/** @typedef {import('@boonies/testing').RunningSystem} RunningSystem */
/** @typedef {import('./lib/bench.mjs').LatencyRow} LatencyRow */
/**
 * @typedef {object} MixRequest One kind of request of a mix, as skater `me` makes it.
 * @property {string} route
 * @property {string} method
 * @property {(me: Skater) => string} pathOf
 * @property {(me: Skater) => object} [bodyOf]
 */

/** @type {<T>(items: T[]) => T} */
const pick = (items) => items[Math.floor(Math.random() * items.length)];
const randomSeededUser = () => seededUserId(1 + Math.floor(Math.random() * values.users));
/** Top-level seeded posts: n % 10 ≠ 0 (see seedPosts). */
const randomSeededPost = () => {
  const n = 1 + Math.floor(Math.random() * values.posts);
  return seededPostId(n % 10 === 0 ? n - 1 : n);
};

/**
 * @param {string} label
 * @param {() => Promise<boolean>} probe
 */
async function waitFor(label, probe, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${label}`);
    await sleep(200);
  }
}

/** Each route's row with its p95 target (reads 30 ms, writes 50 ms) and whether it met it without errors. */
/** @param {LatencyRow[]} rows */
function judged(rows) {
  return rows.map((row) => {
    const target = row.name.startsWith('GET') ? TARGETS.readP95 : TARGETS.writeP95;
    return { ...row, targetP95: target, met: row.p95 <= target && row.errors === 0 };
  });
}

/**
 * Trick videos by the first skaters, with their verifications open, for the others to vote on.
 * @param {string} baseUrl
 * @param {Skater[]} skaters
 * @param {string[]} tricks
 */
async function openVerifications(baseUrl, skaters, tricks) {
  /** @type {{ id: string, posterId: string }[]} */
  const verifications = [];
  for (const [index, poster] of skaters.slice(0, 10).entries()) {
    const { body: post } = await api(baseUrl, 'POST', '/api/posts/trick-video', {
      cookie: poster.cookie,
      body: {
        content: `Load clip ${index}`,
        videoUrl: `https://videos.example/load-${index}.mp4`,
        trickIds: [tricks[index]],
      },
    });
    await waitFor('the verification to open', async () => {
      const { body } = await api(baseUrl, 'GET', `/api/verifications/post/${post.id}`, {
        cookie: poster.cookie,
      });
      if (body[0]) verifications.push({ id: body[0].id, posterId: poster.id });
      return body[0] !== undefined;
    });
  }
  return verifications;
}

/**
 * The mixed traffic: what a park full of phones asks for, weighted roughly as the app's screens do.
 * @param {Skater[]} skaters
 * @param {{ toggled: string[], verifications: { id: string, posterId: string }[] }} data
 */
function mixedTraffic(skaters, { toggled, verifications }) {
  /** @type {(route: string, method: string, pathOf: MixRequest['pathOf'], bodyOf?: MixRequest['bodyOf']) => MixRequest} */
  const request = (route, method, pathOf, bodyOf) => ({ route, method, pathOf, bodyOf });
  /** @type {[number, MixRequest][]} */
  const mix = [
    [12, request('GET /api/posts', 'GET', () => '/api/posts')],
    [8, request('GET /api/posts/popular', 'GET', () => '/api/posts/popular')],
    [8, request('GET /api/posts/following', 'GET', () => '/api/posts/following')],
    [5, request('GET /api/posts/user/{id}', 'GET', () => `/api/posts/user/${randomSeededUser()}`)],
    [10, request('GET /api/progress/{userId}', 'GET', () => `/api/progress/${randomSeededUser()}`)],
    [8, request('GET /api/leaderboard', 'GET', () => '/api/leaderboard')],
    [5, request('GET /api/users/summary', 'GET', () => '/api/users/summary')],
    [6, request('GET /api/messages/{otherUserId}', 'GET', (me) => `/api/messages/${neighbour(me).id}`)],
    [
      8,
      request(
        'POST /api/reactions',
        'POST',
        () => '/api/reactions',
        () => ({ postId: randomSeededPost(), reactionType: pick(['like', 'like', 'dislike']) }),
      ),
    ],
    [
      6,
      request(
        'PUT /api/progress/{userId}/{trickId}',
        'PUT',
        (me) => `/api/progress/${me.id}/${pick(toggled)}`,
        () => ({ learned: Math.random() < 0.6 }),
      ),
    ],
    [
      5,
      request(
        'POST /api/verifications/{id}/vote',
        'POST',
        (me) => `/api/verifications/${pick(verifications.filter((v) => v.posterId !== me.id)).id}/vote`,
        () => ({ vote: Math.random() < 0.8 }),
      ),
    ],
    [
      8,
      request(
        'POST /api/messages',
        'POST',
        () => '/api/messages',
        (me) => ({ recipientId: neighbour(me).id, content: `Session at ${new Date().toISOString()}?` }),
      ),
    ],
  ];
  const indexOf = new Map(skaters.map((skater, index) => [skater.id, index]));
  const neighbour = (/** @type {Skater} */ me) => {
    const index = /** @type {number} */ (indexOf.get(me.id));
    return skaters[(index + 1) % skaters.length];
  };
  return mix;
}

/**
 * A `nextRequest` for driveMix that draws from `[weight, request]` pairs as a random skater.
 * @param {[number, MixRequest][]} mix
 * @param {Skater[]} skaters
 */
function weighted(mix, skaters) {
  const total = mix.reduce((sum, [weight]) => sum + weight, 0);
  return () => {
    let draw = Math.random() * total;
    const [, chosen] = mix.find(([weight]) => (draw -= weight) < 0) ?? mix[mix.length - 1];
    const me = pick(skaters);
    const body = chosen.bodyOf?.(me);
    return {
      route: chosen.route,
      method: chosen.method,
      path: chosen.pathOf(me),
      headers: { cookie: me.cookie, ...(body ? JSON_HEADERS : {}) },
      body: body ? JSON.stringify(body) : undefined,
    };
  };
}

/**
 * Every process of the system, as `cpuPerRequest` groups: the gateway, each service, NATS and PostgreSQL.
 * @param {RunningSystem} system
 */
function allProcesses(system) {
  return systemProcesses(
    system,
    Object.keys(system.pids()).filter((name) => name !== 'gateway'),
  );
}

/**
 * @typedef {Record<string, unknown> & { route: string, shareOfMix: number, wakeUpsByProcess: Record<string, number>, preemptionsByProcess: Record<string, number> }} RouteCpu
 * One route driven alone: its throughput, errors and the system's CPU, then each busy process's CPU (ms) by
 * name, and every process's wake-ups and preemptions per request.
 */

/**
 * Each route of the mix driven alone, closed loop: the CPU each process of the system (the gateway, every
 * service, NATS, the database's PostgreSQL backends) spends per request, the consumers a write sets off
 * included. Where the mixed load's capacity goes.
 * @param {RunningSystem} system
 * @param {[number, MixRequest][]} mix
 * @param {Skater[]} skaters
 * @param {{ connections: number, seconds: number }} options
 */
async function routeCpu(system, mix, skaters, options) {
  const processes = systemProcesses(
    system,
    Object.keys(system.pids()).filter((name) => name !== 'gateway'),
  );
  const rows = [];
  for (const [share, request] of mix) {
    const cpu = await cpuPerRequest(processes, options.connections, async () => {
      const { total } = await driveMix(system.baseUrl, weighted([[1, request]], skaters), options);
      // Counted until the consumers the route's writes set off are done, not in the next route's window.
      await untilQuiet();
      return total;
    });
    const busiest = cpu.rows
      .filter((row) => row.process in processes && row.cpuMsPerRequest >= 0.01)
      .map((row) => [row.process, row.cpuMsPerRequest]);
    const systemMs = busiest.reduce((sum, [, ms]) => sum + Number(ms), 0);
    rows.push({
      route: request.route,
      shareOfMix: share,
      throughput: cpu.result.throughput,
      errors: cpu.result.errors,
      systemCpuMs: +systemMs.toFixed(3),
      ...Object.fromEntries(busiest),
      wakeUpsByProcess: cpu.wakeUpsPerRequest,
      preemptionsByProcess: cpu.preemptionsPerRequest,
    });
  }
  return rows;
}

/**
 * What each process spends per request of the mix and of its routes driven alone, weighted by their shares
 * of the mix: CPU, wake-ups and preemptions. A process that costs more per request in the mix than alone
 * either had not warmed up (see --warm-up-seconds) or pays for sharing the cores: waking for fewer requests at
 * a time, or being preempted more often.
 * @param {{ byProcess: Record<string, number>, wakeUpsByProcess: Record<string, number>, preemptionsByProcess: Record<string, number> }} mixed
 * @param {RouteCpu[]} routes
 */
function mixAgainstRoutes(mixed, routes) {
  const shares = routes.reduce((sum, route) => sum + route.shareOfMix, 0);
  /** @type {(of: (route: (typeof routes)[number]) => number) => number} */
  const weighted = (of) => routes.reduce((sum, route) => sum + route.shareOfMix * of(route), 0) / shares;
  return Object.keys(mixed.byProcess).map((process) => {
    const cpuAlone = weighted((route) => Number(route[process] ?? 0));
    const wakeUpsAlone = weighted((route) => route.wakeUpsByProcess[process] ?? 0);
    const preemptionsAlone = weighted((route) => route.preemptionsByProcess[process] ?? 0);
    return {
      process,
      cpuMsAlone: +cpuAlone.toFixed(3),
      cpuMsInMix: mixed.byProcess[process],
      cpuRatio: cpuAlone > 0 ? +(mixed.byProcess[process] / cpuAlone).toFixed(2) : null,
      wakeUpsAlone: +wakeUpsAlone.toFixed(2),
      wakeUpsInMix: mixed.wakeUpsByProcess[process],
      preemptionsAlone: +preemptionsAlone.toFixed(2),
      preemptionsInMix: mixed.preemptionsByProcess[process],
    };
  });
}

/** The main reads, through the gateway and against the direct baseline: same data, same parameters. */
/** @param {Skater[]} skaters */
function mainReads(skaters) {
  const other = (/** @type {Skater} */ me) => skaters[(skaters.indexOf(me) + 1) % skaters.length];
  /** @type {{ route: string, gateway: (user: string, me: Skater) => string, direct: (user: string, me: Skater) => string }[]} */
  const reads = [
    { route: 'latest feed', gateway: () => '/api/posts', direct: () => '/latest' },
    { route: 'leaderboard', gateway: () => '/api/leaderboard', direct: () => '/leaderboard' },
    {
      route: 'a user’s progress',
      gateway: (user) => `/api/progress/${user}`,
      direct: (user) => `/progress/${user}`,
    },
    {
      route: 'a conversation',
      gateway: (_, me) => `/api/messages/${other(me).id}`,
      direct: (_, me) => `/conversation/${me.id}/${other(me).id}`,
    },
  ];
  return reads.map((read) => ({
    ...read,
    next: (/** @type {'gateway' | 'direct'} */ side) => () => {
      const me = pick(skaters);
      return { route: read.route, path: read[side](randomSeededUser(), me), headers: { cookie: me.cookie } };
    },
  }));
}

/** @param {string} databaseUrl */
async function startBaseline(databaseUrl) {
  const child = fork(path.join(root, 'scripts/lib/direct-baseline.mjs'), [databaseUrl]);
  const port = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', () => reject(new Error('The direct baseline did not start')));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

/**
 * Samples every process's resident memory while `work` runs; returns the peak per process.
 * @template T
 * @param {RunningSystem} system
 * @param {() => Promise<T>} work
 */
async function withMemoryPeaks(system, work) {
  /** @type {Record<string, number>} */
  const peaks = {};
  const sample = () => {
    for (const [name, pid] of Object.entries(system.pids())) {
      peaks[name] = Math.max(peaks[name] ?? 0, residentMb(pid));
    }
  };
  const timer = setInterval(sample, 500);
  try {
    const result = await work();
    sample();
    return { result, peaks };
  } finally {
    clearInterval(timer);
  }
}

/**
 * @param {RunningSystem} system
 * @param {Skater[]} skaters
 */
async function socketsMemory(system, skaters) {
  /** @type {import('socket.io-client').Socket[]} */
  const sockets = [];
  for (let start = 0; start < values.sockets; start += 50) {
    const batch = Array.from({ length: Math.min(50, values.sockets - start) }, (_, offset) =>
      openSocket(system.baseUrl, skaters[(start + offset) % skaters.length].cookie),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  await sleep(2000);
  const gatewayMb = residentMb(system.pids().gateway);
  for (const socket of sockets) socket.disconnect();
  return { sockets: sockets.length, gatewayMb };
}

async function main() {
  await buildSystem();
  const { startSystem } = builtTesting();
  console.log('Starting the system (every service and the gateway)…');
  const system = await startSystem({
    label: 'bench_load',
    env: { LOG_LEVEL: 'error', AUTH_SIGNUP_MAX_PER_IP: String(SKATERS * 2) },
  });
  const client = new pg.Client({ connectionString: system.databaseUrl });
  /**
   * @typedef {object} SteadyStep One offered rate of the open loop.
   * @property {number} offered
   * @property {number} throughput
   * @property {number} p50
   * @property {number} p95
   * @property {number} p99
   * @property {number} worstReadP95
   * @property {number} worstWriteP95
   * @property {number} errors
   * @property {boolean} met
   */
  /**
   * @type {{
   *   at: string, connections: number, seconds: number, targets: typeof TARGETS,
   *   data?: Record<string, number>,
   *   mixed?: ReturnType<typeof judged>,
   *   mixedTotal?: LatencyRow,
   *   mixedCpu?: {
   *     systemCpuMsPerRequest: number, machineCpuMsPerRequest: number, byProcess: Record<string, number>,
   *     wakeUpsByProcess: Record<string, number>, preemptionsByProcess: Record<string, number>,
   *   },
   *   routeCpu?: RouteCpu[],
   *   steady?: SteadyStep[],
   *   steadyRoutes?: Record<number, ReturnType<typeof judged>>,
   *   capacityWithinTargets?: number,
   *   hop?: Record<string, string | number>[],
   *   replicas?: (LatencyRow & { postsReplicas: number, gain?: number })[],
   *   memory?: {
   *     peakUnderMixedLoadMb: Record<string, number>, servicesWithin: boolean,
   *     gatewayWithSockets: { sockets: number, gatewayMb: number }, gatewayWithin: boolean,
   *     stackMb: number, stackWithin: boolean,
   *   },
   * }}
   */
  const report = {
    at: new Date().toISOString(),
    connections: values.connections,
    seconds: values.seconds,
    targets: TARGETS,
  };
  let baseline;
  try {
    await client.connect();
    console.log('Seeding:');
    const skaters = await timed(`${SKATERS} skaters signed up and in through the API`, () =>
      signInSkaters(system.baseUrl, SKATERS, 'load'),
    );
    const ids = skaters.map((skater) => skater.id);
    await timed('skaters projected by the posts, tricks and messaging services', () =>
      waitFor('projections', async () => {
        const { rows } = await client.query(
          `SELECT (SELECT count(*) FROM posts.authors WHERE user_id = ANY($1::uuid[]))::int
                + (SELECT count(*) FROM tricks.leaderboard_users WHERE user_id = ANY($1::uuid[]))::int
                + (SELECT count(*) FROM messaging.users WHERE user_id = ANY($1::uuid[]))::int AS known,
                  (SELECT count(*) FROM posts.tricks)::int AS tricks`,
          [ids],
        );
        return rows[0].known === 3 * ids.length && rows[0].tricks >= 400;
      }),
    );
    const users = await seedUsers(system, client, values.users, [
      'social',
      'posts',
      'tricks',
      'messaging',
      'verification',
      'sponsorships',
      'admin',
    ]);
    const posts = await seedPosts(system, {
      users: values.users,
      posts: values.posts,
      reactions: values.reactions,
      skaters,
      follows: values.follows,
    });
    const progress = await seedProgress(system, {
      users: values.users,
      perUser: Math.round(values.progress / values.users),
      skaters,
    });
    const messages = await seedMessages(system, { users: values.users, messages: values.messages });
    const verifications = await openVerifications(system.baseUrl, skaters, posts.tricks);
    report.data = {
      users,
      posts: posts.posts,
      reactions: posts.reactions,
      follows: posts.follows,
      progress: progress.progress,
      messages,
    };
    console.log('  ', report.data);

    const mix = mixedTraffic(skaters, { toggled: progress.toggled, verifications });
    const traffic = weighted(mix, skaters);
    const options = { connections: values.connections, seconds: values.seconds };
    console.log(`Warming up for ${values['warm-up-seconds']} s…`);
    await driveMix(system.baseUrl, traffic, { ...options, seconds: values['warm-up-seconds'] });
    await untilQuiet();
    console.log(`Driving mixed traffic for ${values.seconds} s over ${values.connections} connections…`);
    const processes = allProcesses(system);
    const mixedCpu = await cpuPerRequest(processes, values.connections, async () => {
      const measured = await withMemoryPeaks(system, () => driveMix(system.baseUrl, traffic, options));
      // The events the last requests set off are the mix's work too.
      await untilQuiet();
      return { requests: measured.result.total.requests, measured };
    });
    const mixed = mixedCpu.result.measured;
    report.mixed = judged(mixed.result.rows);
    report.mixedTotal = mixed.result.total;
    report.mixedCpu = {
      systemCpuMsPerRequest: +mixedCpu.rows
        .filter((row) => row.process in processes)
        .reduce((sum, row) => sum + row.cpuMsPerRequest, 0)
        .toFixed(3),
      machineCpuMsPerRequest: mixedCpu.machineCpuMsPerRequest,
      byProcess: Object.fromEntries(
        mixedCpu.rows
          .filter((row) => row.process in processes)
          .map((row) => [row.process, row.cpuMsPerRequest]),
      ),
      wakeUpsByProcess: mixedCpu.wakeUpsPerRequest,
      preemptionsByProcess: mixedCpu.preemptionsPerRequest,
    };

    if (values['route-seconds'] > 0) {
      console.log(
        `Driving each route of the mix alone for ${values['route-seconds']} s, accounting its CPU…`,
      );
      report.routeCpu = await routeCpu(system, mix, skaters, {
        ...options,
        seconds: values['route-seconds'],
      });
    }

    console.log(`Pacing the same mix at steady rates over ${values.connections} connections…`);
    report.steady = [];
    report.steadyRoutes = {};
    for (const rate of values.rates) {
      const paced = await driveOpenLoop('all routes', system.baseUrl, traffic, {
        ...options,
        rate,
        seconds: values['steady-seconds'],
      });
      const routes = judged(paced.rows);
      // `judged` gave each route its target: reads and writes are told apart by it.
      const worst = (/** @type {number} */ target) =>
        Math.max(...routes.filter((row) => row.targetP95 === target).map((row) => row.p95));
      report.steady.push({
        offered: rate,
        throughput: paced.total.throughput,
        p50: paced.total.p50,
        p95: paced.total.p95,
        p99: paced.total.p99,
        worstReadP95: worst(TARGETS.readP95),
        worstWriteP95: worst(TARGETS.writeP95),
        errors: paced.total.errors,
        met: routes.every((row) => row.met),
      });
      report.steadyRoutes[rate] = routes;
      // Past saturation the queue only grows: the rates above would say nothing new.
      if (!(/** @type {SteadyStep} */ (report.steady.at(-1)).met)) break;
    }
    report.capacityWithinTargets = Math.max(
      0,
      ...report.steady.filter((step) => step.met).map((step) => step.offered),
    );

    console.log('Driving the main reads through the gateway and directly…');
    baseline = await startBaseline(system.databaseUrl);
    report.hop = [];
    for (const read of mainReads(skaters)) {
      const seconds = Math.max(5, Math.round(values.seconds / 3));
      const viaGateway = (await driveMix(system.baseUrl, read.next('gateway'), { ...options, seconds }))
        .total;
      const direct = (await driveMix(baseline.url, read.next('direct'), { ...options, seconds })).total;
      report.hop.push({
        read: read.route,
        gatewayP95: viaGateway.p95,
        directP95: direct.p95,
        p95Ratio: +(viaGateway.p95 / direct.p95).toFixed(1),
        gatewayThroughput: viaGateway.throughput,
        directThroughput: direct.throughput,
        errors: viaGateway.errors + direct.errors,
      });
    }

    console.log('Driving the feeds with one posts replica, then two…');
    const feedMix = weighted(
      [
        [1, { route: 'feeds', method: 'GET', pathOf: () => '/api/posts' }],
        [1, { route: 'feeds', method: 'GET', pathOf: () => '/api/posts/popular' }],
        [1, { route: 'feeds', method: 'GET', pathOf: () => '/api/posts/following' }],
      ],
      skaters,
    );
    const seconds = Math.max(5, Math.round(values.seconds / 2));
    const one = (await driveMix(system.baseUrl, feedMix, { ...options, seconds })).total;
    await system.addReplica('posts');
    await sleep(3000); // the new replica joins the queue group once connected
    const two = (await driveMix(system.baseUrl, feedMix, { ...options, seconds })).total;
    report.replicas = [
      { postsReplicas: 1, ...one },
      { postsReplicas: 2, ...two, gain: +(two.throughput / one.throughput).toFixed(2) },
    ];

    console.log(`Opening ${values.sockets} sockets…`);
    const sockets = await socketsMemory(system, skaters);
    const services = Object.entries(mixed.peaks).filter(([name]) => name !== 'gateway');
    const stackMb = Object.values(mixed.peaks).reduce((sum, mb) => sum + mb, 0);
    report.memory = {
      peakUnderMixedLoadMb: mixed.peaks,
      servicesWithin: services.every(([, mb]) => mb <= TARGETS.serviceMb),
      gatewayWithSockets: sockets,
      gatewayWithin: sockets.gatewayMb <= TARGETS.gatewayWithSocketsMb,
      stackMb,
      stackWithin: stackMb <= TARGETS.stackMb,
    };
  } finally {
    baseline?.stop();
    await client.end().catch(() => undefined);
    await system.stop();
  }
  console.log('\nMixed traffic, per route:');
  console.table(report.mixed);
  if (report.mixedTotal && report.mixedCpu) {
    const {
      byProcess,
      wakeUpsByProcess: _wakeUps,
      preemptionsByProcess: _preemptions,
      ...cpu
    } = report.mixedCpu;
    console.table([{ ...report.mixedTotal, ...cpu }]);
    console.log('CPU per request of the mixed traffic, by process (ms):');
    console.table([byProcess]);
  }
  if (report.routeCpu) {
    console.log('CPU per request of each route alone, by process (ms):');
    console.table(
      report.routeCpu.map(
        ({ wakeUpsByProcess: _wakeUps, preemptionsByProcess: _preemptions, ...row }) => row,
      ),
    );
  }
  if (report.mixedCpu && report.routeCpu) {
    console.log('The mix against its routes alone, weighted as in the mix (per request, by process):');
    console.table(mixAgainstRoutes(report.mixedCpu, report.routeCpu));
  }
  console.log(`The same mix at steady rates over ${values.connections} connections (open loop):`);
  console.table(report.steady);
  console.log(
    `Highest steady rate with every route within its target: ${report.capacityWithinTargets} req/s`,
  );
  if (report.capacityWithinTargets) console.table(report.steadyRoutes[report.capacityWithinTargets]);
  console.log('The gateway + NATS hop (main reads, same load):');
  console.table(report.hop);
  console.log('Feeds throughput by posts replicas:');
  console.table(report.replicas);
  console.log('Resident memory (MB):');
  console.table(
    Object.entries(report.memory.peakUnderMixedLoadMb).map(([process, mb]) => ({ process, peakMb: mb })),
  );
  console.table([
    {
      gatewayWith: `${report.memory.gatewayWithSockets.sockets} sockets`,
      gatewayMb: report.memory.gatewayWithSockets.gatewayMb,
      stackMb: report.memory.stackMb,
      servicesWithin: report.memory.servicesWithin,
      gatewayWithin: report.memory.gatewayWithin,
      stackWithin: report.memory.stackWithin,
    },
  ]);
  writeResults(root, 'load', report);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
