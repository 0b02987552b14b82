#!/usr/bin/env node
// Measures the feeds and community verification through the gateway on a community of realistic size.
// Starts a private copy of the system (its own NATS and database; auth, tricks, posts, verification and the
// gateway), then:
//   1. signs up and signs in skaters through the API, whose cookies make the calls;
//   2. seeds 100,000 more authors (imported by the auth service; the posts service knows them from its
//      events), then, with the posts service's own `seed-bench-content` command, 1,000,000 posts (one in ten
//      a reply, one in ten a trick video) and 5,000,000 reactions, counts and popular ranks computed from the
//      reactions, and every skater following 200 authors;
//   3. drives the first page of each feed over 50 connections twice: closed loop with `wrk` (every connection
//      sends its next request as soon as the last one answers: the capacity, where latency is connections ÷
//      throughput; `--rounds` times, with the CPU each process of the system spent per page) and open loop at
//      a steady offered rate (latency at that load), printing p50/p95/p99;
//   4. has a skater post trick videos that five others vote "make", and times how long after the verifying
//      vote `GET /api/leaderboard` shows the new score.
// Results are printed and written to bench-results/feeds.json.
// Usage: npm run bench:feeds [-- --users 100000 --posts 1000000 --reactions 5000000 --connections 50
//                                --seconds 15 --rounds 1 --rate 250 --votes 30 --only popular --only following …]
// Needs wrk (Debian: apt-get install -y wrk).
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { api, percentiles, signInSkaters, timed, writeResults } from './lib/bench.mjs';
import { parseOptions, repeatable, selects } from './lib/cli-options.mjs';
import { systemProcesses } from './lib/cpu-use.mjs';
import { driveOpenLoop } from './lib/http-load.mjs';
import { drive, driveAccounted, luaCookies, luaList, requireWrk } from './lib/wrk.mjs';
import { seedPosts } from './lib/seed/posts.mjs';
import { seededUserId, seedUsers } from './lib/seed/users.mjs';
import { buildSystem, builtTesting, root } from './lib/workspace.mjs';

const values = parseOptions({
  users: 100_000,
  posts: 1_000_000,
  reactions: 5_000_000,
  connections: 50,
  seconds: 15,
  skaters: 30,
  follows: 200,
  votes: 30,
  /** Offered load of the open-loop runs: requests per second spread over the connections. */
  rate: 250,
  rounds: 1,
  only: repeatable(),
});
const SKATERS = Math.max(7, values.skaters);
/** Voters on each benchmark clip: the community rule's default number of voters with standing. */
const VOTERS = 3;
/** Closed-loop runs of each route: on a busy machine, compare the medians of several. */
const ROUNDS = Math.max(1, values.rounds);
/** The targets, p95 in ms. */
const FEED_TARGET_MS = 30;
const LEADERBOARD_TARGET_MS = 250;

/** @typedef {import('./lib/bench.mjs').Skater} Skater */

/**
 * @param {string} label
 * @param {() => Promise<boolean>} probe
 */
async function waitFor(label, probe, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe()) return;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${label}`);
    await sleep(100);
  }
}

/**
 * Each feed's first page, for wrk (Lua) and for the open-loop driver (JavaScript), over the same paths.
 * @param {Skater[]} skaters
 * @param {string[]} tricks
 */
function feedRoutes(skaters, tricks) {
  const common = luaCookies(skaters);
  /** @type {(key: string, name: string, prefix: string, items?: string[]) => { key: string, name: string, lua: string, next: () => import('./lib/bench.mjs').HttpRequest }} */
  const route = (key, name, prefix, items) => {
    let n = 0;
    const pathAt = (/** @type {number} */ i) => (items ? prefix + items[i % items.length] : prefix);
    return {
      key,
      name: `GET ${name}`,
      lua: items
        ? `${common}
local items = ${luaList(items)}
request = function() return wrk.format('GET', '${prefix}' .. items[math.random(#items)], { Cookie = cookie() }) end`
        : `${common}\nrequest = function() return wrk.format('GET', '${prefix}', { Cookie = cookie() }) end`,
      next: () => {
        n += 1;
        return { path: pathAt(n), headers: { cookie: skaters[n % skaters.length].cookie } };
      },
    };
  };
  const authors = Array.from({ length: 1000 }, () =>
    seededUserId(1 + Math.floor(Math.random() * values.users)),
  );
  return [
    route('popular', '/api/posts/popular', '/api/posts/popular'),
    route('latest', '/api/posts', '/api/posts'),
    route('following', '/api/posts/following', '/api/posts/following'),
    route('verifications', '/api/posts/type/trick_video', '/api/posts/type/trick_video'),
    route('user', '/api/posts/user/{id}', '/api/posts/user/', authors),
    route('trick', '/api/posts/trick/{trickId}', '/api/posts/trick/', tricks),
  ];
}

