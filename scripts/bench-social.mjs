#!/usr/bin/env node
// Measures user search and live direct messages through the gateway at the scale. Starts a private
// copy of the system (its own NATS and database; auth, social, messaging and the gateway), then:
//   1. signs up and signs in skaters through the API, whose cookies make the calls;
//   2. seeds 100,000 more users with the auth service's own import (skater-like usernames and display
//      names; they never sign in, so they have no password anyone knows) and waits until the social
//      service's copy of the accounts, which search reads, holds them all;
//   3. drives `GET /api/users/search?q=…` (answered by the social service) with `wrk` (50 connections)
//      over a mix of exact usernames, username and display-name prefixes and misspelt names, and prints
//      p50/p95/p99 and throughput, then drives each kind of query alone and prints the CPU each costs;
//   4. opens 1,000 socket.io connections to the gateway, spread over the signed-in skaters (about 50 tabs
//      each), sends messages between pairs of skaters through `POST /api/messages` at a steady rate, and
//      times each delivery from the moment the sender's request leaves to the `message:new` push reaching
//      each of the recipient's sockets.
// Results are printed and written to bench-results/social.json.
// Usage: npm run bench:social [-- --users 100000 --connections 50 --seconds 15 --sockets 1000
//                                 --skaters 20 --rate 50 --send-seconds 20 --kind-seconds 5
//                                 --warm-up-seconds 20 --only search --only sockets]
// Needs wrk (Debian: apt-get install -y wrk).
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { api, percentiles, signInSkaters, timed, writeResults } from './lib/bench.mjs';
import { parseOptions, repeatable, selects } from './lib/cli-options.mjs';
import { systemProcesses } from './lib/cpu-use.mjs';
import { openSocket } from './lib/http-load.mjs';
import { drive, driveAccounted, luaCookies, luaList, requireWrk } from './lib/wrk.mjs';
import { FIRST_NAMES, LAST_NAMES, seededDisplayName, seededUsername, seedUsers } from './lib/seed/users.mjs';
import { buildSystem, builtTesting, root } from './lib/workspace.mjs';

const values = parseOptions({
  users: 100_000,
  connections: 50,
  seconds: 15,
  sockets: 1000,
  skaters: 20,
  rate: 50,
  'send-seconds': 20,
  /** How long each kind of search query is driven alone after the mix (0 skips it). */
  'kind-seconds': 5,
  /** The search mix driven, unmeasured, first: until the statements' plans and compiled code settle. */
  'warm-up-seconds': 20,
  only: repeatable(),
});
const SKATERS = Math.max(2, values.skaters);
const wanted = (/** @type {string} */ part) => selects(values.only, part);
/** The targets, p95 in ms. */
const SEARCH_TARGET_MS = 20;
const DELIVERY_TARGET_MS = 50;
/** How long a push may take before it counts as lost. */
const DELIVERY_DEADLINE_MS = 5_000;

/**
 * A character dropped, two swapped or one doubled: the typos the fuzzy tier exists for.
 * @param {string} word
 * @param {number} n
 */
function misspell(word, n) {
  const at = 1 + (n % (word.length - 2));
  switch (n % 3) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    default:
      return word.slice(0, at) + word[at] + word.slice(at);
  }
}

/**
 * The kinds of query the search mix is made of, each with its share of the mix (in tenths) and the query it
 * asks for seeded user n: an exact username, a username prefix, a display-name prefix, and misspellings of a
 * username's words and of a surname.
 * @type {{ kind: string, tenths: number, query: (n: number) => string }[]}
 */
const SEARCH_KINDS = [
  { kind: 'exact username', tenths: 3, query: (n) => seededUsername(n) },
  { kind: 'username prefix', tenths: 2, query: (n) => seededUsername(n).slice(0, 3 + (n % 6)) },
  {
    kind: 'display-name prefix',
    tenths: 2,
    query: (n) => {
      const name = displayNameOf(n);
      return name.slice(0, 2 + (n % (name.length - 2))).toLowerCase();
    },
  },
  {
    kind: 'misspelt username',
    tenths: 2,
    query: (n) => misspell(seededUsername(n).replace(/\d+$/, ''), n),
  },
  {
    kind: 'misspelt surname',
    tenths: 1,
    query: (n) => misspell(displayNameOf(n).split(' ')[1].toLowerCase(), n),
  },
];

/** @param {number} n */
function displayNameOf(n) {
  return seededDisplayName(n) ?? `${FIRST_NAMES[n % FIRST_NAMES.length]} ${LAST_NAMES[0]}`;
}

/** @param {string} query */
const searchRoute = (query) => `/api/users/search?q=${encodeURIComponent(query)}`;

/** The search mix: 30 % exact usernames, 40 % prefixes (username and display name), 30 % misspellings. */
function searchQueries(count = 3000) {
  /** @type {string[]} */
  const queries = [];
  const byTenth = SEARCH_KINDS.flatMap((kind) => Array.from({ length: kind.tenths }, () => kind));
  for (let index = 0; index < count; index += 1) {
    const n = 1 + Math.floor(Math.random() * values.users);
    queries.push(byTenth[index % 10].query(n));
  }
  return queries.map(searchRoute);
}

