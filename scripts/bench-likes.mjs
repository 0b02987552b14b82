#!/usr/bin/env node
// Measures live like counts through the gateway: many tabs watching one popular post while it is liked.
// Starts a private copy of the system (its own NATS and database; auth, posts and the gateway), then:
//   1. signs up and signs in skaters through the API: `--likers` who like, `--watchers` whose tabs watch;
//   2. one skater posts; `--sockets` socket.io connections (spread over the watchers) send `posts:watch`
//      with the post;
//   3. the likers like the post one after another at a steady `--rate` (each like once), while every
//      socket records each `post:likes` push;
//   4. reports the pushes sent per like (against one push per like per socket, pushing every like), the
//      latency from a like's request leaving to the first push carrying its count (or more) on each
//      socket (p50/p95/p99), and the CPU each process of the system spent per like.
// Results are printed and written to bench-results/likes.json.
// Usage: npm run bench:likes [-- --sockets 1000 --watchers 20 --likers 100 --rate 10]
import { setTimeout as sleep } from 'node:timers/promises';
import { api, percentiles, signInSkaters, timed, writeResults } from './lib/bench.mjs';
import { parseOptions } from './lib/cli-options.mjs';
import { cpuPerRequest, systemProcesses, untilQuiet } from './lib/cpu-use.mjs';
import { openSocket } from './lib/http-load.mjs';
import { buildSystem, builtTesting, root } from './lib/workspace.mjs';

const values = parseOptions({
  sockets: 1000,
  watchers: 20,
  likers: 100,
  /** Likes per second, each from a different skater. */
  rate: 10,
});
const WATCHERS = Math.max(1, values.watchers);
const LIKERS = Math.max(1, values.likers);
/** How long after the last like a push may still arrive. */
const SETTLE_MS = 5_000;
/** The target: a viewer sees the count change within a second or two. */
const LATENCY_TARGET_MS = 2_000;

async function main() {
  await buildSystem();
  const { startSystem } = builtTesting();
  console.log('Starting the system (auth, posts, gateway)…');
  const system = await startSystem({
    label: 'bench_likes',
    services: ['auth', 'posts'],
    env: { LOG_LEVEL: 'error', AUTH_SIGNUP_MAX_PER_IP: String((WATCHERS + LIKERS + 1) * 2) },
  });
  /** @type {import('socket.io-client').Socket[]} */
  const sockets = [];
  try {
    console.log('Seeding:');
    const [author, ...watchers] = await timed(`${WATCHERS + 1} watchers signed up and in`, () =>
      signInSkaters(system.baseUrl, WATCHERS + 1, 'watcher'),
    );
    const likers = await timed(`${LIKERS} likers signed up and in`, () =>
      signInSkaters(system.baseUrl, LIKERS, 'liker'),
    );
    // The posts service learns of new accounts from events: a like by an account it does not know yet
    // would still count, but the post's author must be known for the post to show.
    await sleep(2_000);
    const { body: post } = await api(system.baseUrl, 'POST', '/api/posts', {
      cookie: author.cookie,
      body: { content: 'The popular post' },
    });

    /** Per socket: each push's arrival and the likes it carried. */
    /** @type {{ at: number, likes: number }[][]} */
    const pushes = [];
    await timed(`${values.sockets} sockets connected and watching`, async () => {
      for (let start = 0; start < values.sockets; start += 50) {
        const batch = Array.from({ length: Math.min(50, values.sockets - start) }, async (_, offset) => {
          const socket = await openSocket(
            system.baseUrl,
            watchers[(start + offset) % watchers.length].cookie,
          );
          /** @type {{ at: number, likes: number }[]} */
          const heard = [];
          socket.on('post:likes', (/** @type {{ postId: string, likes: number }} */ push) => {
            if (push.postId === post.id) heard.push({ at: performance.now(), likes: push.likes });
          });
          const answer = await socket.timeout(10_000).emitWithAck('posts:watch', { postIds: [post.id] });
          if (answer.postIds?.[0] !== post.id) throw new Error(`Watch refused: ${JSON.stringify(answer)}`);
          sockets.push(socket);
          pushes.push(heard);
        });
        await Promise.all(batch);
      }
    });

    /** Per like: when its request left and the count it made. */
    /** @type {{ at: number, likes: number }[]} */
    const likes = [];
    let failures = 0;
    console.log(`Liking at ${values.rate}/s, ${LIKERS} likes…`);
    const cpu = await cpuPerRequest(systemProcesses(system, ['posts']), 1, async () => {
      const started = performance.now();
      /** @type {Promise<void>[]} */
      const requests = [];
      for (const [n, liker] of likers.entries()) {
        const wait = started + (n * 1000) / values.rate - performance.now();
        if (wait > 0) await sleep(wait);
        const at = performance.now();
        requests.push(
          api(system.baseUrl, 'POST', '/api/reactions', {
            cookie: liker.cookie,
            body: { postId: post.id, reactionType: 'like' },
          }).then(
            ({ body }) => {
              if (typeof body?.likes === 'number') likes.push({ at, likes: body.likes });
              else failures += 1;
            },
            () => {
              failures += 1;
            },
          ),
        );
      }
      await Promise.all(requests);
      await sleep(SETTLE_MS);
      await untilQuiet();
      return { requests: likes.length };
    });

    const pushCount = pushes.reduce((sum, heard) => sum + heard.length, 0);
    /** @type {number[]} */
    const latencies = [];
    let neverSeen = 0;
    for (const heard of pushes) {
      for (const like of likes) {
        const shown = heard.find((push) => push.likes >= like.likes && push.at >= like.at);
        if (shown) latencies.push(shown.at - like.at);
        else neverSeen += 1;
      }
    }
    const finalCounts = new Set(pushes.map((heard) => heard.at(-1)?.likes ?? 0));
    const gateway = cpu.rows.find((row) => row.process === 'gateway')?.cpuMsPerRequest ?? 0;
    const result = {
      name: `${LIKERS} likes at ${values.rate}/s → post:likes on ${sockets.length} watching sockets`,
      likes: likes.length,
      failures,
      pushes: pushCount,
      pushesPerLike: +(pushCount / likes.length).toFixed(1),
      pushesPerLikePerSocket: +(pushCount / likes.length / sockets.length).toFixed(3),
      naivePushesPerLike: sockets.length,
      finalCountsSeen: [...finalCounts].join(', '),
      neverSeen,
      ...percentiles(latencies),
      targetP95: LATENCY_TARGET_MS,
      gatewayCpuMsPerLike: gateway,
      gatewayCpuMsPerPush: +((gateway * likes.length) / Math.max(1, pushCount)).toFixed(4),
      processesCpuMsPerLike: +cpu.rows
        .filter((row) => !row.process.startsWith('everything else'))
        .reduce((sum, row) => sum + row.cpuMsPerRequest, 0)
        .toFixed(3),
    };
    console.table([result]);
    console.table(cpu.rows);
    writeResults(root, 'likes', {
      at: new Date().toISOString(),
      sockets: sockets.length,
      watchers: WATCHERS,
      likers: LIKERS,
      rate: values.rate,
      result,
      cpu: cpu.rows,
    });
  } finally {
    for (const socket of sockets) socket.disconnect();
    await system.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