/**
 * A skater posts a trick video; three trusted skaters vote make (the community rule wants three voters with
 * standing). The clock starts when the verifying vote is sent and stops when the leaderboard shows the
 * skater's new public score.
 * @param {string} baseUrl
 * @param {Skater[]} skaters
 * @param {string[]} tricks
 */
async function measureVoteToLeaderboard(baseUrl, skaters, tricks) {
  const [poster, ...voters] = skaters;
  const scoreOnLeaderboard = async () => {
    const { body } = await api(baseUrl, 'GET', '/api/leaderboard', { cookie: poster.cookie });
    return body.find((/** @type {{ id: string, score: number }} */ row) => row.id === poster.id)?.score ?? 0;
  };
  const pointsOf = async (/** @type {string} */ trickId) =>
    (await api(baseUrl, 'GET', `/api/tricks/${trickId}`, { cookie: poster.cookie })).body.points;
  /** @type {number[]} */
  const latencies = [];
  for (let round = 0; round < values.votes; round += 1) {
    const trickId = tricks[(round * 13) % tricks.length];
    const before = await scoreOnLeaderboard();
    const { body: post } = await api(baseUrl, 'POST', '/api/posts/trick-video', {
      cookie: poster.cookie,
      body: {
        content: `Bench clip ${round}`,
        videoUrl: `https://videos.example/bench-${round}.mp4`,
        trickIds: [trickId],
      },
    });
    /** @type {string | undefined} */
    let verificationId;
    await waitFor('the verification to open', async () => {
      const { body } = await api(baseUrl, 'GET', `/api/verifications/post/${post.id}`, {
        cookie: poster.cookie,
      });
      verificationId = body[0]?.id;
      return verificationId !== undefined;
    });
    for (const voter of voters.slice(0, VOTERS - 1)) {
      await api(baseUrl, 'POST', `/api/verifications/${verificationId}/vote`, {
        cookie: voter.cookie,
        body: { vote: true },
      });
    }
    const expected = before + (await pointsOf(trickId));
    const started = performance.now();
    const { body: result } = await api(baseUrl, 'POST', `/api/verifications/${verificationId}/vote`, {
      cookie: voters[VOTERS - 1].cookie,
      body: { vote: true },
    });
    if (!result.autoVerified) {
      throw new Error(
        `Round ${round}: the last make vote did not verify the trick: ${JSON.stringify(result)}`,
      );
    }
    await waitFor(
      'the leaderboard to show the new score',
      async () => (await scoreOnLeaderboard()) >= expected,
      10_000,
    );
    latencies.push(performance.now() - started);
  }
  return {
    name: 'verifying vote → GET /api/leaderboard',
    rounds: latencies.length,
    ...percentiles(latencies),
  };
}

/**
 * Trusted skaters weigh 5 from their first day: the benchmark's voters need standing, not history. Granted
 * with the auth service's own command, whose event reaches the verification service.
 * @param {import('@boonies/testing').RunningSystem} system
 * @param {import('./lib/bench.mjs').Queryable} client
 * @param {Skater[]} voters
 */
async function trustVoters(system, client, voters) {
  await system.runCommand('auth', ['grant-role', 'trusted', ...voters.map((voter) => voter.email)]);
  await waitFor('the voters to be trusted', async () => {
    const { rows } = await client.query(
      'SELECT count(*)::int AS trusted FROM verification.voters WHERE user_id = ANY($1::uuid[]) AND is_trusted',
      [voters.map((voter) => voter.id)],
    );
    return rows[0].trusted === voters.length;
  });
}

/**
 * Per route, the medians over the closed-loop rounds of throughput and CPU per page: the whole machine's and
 * the system's own processes'.
 * @param {Record<string, any>[]} rows
 */
function medianCpuByRoute(rows) {
  const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[values.length >> 1];
  const closedLoop = rows.filter((row) => String(row.load).startsWith('closed loop'));
  return [...new Set(closedLoop.map((row) => row.name))].map((name) => {
    const rounds = closedLoop.filter((row) => row.name === name);
    const columns = Object.keys(rounds[0]).filter(
      (key) =>
        key === 'throughput' || key === 'cpuMsPerRequest' || key.endsWith(' ms') || key === 'processesCpuMs',
    );
    return {
      name,
      rounds: rounds.length,
      ...Object.fromEntries(columns.map((key) => [key, median(rounds.map((row) => row[key]))])),
    };
  });
}

