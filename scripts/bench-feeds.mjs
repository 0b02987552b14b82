#!/usr/bin/env node
// Measures the feeds and community verification through the gateway on a community of realistic size.
// Starts a private copy of the system (its own NATS and database; auth, tricks, posts, verification and the
// gateway), then:
//   1. signs up and signs in skaters through the API, whose cookies make the calls;
//   2. seeds 100,000 more authors, 1,000,000 posts (one in ten a reply, one in ten a trick video) and
//      5,000,000 reactions directly in the posts service's tables with generate_series, counts and popular
//      ranks computed from the reactions, and every skater following 200 authors;
//   3. drives the first page of each feed over 50 connections twice: closed loop with `wrk` (every connection
//      sends its next request as soon as the last one answers: the capacity, where latency is connections ÷
//      throughput) and open loop at a steady offered rate (latency at that load), printing p50/p95/p99;
//   4. has a skater post trick videos that five others vote "make", and times how long after the verifying
//      vote `GET /api/leaderboard` shows the new score.
// Results are printed and written to bench-results/feeds.json.
// Usage: npm run bench:feeds [-- --users 100000 --posts 1000000 --reactions 5000000 --connections 50
//                                --seconds 15 --rate 250 --votes 30 --only popular --only following …]
// Needs wrk (Debian: apt-get install -y wrk).
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  api,
  drive,
  driveOpenLoop,
  luaCookies,
  luaList,
  orderedUuid,
  orderedUuidSql,
  percentiles,
  requireWrk,
  signInSkaters,
  timed,
  withoutIndexes,
  writeResults,
} from './lib/bench.mjs';
import { run } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    posts: { type: 'string', default: '1000000' },
    reactions: { type: 'string', default: '5000000' },
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '15' },
    skaters: { type: 'string', default: '30' },
    follows: { type: 'string', default: '200' },
    votes: { type: 'string', default: '30' },
    rate: { type: 'string', default: '250' },
    only: { type: 'string', multiple: true },
  },
});
const USERS = Number(values.users);
const POSTS = Number(values.posts);
const REACTIONS = Number(values.reactions);
const CONNECTIONS = Number(values.connections);
const SECONDS = Number(values.seconds);
const SKATERS = Math.max(7, Number(values.skaters));
const FOLLOWS = Number(values.follows);
const VOTE_ROUNDS = Number(values.votes);
/** Offered load of the open-loop runs: requests per second spread over the connections. */
const RATE = Number(values.rate);
/** The targets, p95 in ms. */
const FEED_TARGET_MS = 30;
const LEADERBOARD_TARGET_MS = 250;
/** Post n (1-based) is a reply when n % 10 = 0 (to post n − 1), a trick video when n % 10 = 5. */
const TOP_LEVEL = POSTS - Math.floor(POSTS / 10);

const seededAuthorSql = (expression) => orderedUuidSql('b', expression);
const seededPostSql = (expression) => orderedUuidSql('d', expression);