/** @param {(typeof SEARCH_KINDS)[number]} kind */
function queriesOfKind(kind, count = 1000) {
  return Array.from({ length: count }, () =>
    searchRoute(kind.query(1 + Math.floor(Math.random() * values.users))),
  );
}

/**
 * @param {{ cookie: string }[]} skaters
 * @param {string[]} routes
 */
function searchLua(skaters, routes) {
  return `${luaCookies(skaters)}
local routes = ${luaList(routes)}
request = function() return wrk.format('GET', routes[math.random(#routes)], { Cookie = cookie() }) end`;
}

/**
 * @param {{ cookie: string }[]} skaters
 * @param {string} route
 */
function fixedLua(skaters, route) {
  return `${luaCookies(skaters)}
request = function() return wrk.format('GET', '${route}', { Cookie = cookie() }) end`;
}

/**
 * Opens --sockets tabs spread evenly over the skaters, then has skater i message skater i + 1 (a ring) at
 * --rate messages per second for --send-seconds. Every recipient tab's `message:new` for a message is one
 * delivery; its latency runs from just before the sender's request to the push arriving.
 * @param {string} baseUrl
 * @param {import('./lib/bench.mjs').Skater[]} skaters
 */
async function measureDelivery(baseUrl, skaters) {
  /** @type {{ owner: import('./lib/bench.mjs').Skater, socket: import('socket.io-client').Socket }[]} */
  const sockets = [];
  await timed(`${values.sockets} sockets connected`, async () => {
    for (let start = 0; start < values.sockets; start += 50) {
      const batch = Array.from({ length: Math.min(50, values.sockets - start) }, (_, offset) => {
        const owner = skaters[(start + offset) % skaters.length];
        return openSocket(baseUrl, owner.cookie).then((socket) => ({ owner, socket }));
      });
      sockets.push(...(await Promise.all(batch)));
    }
  });
  const tabsOf = new Map(skaters.map((skater) => [skater.id, 0]));
  for (const { owner } of sockets) tabsOf.set(owner.id, (tabsOf.get(owner.id) ?? 0) + 1);

  /** Per message sequence number: when its request left, and how many recipient tabs have heard it. */
  /** @type {Map<number, { at: number, heard: number, expected: number }>} */
  const sent = new Map();
  /** @type {number[]} */
  const latencies = [];
  let strayPushes = 0;
  for (const { owner, socket } of sockets) {
    socket.on('message:new', (/** @type {{ recipientId: string, content: string }} */ push) => {
      const arrived = performance.now();
      if (push.recipientId !== owner.id) return; // the sender's own tabs hear it too; not a delivery
      const match = /^bench (\d+)$/.exec(push.content);
      const entry = match && sent.get(Number(match[1]));
      if (!entry) {
        strayPushes += 1;
        return;
      }
      entry.heard += 1;
      latencies.push(arrived - entry.at);
    });
  }

  const total = Math.round(values.rate * values['send-seconds']);
  /** @type {string[]} */
  const failures = [];
  /** @type {Promise<number>[]} */
  const requests = [];
  /**
   * How long each send's HTTP answer took: the part of a delivery spent before the event is published.
   * @type {number[]}
   */
  const answered = [];
  const started = performance.now();
  console.log(`Sending ${total} messages at ${values.rate}/s between ${skaters.length} skaters…`);
  for (let seq = 0; seq < total; seq += 1) {
    // A steady schedule: message seq leaves at seq / --rate seconds, however long earlier requests take.
    const due = started + (seq * 1000) / values.rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const sender = skaters[seq % skaters.length];
    const recipient = skaters[(seq + 1) % skaters.length];
    const entry = { at: performance.now(), heard: 0, expected: tabsOf.get(recipient.id) ?? 0 };
    sent.set(seq, entry);
    requests.push(
      api(baseUrl, 'POST', '/api/messages', {
        cookie: sender.cookie,
        body: { recipientId: recipient.id, content: `bench ${seq}` },
      }).then(
        () => answered.push(performance.now() - entry.at),
        (/** @type {Error} */ error) => failures.push(error.message),
      ),
    );
  }
  await Promise.all(requests);
  const expected = [...sent.values()].reduce((sum, entry) => sum + entry.expected, 0);
  const deadline = performance.now() + DELIVERY_DEADLINE_MS;
  while (latencies.length < expected && performance.now() < deadline) await sleep(50);
  for (const { socket } of sockets) socket.disconnect();
  if (failures.length > 0) console.warn(`  ${failures.length} sends failed, e.g. ${failures[0]}`);
  const missing = expected - latencies.length;
  return {
    name: 'POST /api/messages → recipient socket message:new',
    sockets: sockets.length,
    skaters: skaters.length,
    messages: total,
    rate: values.rate,
    sendFailures: failures.length,
    deliveries: latencies.length,
    missing,
    strayPushes,
    ...(latencies.length > 0 ? percentiles(latencies) : { p50: null, p95: null, p99: null }),
    sendAnswered: answered.length > 0 ? percentiles(answered) : null,
  };
}