async function main() {
  requireWrk();
  await buildSystem();
  const { startSystem } = builtTesting();

  console.log('Starting the system (auth, tricks, posts, verification, gateway)…');
  const system = await startSystem({
    label: 'bench_feeds',
    services: ['auth', 'tricks', 'posts', 'verification'],
    // Every skater signs up from this machine: without a window they are not look-alikes of each other.
    env: {
      LOG_LEVEL: 'error',
      AUTH_SIGNUP_MAX_PER_IP: String(SKATERS * 2),
      AUTO_VERIFY_SIGNAL_WINDOW_HOURS: '0',
    },
  });
  const client = new pg.Client({ connectionString: system.databaseUrl });
  /** @type {object[]} */
  const results = [];
  /** @type {Awaited<ReturnType<typeof seedPosts>> | undefined} */
  let data;
  /** @type {object | undefined} */
  let voteToLeaderboard;
  try {
    await client.connect();
    console.log('Seeding:');
    const skaters = await timed(`${SKATERS} skaters signed up and in through the API`, () =>
      signInSkaters(system.baseUrl, SKATERS, 'feeds'),
    );
    await timed('skaters and the catalogue projected by the posts service', () =>
      waitFor('projections', async () => {
        const { rows } = await client.query(
          `SELECT (SELECT count(*) FROM posts.authors WHERE user_id = ANY($1::uuid[]))::int AS skaters,
                  (SELECT count(*) FROM posts.tricks)::int AS tricks`,
          [skaters.map((skater) => skater.id)],
        );
        return rows[0].skaters === skaters.length && rows[0].tricks >= 400;
      }),
    );
    await seedUsers(system, client, values.users, ['posts', 'tricks', 'verification']);
    data = await seedPosts(system, {
      users: values.users,
      posts: values.posts,
      reactions: values.reactions,
      skaters,
      follows: values.follows,
    });
    console.log(
      `  ${data.authors} authors, ${data.posts} posts, ${data.reactions} reactions, ${data.follows} follows`,
    );

    const routes = feedRoutes(skaters, data.tricks).filter((route) => selects(values.only, route.key));
    const options = { seconds: values.seconds, connections: values.connections };
    for (const route of routes)
      drive(`${route.name} (warm-up)`, system.baseUrl, route.lua, { ...options, seconds: 3 });
    const processes = systemProcesses(system, ['posts']);
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const route of routes) {
        console.log(
          `Driving ${route.name} for ${values.seconds} s with ${values.connections} connections (round ${round})…`,
        );
        const capacity = await driveAccounted(route.name, system.baseUrl, route.lua, options, processes);
        results.push({
          ...capacity,
          load: ROUNDS > 1 ? `closed loop (capacity), round ${round}` : 'closed loop (capacity)',
          targetP95: FEED_TARGET_MS,
          met: capacity.p95 <= FEED_TARGET_MS,
        });
      }
    }
    for (const route of routes) {
      const { total: paced } = await driveOpenLoop(route.name, system.baseUrl, route.next, {
        ...options,
        rate: values.rate,
      });
      results.push({
        ...paced,
        load: `open loop, ${values.rate} req/s`,
        targetP95: FEED_TARGET_MS,
        met: paced.p95 <= FEED_TARGET_MS,
      });
    }
    if (selects(values.only, 'vote')) {
      console.log(`Timing ${values.votes} verifying votes until the leaderboard shows them…`);
      await trustVoters(system, client, skaters.slice(1, 1 + VOTERS));
      const measured = await measureVoteToLeaderboard(system.baseUrl, skaters, data.tricks);
      voteToLeaderboard = {
        ...measured,
        targetP95: LEADERBOARD_TARGET_MS,
        met: measured.p95 <= LEADERBOARD_TARGET_MS,
      };
    }
  } finally {
    await client.end().catch(() => undefined);
    await system.stop();
  }
  console.table(results);
  const medians = medianCpuByRoute(results);
  if (ROUNDS > 1) console.table(medians);
  if (voteToLeaderboard) console.table([voteToLeaderboard]);
  writeResults(root, 'feeds', {
    at: new Date().toISOString(),
    loadGenerator: `wrk (closed loop, 1 thread) and an open-loop driver at ${values.rate} req/s; ${values.connections} connections, ${values.seconds} s per route`,
    data: { authors: data.authors, posts: data.posts, reactions: data.reactions, follows: data.follows },
    results,
    medians,
    voteToLeaderboard,
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