async function waitFor(label, probe, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe()) return;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${label}`);
    await sleep(100);
  }
}

/** The bulk load, in the posts service's own tables. */
async function seed(client, skaters) {
  const { popularityRankSql } = require(path.join(root, 'services/posts/dist/posts/popularity.js'));
  const tricks = (await client.query('SELECT id FROM posts.tricks ORDER BY id')).rows.map((row) => row.id);
  await client.query(`CREATE TEMP TABLE bench_tricks AS
    SELECT (row_number() OVER (ORDER BY id) - 1)::int AS position, id FROM posts.tricks`);

  await timed(`${USERS} authors`, () =>
    client.query(
      `INSERT INTO posts.authors (user_id, username, display_name, avatar_url, pro_status, amateur_status,
                                  flow_status, is_brand, is_admin, is_trusted, is_active, email, updated_at)
       SELECT ${seededAuthorSql('u')}, 'skater-' || u, 'Skater ' || u, 'https://avatars.example/' || u || '.png',
              u % 20 = 0, u % 10 = 1, u % 10 = 2, u % 100 = 3, false, u % 50 = 0, true,
              'skater-' || u || '@example.com', now()
         FROM generate_series(1, $1::int) AS u`,
      [USERS],
    ),
  );

  const dependents = ['posts.reactions', 'posts.post_tags', 'posts.post_verifications'];
  const load = async () => {
    // Posts spread over the last ~230 days, newest last; authors spread over every seeded user.
    await timed(`${POSTS} posts`, () =>
      client.query(
        `INSERT INTO posts.posts (id, user_id, content, image_url, video_url, post_type, parent_post_id,
                                  tagged_tricks, verification_status, popularity_rank, created_at)
         SELECT ${seededPostSql('n')}, ${seededAuthorSql('1 + (n * 7919) % $2::int')},
                'Session clip number ' || n || ' at the park',
                CASE WHEN n % 10 = 3 THEN 'https://images.example/' || n || '.jpg' END,
                CASE WHEN n % 10 IN (4, 5) THEN 'https://videos.example/' || n || '.mp4' END,
                CASE n % 10 WHEN 0 THEN 'reply' WHEN 3 THEN 'image' WHEN 4 THEN 'video'
                            WHEN 5 THEN 'trick_video' ELSE 'text' END,
                CASE WHEN n % 10 = 0 THEN ${seededPostSql('n - 1')} END,
                CASE WHEN n % 10 = 5 THEN ARRAY[(SELECT id FROM bench_tricks WHERE position = n % $3::int)]
                     ELSE '{}' END,
                CASE WHEN n % 10 = 5 THEN (CASE WHEN n % 7 = 0 THEN 'approved' ELSE 'pending' END) END,
                0, date_trunc('milliseconds', now() - ($1::int - n) * interval '20 seconds')
           FROM generate_series(1, $1::int) AS n`,
        [POSTS, USERS, tricks.length],
      ),
    );
    await client.query(`UPDATE posts.posts SET is_verified = true WHERE verification_status = 'approved'`);
    await client.query(`INSERT INTO posts.post_tags (post_id, trick_id, created_at)
      SELECT id, tagged_tricks[1], created_at FROM posts.posts WHERE post_type = 'trick_video'`);
    await client.query(`INSERT INTO posts.post_verifications
        (verification_id, post_id, trick_id, votes_for, votes_against, is_verified, removed, revision)
      SELECT ${orderedUuidSql('e', 'row_number() OVER ()')}, id, tagged_tricks[1],
             length(content) % 7, length(content) % 3, is_verified, false, 1
        FROM posts.posts WHERE post_type = 'trick_video'`);

    // Reaction r goes to top-level post (r − 1) mod TOP_LEVEL from a user that differs per round.
    await timed(`${REACTIONS} reactions`, () =>
      client.query(
        `INSERT INTO posts.reactions (post_id, user_id, reaction_type, weight, created_at)
         SELECT ${seededPostSql('(i / 9) * 10 + i % 9 + 1')},
                ${seededAuthorSql('1 + (i * 31 + k * 7919) % $3::int')},
                CASE WHEN r % 5 = 0 THEN 'dislike' ELSE 'like' END,
                CASE WHEN (i * 31 + k * 7919) % $3::int % 50 = 49 THEN 5 ELSE 1 END, now()
           FROM generate_series(0, $1::int - 1) AS r,
                LATERAL (SELECT r % $2::int AS i, r / $2::int AS k) AS slot`,
        [REACTIONS, TOP_LEVEL, USERS],
      ),
    );
    await timed('counts and popular ranks computed from the reactions and replies', async () => {
      await client.query(`
        UPDATE posts.posts p SET like_count = c.likes, dislike_count = c.dislikes, reaction_score = c.score
          FROM (SELECT post_id, count(*) FILTER (WHERE reaction_type = 'like')::int AS likes,
                       count(*) FILTER (WHERE reaction_type = 'dislike')::int AS dislikes,
                       sum(CASE WHEN reaction_type = 'like' THEN weight ELSE -weight END)::int AS score
                  FROM posts.reactions GROUP BY post_id) c
         WHERE p.id = c.post_id`);
      await client.query(`
        UPDATE posts.posts p SET reply_count = c.replies
          FROM (SELECT parent_post_id, count(*)::int AS replies FROM posts.posts
                 WHERE parent_post_id IS NOT NULL GROUP BY parent_post_id) c
         WHERE p.id = c.parent_post_id`);
      await client.query(
        `UPDATE posts.posts SET popularity_rank = ${popularityRankSql('(reaction_score + reply_count)', 'created_at')}`,
      );
    });
  };
  // Dependent tables first: their foreign keys point at the posts' primary key.
  const nested = dependents.reduceRight(
    (inner, table) => () => withoutIndexes(client, table, inner),
    () => withoutIndexes(client, 'posts.posts', load),
  );
  await nested();

  await timed(`${SKATERS} skaters following ${FOLLOWS} authors each`, () =>
    client.query(
      `INSERT INTO posts.follows (follower_id, following_id, is_following, changed_at)
       SELECT s.id, ${seededAuthorSql('1 + (s.n * 104729 + f * 499) % $2::int')}, true, now()
         FROM unnest($1::uuid[]) WITH ORDINALITY AS s(id, n), generate_series(1, $3::int) AS f
       ON CONFLICT DO NOTHING`,
      [skaters.map((skater) => skater.id), USERS, FOLLOWS],
    ),
  );
  await timed('VACUUM ANALYZE', async () => {
    for (const table of ['posts', 'reactions', 'authors', 'follows', 'post_tags']) {
      await client.query(`VACUUM ANALYZE posts.${table}`);
    }
  });
  const { rows } = await client.query(
    `SELECT (SELECT count(*) FROM posts.authors)::int AS authors, (SELECT count(*) FROM posts.posts)::int AS posts,
            (SELECT count(*) FROM posts.reactions)::int AS reactions,
            (SELECT count(*) FROM posts.follows)::int AS follows`,
  );
  return { ...rows[0], tricks };
}

/** Each feed's first page, for wrk (Lua) and for the open-loop driver (JavaScript), over the same paths. */
function feedRoutes(skaters, tricks) {
  const common = luaCookies(skaters);
  const route = (key, name, prefix, items) => {
    let n = 0;
    const pathAt = (i) => (items ? prefix + items[i % items.length] : prefix);
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
  const authors = Array.from({ length: 1000 }, () => orderedUuid('b', 1 + Math.floor(Math.random() * USERS)));
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
 * A skater posts a trick video; five others vote make. The clock starts when the verifying vote is sent
 * and stops when the leaderboard shows the skater's new public score.
 */
async function measureVoteToLeaderboard(baseUrl, skaters, tricks) {
  const [poster, ...voters] = skaters;
  const scoreOnLeaderboard = async () => {
    const { body } = await api(baseUrl, 'GET', '/api/leaderboard', { cookie: poster.cookie });
    return body.find((row) => row.id === poster.id)?.score ?? 0;
  };
  const pointsOf = async (trickId) =>
    (await api(baseUrl, 'GET', `/api/tricks/${trickId}`, { cookie: poster.cookie })).body.points;
  const latencies = [];
  for (let round = 0; round < VOTE_ROUNDS; round += 1) {
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
    let verificationId;
    await waitFor('the verification to open', async () => {
      const { body } = await api(baseUrl, 'GET', `/api/verifications/post/${post.id}`, {
        cookie: poster.cookie,
      });
      verificationId = body[0]?.id;
      return verificationId !== undefined;
    });
    for (const voter of voters.slice(0, 4)) {
      await api(baseUrl, 'POST', `/api/verifications/${verificationId}/vote`, {
        cookie: voter.cookie,
        body: { vote: true },
      });
    }
    const expected = before + (await pointsOf(trickId));
    const started = performance.now();
    const { body: result } = await api(baseUrl, 'POST', `/api/verifications/${verificationId}/vote`, {
      cookie: voters[4].cookie,
      body: { vote: true },
    });
    if (!result.autoVerified) throw new Error(`Round ${round}: the fifth make vote did not verify the trick`);
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

async function main() {
  requireWrk();
  await run('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static', '--exclude=web'], { cwd: root });
  const { startSystem } = require(path.join(root, 'libs/testing'));

  console.log('Starting the system (auth, tricks, posts, verification, gateway)…');
  const system = await startSystem({
    label: 'bench_feeds',
    services: ['auth', 'tricks', 'posts', 'verification'],
    env: { LOG_LEVEL: 'error', AUTH_SIGNUP_MAX_PER_IP: String(SKATERS * 2) },
  });
  const client = new pg.Client({ connectionString: system.databaseUrl });
  const results = [];
  let data;
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
    data = await seed(client, skaters);
    console.log(
      `  ${data.authors} authors, ${data.posts} posts, ${data.reactions} reactions, ${data.follows} follows`,
    );

    const routes = feedRoutes(skaters, data.tricks).filter(
      (route) => !values.only || values.only.includes(route.key),
    );
    const options = { seconds: SECONDS, connections: CONNECTIONS };
    for (const route of routes)
      drive(`${route.name} (warm-up)`, system.baseUrl, route.lua, { ...options, seconds: 3 });
    for (const route of routes) {
      console.log(`Driving ${route.name} for ${SECONDS} s with ${CONNECTIONS} connections…`);
      const capacity = drive(route.name, system.baseUrl, route.lua, options);
      results.push({
        ...capacity,
        load: 'closed loop (capacity)',
        targetP95: FEED_TARGET_MS,
        met: capacity.p95 <= FEED_TARGET_MS,
      });
      const paced = await driveOpenLoop(route.name, system.baseUrl, route.next, { ...options, rate: RATE });
      results.push({
        ...paced,
        load: `open loop, ${RATE} req/s`,
        targetP95: FEED_TARGET_MS,
        met: paced.p95 <= FEED_TARGET_MS,
      });
    }
    if (!values.only || values.only.includes('vote')) {
      console.log(`Timing ${VOTE_ROUNDS} verifying votes until the leaderboard shows them…`);
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
  if (voteToLeaderboard) console.table([voteToLeaderboard]);
  writeResults(root, 'feeds', {
    at: new Date().toISOString(),
    loadGenerator: `wrk (closed loop, 1 thread) and an open-loop driver at ${RATE} req/s; ${CONNECTIONS} connections, ${SECONDS} s per route`,
    data: { authors: data.authors, posts: data.posts, reactions: data.reactions, follows: data.follows },
    results,
    voteToLeaderboard,
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