async function main() {
  if (wanted('search')) requireWrk();
  await buildSystem({
    projects: ['auth-service', 'social-service', 'messaging-service', 'gateway', 'testing'],
  });
  const { startSystem } = builtTesting();

  console.log('Starting the system (auth, social, messaging, gateway)…');
  const system = await startSystem({
    label: 'bench_social',
    services: ['auth', 'social', 'messaging'],
    env: { LOG_LEVEL: 'error', AUTH_SIGNUP_MAX_PER_IP: String(SKATERS * 2) },
  });
  const client = new pg.Client({ connectionString: system.databaseUrl });
  /** @type {object | undefined} */
  let search;
  /** @type {object | undefined} */
  let baseline;
  /** @type {(Awaited<ReturnType<typeof measureDelivery>> & { targetP95: number, met: boolean }) | undefined} */
  let delivery;
  /** @type {number | undefined} */
  let users;
  /** @type {object[]} */
  const searchKinds = [];
  try {
    await client.connect();
    console.log('Seeding:');
    const skaters = await timed(`${SKATERS} skaters signed up and in through the API`, () =>
      signInSkaters(system.baseUrl, SKATERS, 'social'),
    );
    // The messaging service refuses messages to people it has not heard of yet; the social service
    // searches on behalf of the people it knows.
    await timed('skaters known to the messaging and social services', async () => {
      const deadline = Date.now() + 60_000;
      for (;;) {
        const { rows } = await client.query(
          `SELECT (SELECT count(*) FROM messaging.users WHERE user_id = ANY($1::uuid[]))::int AS messaging,
                  (SELECT count(*) FROM social.people WHERE user_id = ANY($1::uuid[]))::int AS social`,
          [skaters.map((skater) => skater.id)],
        );
        if (rows[0].messaging === skaters.length && rows[0].social === skaters.length) return;
        if (Date.now() > deadline)
          throw new Error('Timed out waiting for the messaging and social projections');
        await sleep(100);
      }
    });
    if (wanted('search')) {
      users = await seedUsers(system, client, values.users, ['social', 'messaging']);
      console.log(`  ${users} users in the auth service, all of them in the social service's copy`);
      const route = searchLua(skaters, searchQueries());
      const options = { seconds: values.seconds, connections: values.connections };
      drive('search (warm-up)', system.baseUrl, route, { ...options, seconds: values['warm-up-seconds'] });
      console.log(
        `Driving GET /api/users/search for ${values.seconds} s with ${values.connections} connections…`,
      );
      // The CPU of the system's own processes per request: on a shared machine, the figure to compare.
      // Search is the social service's; the baseline below is the auth service's.
      const processes = systemProcesses(system, ['social', 'auth']);
      const result = await driveAccounted(
        'GET /api/users/search?q=…',
        system.baseUrl,
        route,
        options,
        processes,
      );
      search = { ...result, targetP95: SEARCH_TARGET_MS, met: result.p95 <= SEARCH_TARGET_MS };
      // The same load on the cheapest signed-in route (one gateway → auth hop, one primary-key read) tells
      // how much of the search latency is the machine and the hop rather than the search itself.
      console.log(
        `Driving GET /api/auth/me for ${values.seconds} s with ${values.connections} connections (baseline)…`,
      );
      baseline = await driveAccounted(
        'GET /api/auth/me (baseline)',
        system.baseUrl,
        fixedLua(skaters, '/api/auth/me'),
        options,
        processes,
      );
      // Each kind of query alone: which of them the mix's cost comes from.
      if (values['kind-seconds'] > 0) {
        for (const kind of SEARCH_KINDS) {
          console.log(`Driving ${kind.kind} searches alone for ${values['kind-seconds']} s…`);
          const alone = await driveAccounted(
            kind.kind,
            system.baseUrl,
            searchLua(skaters, queriesOfKind(kind)),
            { ...options, seconds: values['kind-seconds'] },
            processes,
          );
          searchKinds.push({ ...alone, shareOfMix: kind.tenths / 10 });
        }
      }
    }
    if (wanted('sockets')) {
      const measured = await measureDelivery(system.baseUrl, skaters);
      delivery = {
        ...measured,
        targetP95: DELIVERY_TARGET_MS,
        met: measured.missing === 0 && measured.p95 !== null && measured.p95 <= DELIVERY_TARGET_MS,
      };
    }
  } finally {
    await client.end().catch(() => undefined);
    await system.stop();
  }
  if (search) console.table([search, baseline]);
  if (searchKinds.length > 0) {
    console.log('Each kind of search query alone:');
    console.table(searchKinds);
  }
  if (delivery) {
    const { sendAnswered, ...row } = delivery;
    console.table([row]);
    if (sendAnswered) console.log('POST /api/messages answered (ms):', sendAnswered);
  }
  writeResults(root, 'social', {
    at: new Date().toISOString(),
    loadGenerator: `wrk, 1 thread, ${values.connections} connections, ${values.seconds} s; socket.io-client in one Node process`,
    data: { users },
    search,
    baseline,
    searchKinds,
    delivery,
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
