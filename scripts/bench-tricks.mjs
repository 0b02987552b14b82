#!/usr/bin/env node
// Measures the tricks routes through the gateway on a community of realistic size. Starts a private copy of
// the system (its own NATS and database; the auth and tricks services and the gateway), then:
//   1. signs up and signs in skaters through the API, whose cookies make the authenticated calls;
//   2. seeds 100,000 more users (imported by the auth service; the tricks service ranks them from its
//      events) and 50 progress records each (5,000,000) with the tricks service's own `seed-bench-content`
//      command, which rebuilds the progress table's indexes after the load;
//   3. drives each route with `wrk` (HTTP/1.1 keep-alive, 50 connections) and prints p50/p95/p99,
//      throughput and errors, also written to bench-results/tricks.json.
// Usage: npm run bench:tricks [-- --users 100000 --per-user 50 --connections 50 --seconds 15
//                                 --only leaderboard --only progress --only setLearned]
// Needs wrk (Debian: apt-get install -y wrk): a load generator in Node would compete for the same two cores
// harder than the system it measures.
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { signInSkaters, timed, writeResults } from './lib/bench.mjs';
import { parseOptions, repeatable, selects } from './lib/cli-options.mjs';
import { drive as driveWrk, driveAccounted, luaCookies, luaList, requireWrk } from './lib/wrk.mjs';
import { seedProgress } from './lib/seed/progress.mjs';
import { seededUserId, seedUsers } from './lib/seed/users.mjs';
import { buildSystem, builtTesting, root } from './lib/workspace.mjs';

const values = parseOptions({
  users: 100_000,
  'per-user': 50,
  connections: 50,
  seconds: 15,
  /** Signed-in skaters: their cookies make the calls, and they are the ones whose progress PUT changes. */
  skaters: 50,
  only: repeatable(),
});
/** The targets, p95 in ms. */
const TARGETS = { leaderboard: 20, progress: 15, setLearned: 30 };

/** @type {(name: string, baseUrl: string, lua: string, seconds?: number) => import('./lib/bench.mjs').LatencyRow} */
const drive = (name, baseUrl, lua, seconds = values.seconds) =>
  driveWrk(name, baseUrl, lua, { seconds, connections: values.connections });

/**
 * @param {import('./lib/bench.mjs').Skater[]} skaters
 * @param {string[]} toggled
 * @returns {{ key: keyof typeof TARGETS, name: string, lua: string }[]}
 */
function routes(skaters, toggled) {
  const sample = Array.from({ length: 2000 }, () =>
    seededUserId(1 + Math.floor(Math.random() * values.users)),
  );
  const common = luaCookies(skaters);
  return [
    {
      key: 'leaderboard',
      name: 'GET /api/leaderboard',
      lua: `${common}
request = function() return wrk.format('GET', '/api/leaderboard', { Cookie = cookie() }) end`,
    },
    {
      key: 'progress',
      name: 'GET /api/progress/{userId}',
      lua: `${common}
local users = ${luaList(sample)}
request = function()
  return wrk.format('GET', '/api/progress/' .. users[math.random(#users)], { Cookie = cookie() })
end`,
    },
    {
      key: 'setLearned',
      name: 'PUT /api/progress/{userId}/{trickId}',
      lua: `${common}
local skaters = ${luaList(skaters.map((skater) => skater.id))}
local tricks = ${luaList(toggled)}
local learned = {}
request = function()
  local s = math.random(#skaters)
  local t = math.random(#tricks)
  local key = s * 1000 + t
  learned[key] = not learned[key]
  return wrk.format('PUT', '/api/progress/' .. skaters[s] .. '/' .. tricks[t], {
    Cookie = cookies[s],
    ['Content-Type'] = 'application/json',
    ['X-Requested-With'] = 'bench',
  }, learned[key] and '{"learned":true}' or '{"learned":false}')
end`,
    },
  ];
}

async function main() {
  requireWrk();
  await buildSystem();
  const { startSystem } = builtTesting();

  console.log('Starting the system (auth, tricks, gateway)…');
  const system = await startSystem({
    label: 'bench_tricks',
    services: ['auth', 'tricks'],
    env: { LOG_LEVEL: 'error', AUTH_SIGNUP_MAX_PER_IP: String(values.skaters * 2) },
  });
  const client = new pg.Client({ connectionString: system.databaseUrl });
  /** @type {object[]} */
  const results = [];
  /** @type {Awaited<ReturnType<typeof seedProgress>> | undefined} */
  let data;
  try {
    await client.connect();
    console.log('Seeding:');
    const skaters = await timed(`${values.skaters} skaters signed up and in through the API`, () =>
      signInSkaters(system.baseUrl, values.skaters),
    );
    await timed('skaters projected by the tricks service', async () => {
      const ids = skaters.map((skater) => skater.id);
      for (;;) {
        const { rows } = await client.query(
          'SELECT count(*)::int AS count FROM tricks.leaderboard_users WHERE user_id = ANY($1::uuid[])',
          [ids],
        );
        if (rows[0].count === ids.length) return;
        await sleep(100);
      }
    });
    await seedUsers(system, client, values.users, ['tricks']);
    data = await seedProgress(system, { users: values.users, perUser: values['per-user'], skaters });
    console.log(`  ${data.users} users, ${data.progress} progress records`);

    const all = routes(skaters, data.toggled).filter((route) => selects(values.only, route.key));
    for (const route of all) drive(`${route.name} (warm-up)`, system.baseUrl, route.lua, 3);
    for (const route of all) {
      console.log(`Driving ${route.name} for ${values.seconds} s with ${values.connections} connections…`);
      const result = await driveAccounted(route.name, system.baseUrl, route.lua, {
        seconds: values.seconds,
        connections: values.connections,
      });
      results.push({ ...result, targetP95: TARGETS[route.key], met: result.p95 <= TARGETS[route.key] });
    }
  } finally {
    await client.end().catch(() => undefined);
    await system.stop();
  }
  console.table(results);
  writeResults(root, 'tricks', {
    at: new Date().toISOString(),
    loadGenerator: `wrk, 1 thread, ${values.connections} connections, ${values.seconds} s per route`,
    data: { users: data.users, progress: data.progress, skaters: values.skaters },
    results,
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
