#!/usr/bin/env node
// Simulates the community verification rule against throwaway-account rings. Starts a private copy of the
// system (its own NATS and database, every service and the gateway), then through the public API only:
//   1. signs up honest skaters (each with its own address and device) and gives each a verified trick of
//      their own: an admin approves one trick video of each; then waits out the minimum account age;
//   2. replays honest voting: new trick videos by honest skaters, voted on by the others in a seeded random
//      order (mostly make, a few fake) until verified or out of voters;
//   3. signs up rings of throwaway accounts "the same day" (right before they vote), with distinct or shared
//      addresses and devices, an aged ring that waits past the minimum age, and a ring of sock puppets from
//      shared addresses that earned standing alongside the honest skaters: one member posts a trick video
//      tagging Elite tricks and all the others vote make;
// and prints a Markdown table: fake verifications that passed, honest verifications that completed and the
// median votes an honest clip needed. Exits 1 when a ring passed a fake verification or when an honest clip
// with three established make votes was not verified, so the run is also a check.
// The gateway trusts `X-Forwarded-For` (TRUST_PROXY=true), so each account signs up from an address of its
// own choosing; "a week" of account age is compressed to seconds (STANDING_MIN_ACCOUNT_AGE_DAYS).
// Usage: npm run simulate:verification [-- --seed 1 --min-age-days 0.0004 --honest 12 --clips 6
//                                          --rings 6,10,20,40 --aged-ring 20 --puppet-ring 10
//                                          --fake-share 0.15 --nats-url nats://…]
// Needs the built services: npx nx run-many -t build --exclude=web
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { optionalText, parseOptions } from './lib/cli-options.mjs';
import { builtTesting } from './lib/workspace.mjs';

const values = parseOptions({
  seed: 1,
  'min-age-days': 0.0004,
  honest: 12,
  clips: 6,
  rings: [6, 10, 20, 40],
  'aged-ring': 20,
  'puppet-ring': 10,
  'fake-share': 0.15,
  'nats-url': optionalText(),
});
const MIN_AGE_DAYS = values['min-age-days'];
const MIN_AGE_MS = MIN_AGE_DAYS * 86_400_000;
const HONEST = Math.max(5, values.honest);
const CLIPS = Math.max(1, values.clips);
const RING_SIZES = values.rings;
const AGED_RING = values['aged-ring'];
const PUPPET_RING = values['puppet-ring'];
/** Share of honest voters who call an honest clip fake: people misjudge, or vote before watching. */
const FAKE_SHARE = values['fake-share'];
// Each account of a group gets a /24 of its own (below): 250 of them at most.
if ([HONEST, AGED_RING, PUPPET_RING, ...RING_SIZES].some((size) => !(size >= 0 && size <= 250))) {
  console.error('--honest, --rings, --aged-ring and --puppet-ring take sizes up to 250');
  process.exit(1);
}
const PASSWORD = 'simulation-password-42';
/** Shared-address rings spread their accounts over this many addresses and devices. */
const SHARED_SIGNALS = 3;
/** Clips tag tricks from the top of the catalogue: what a ring would want on its score. */
const ELITE_TRICKS_PER_CLIP = 2;

/**
 * @typedef {object} Account A simulated account, signed in from its own address.
 * @property {string} id
 * @property {string} username
 * @property {string} email
 * @property {string} address
 * @property {string | undefined} cookie
 */
/** @typedef {{ id: string, difficulty: string }} Trick */
/** @typedef {{ id: string, isVerified: boolean, progress?: { state: string } }} Verification */
/** @typedef {ReturnType<typeof communityApi>} CommunityApi */
/**
 * @typedef {object} Row One scenario's line of the table; null where it does not apply.
 * @property {string} scenario
 * @property {number} accounts
 * @property {number} clips
 * @property {number | null} fakePassed
 * @property {number} [fakeTotal]
 * @property {number | null} honestVerified
 * @property {number} [honestClips]
 * @property {number | null} contested
 * @property {number | null} medianVotes
 */

/**
 * A small seeded generator (mulberry32): the same seed replays the same voting order.
 * @param {number} seed
 */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = seededRandom(values.seed);

/**
 * @template T
 * @param {T[]} items
 */
function shuffled(items) {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** @param {number[]} numbers */
function median(numbers) {
  if (numbers.length === 0) return null;
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

class ApiError extends Error {
  /**
   * @param {string} method
   * @param {string} route
   * @param {number} status
   * @param {string} text
   */
  constructor(method, route, status, text) {
    super(`${method} ${route}: ${status} ${text}`);
    this.status = status;
  }
}

/**
 * One call as `account` (its cookie, from its own address), or anonymously from `address`.
 * @param {string} baseUrl
 * @param {string} method
 * @param {string} route
 * @param {{ account?: Pick<Account, 'address' | 'cookie'>, address?: string, body?: unknown }} [options]
 * @returns {Promise<{ body: any, cookie: string | undefined }>} The JSON answer (any: each caller knows its route's).
 */
async function call(baseUrl, method, route, { account, address, body } = {}) {
  const from = account?.address ?? address;
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'simulation',
      ...(from ? { 'x-forwarded-for': from } : {}),
      ...(account?.cookie ? { cookie: account.cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(method, route, response.status, text);
  const session = response.headers.getSetCookie().find((cookie) => cookie.includes('='));
  return { body: text ? JSON.parse(text) : undefined, cookie: session?.split(';')[0] };
}

/**
 * Retries `work` while the system is still catching up (a projection not there yet: 404, 503 by default),
 * up to `timeoutMs`, and while it answers `undefined`. Other errors are answers and are thrown at once.
 * @template T
 * @param {string} label
 * @param {() => Promise<T | undefined>} work
 * @param {{ timeoutMs?: number, retryOn?: number[] }} [options]
 * @returns {Promise<T>}
 */
async function eventually(label, work, { timeoutMs = 30_000, retryOn = [404, 503] } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const result = await work();
      if (result !== undefined) return result;
    } catch (error) {
      if (!(error instanceof ApiError) || !retryOn.includes(error.status)) throw error;
      if (Date.now() > deadline) throw error;
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${label}`);
    await sleep(200);
  }
}

/** The simulation's side of the API: accounts, trick videos, votes. */
/** @param {string} baseUrl */
function communityApi(baseUrl) {
  let made = 0;
  const api = {
    /**
     * @param {string} prefix
     * @param {{ address: string, deviceId: string }} signals
     * @returns {Promise<Account>}
     */
    async signUp(prefix, { address, deviceId }) {
      made += 1;
      const username = `${prefix}-${made}`;
      const { body, cookie } = await call(baseUrl, 'POST', '/api/auth/signup', {
        address,
        body: { email: `${username}@simulation.example`, username, password: PASSWORD, deviceId },
      });
      return { id: body.id, username, email: `${username}@simulation.example`, address, cookie };
    },
    /**
     * @param {Account} account
     * @returns {Promise<Account>}
     */
    async signIn(account) {
      const { cookie } = await call(baseUrl, 'POST', '/api/auth/signin', {
        address: account.address,
        body: { email: account.email, password: PASSWORD },
      });
      return { ...account, cookie };
    },
    /**
     * @param {Account} account
     * @returns {Promise<Trick[]>}
     */
    async tricks(account) {
      const { body } = await call(baseUrl, 'GET', '/api/tricks', { account });
      return body;
    },
    /**
     * Posts a trick video and waits for its verifications (one per tagged trick) to open.
     * @param {Account} account
     * @param {string[]} trickIds
     * @param {string} content
     */
    async postClip(account, trickIds, content) {
      // 400 too: the posts service learns the catalogue and new accounts from events, a moment later.
      const { body: post } = await eventually(
        'the poster and the tricks to be known',
        () =>
          call(baseUrl, 'POST', '/api/posts/trick-video', {
            account,
            body: { content, videoUrl: `https://videos.example/${randomUUID()}.mp4`, trickIds },
          }),
        { retryOn: [400, 404, 503] },
      );
      /** @type {Verification[]} */
      const verifications = await eventually('the verifications to open', async () => {
        const { body } = await call(baseUrl, 'GET', `/api/verifications/post/${post.id}`, { account });
        return body.length === trickIds.length ? body : undefined;
      });
      return { postId: post.id, verificationIds: verifications.map((verification) => verification.id) };
    },
    /**
     * @param {Account} admin
     * @param {string} postId
     */
    async approve(admin, postId) {
      await call(baseUrl, 'PATCH', `/api/posts/${postId}`, {
        account: admin,
        body: { verificationStatus: 'approved' },
      });
    },
    /**
     * @param {Account} account
     * @param {string} postId
     * @returns {Promise<Verification[]>}
     */
    async verifications(account, postId) {
      const { body } = await call(baseUrl, 'GET', `/api/verifications/post/${postId}`, { account });
      return body;
    },
    /**
     * @param {Account} account
     * @param {string} verificationId
     * @param {boolean} vote
     * @returns {Promise<{ isVerified: boolean }>}
     */
    async vote(account, verificationId, vote) {
      const { body } = await eventually('the voter to be known', () =>
        call(baseUrl, 'POST', `/api/verifications/${verificationId}/vote`, { account, body: { vote } }),
      );
      return body;
    },
    /**
     * The caller's standing, where the system serves it; `null` where it does not.
     * @param {Account} account
     * @returns {Promise<{ weight: number } | null>}
     */
    async standing(account) {
      try {
        return (await call(baseUrl, 'GET', '/api/verifications/standing', { account })).body;
      } catch (error) {
        // Without the route, the path reads as a verification id (400) or matches nothing (404).
        if (error instanceof ApiError && [400, 404].includes(error.status)) return null;
        throw error;
      }
    },
  };
  return api;
}

/**
 * Private addresses, so none is anyone's. Honest skaters and distinct-address ring members each sign up
 * from a /24 of their own, so nothing ties them even where addresses are compared by network.
 */
const honestAddress = (/** @type {number} */ n) => `172.16.${n}.1`;
const ringAddress = (/** @type {number} */ ring, /** @type {number} */ n) => `10.${ring}.${n}.1`;
const sharedRingAddress = (/** @type {number} */ ring, /** @type {number} */ n) =>
  `192.168.${ring}.${(n % SHARED_SIGNALS) + 1}`;

/**
 * An admin made the way an operator makes one: the auth service's own `grant-role` command.
 * @param {CommunityApi} api
 * @param {Pick<import('@boonies/testing').RunningSystem, 'runCommand'>} system
 */
async function makeAdmin(api, system) {
  const account = await api.signUp('admin', { address: '172.31.0.1', deviceId: randomUUID() });
  await system.runCommand('auth', ['grant-role', 'admin', account.email]);
  // A new session carries the flag at once; the first one would wait for the gateway's cache.
  return api.signIn(account);
}

/**
 * Gives each account history: one trick video of theirs that an admin approved, so a verified trick.
 * @param {CommunityApi} api
 * @param {Account} admin
 * @param {Account[]} accounts
 * @param {Trick[]} tricks
 */
async function giveHistory(api, admin, accounts, tricks) {
  const easy = tricks.filter((trick) => trick.difficulty === 'Beginner');
  for (const [n, account] of accounts.entries()) {
    const clip = await api.postClip(account, [easy[n % easy.length].id], `First clip of ${account.username}`);
    await api.approve(admin, clip.postId);
    await eventually('the approval to verify the trick', async () => {
      const [verification] = await api.verifications(account, clip.postId);
      return verification.isVerified ? true : undefined;
    });
  }
}

/**
 * Honest skaters with history, each from an address and device of their own.
 * @param {CommunityApi} api
 * @param {Account} admin
 * @param {Trick[]} tricks
 */
async function honestCommunity(api, admin, tricks) {
  /** @type {Account[]} */
  const skaters = [];
  for (let n = 0; n < HONEST; n += 1) {
    skaters.push(await api.signUp('skater', { address: honestAddress(n), deviceId: randomUUID() }));
  }
  const createdAt = Date.now();
  await giveHistory(api, admin, skaters, tricks);
  return { skaters, createdAt };
}

/**
 * Sock puppets that earned standing: made alongside the honest skaters from a few shared addresses and
 * devices, each with an admin-verified trick, so only the look-alike clause stands between them and a vote.
 * @param {CommunityApi} api
 * @param {Account} admin
 * @param {Trick[]} tricks
 */
async function puppetRing(api, admin, tricks) {
  if (PUPPET_RING < 2) return null;
  const members = await signUpRing(api, 0, PUPPET_RING, true);
  const createdAt = Date.now();
  await giveHistory(api, admin, members, tricks);
  return { members, createdAt };
}

/**
 * Waits until accounts made at `createdAt` are past the minimum age, with a margin for clocks.
 * @param {number} createdAt
 */
async function waitOutMinimumAge(createdAt) {
  const wait = createdAt + MIN_AGE_MS + 2_000 - Date.now();
  if (wait > 0) {
    console.log(`  waiting ${(wait / 1000).toFixed(0)} s for the accounts to come of age…`);
    await sleep(wait);
  }
}

/**
 * One honest clip voted by `voters` in order until verified or out of voters. `forcedMakes` voters vote
 * make whatever the draw. Answers whether it was verified and after how many votes.
 * @param {CommunityApi} api
 * @param {Account} poster
 * @param {Account[]} voters
 * @param {string} trickId
 */
async function voteHonestClip(api, poster, voters, trickId, forcedMakes = 0) {
  const clip = await api.postClip(poster, [trickId], `New trick by ${poster.username}`);
  const [verificationId] = clip.verificationIds;
  let votes = 0;
  let fakes = 0;
  for (const voter of voters) {
    const make = votes < forcedMakes || random() >= FAKE_SHARE;
    const result = await api.vote(voter, verificationId, make);
    votes += 1;
    if (!make) fakes += 1;
    if (result.isVerified) break;
  }
  const verifications = await api.verifications(poster, clip.postId);
  return { verified: verifications[0].isVerified, votes, fakes, contested: contestedAmong(verifications) };
}

/**
 * How many of `verifications` wait for an admin; `null` from a system that does not say (no `progress`).
 * @param {Verification[]} verifications
 */
function contestedAmong(verifications) {
  if (verifications.some((verification) => !verification.progress)) return null;
  return verifications.filter((verification) => verification.progress?.state === 'contested').length;
}

const sumOrNull = (/** @type {(number | null)[]} */ counts) =>
  counts.includes(null) ? null : /** @type {number[]} */ (counts).reduce((sum, count) => sum + count, 0);

/**
 * @param {CommunityApi} api
 * @param {{ skaters: Account[] }} community
 * @param {Trick[]} tricks
 */
async function honestScenarios(api, community, tricks) {
  const { skaters } = community;
  const pool = tricks.filter((trick) => ['Intermediate', 'Advanced'].includes(trick.difficulty));
  const trickFor = (/** @type {number} */ n) => pool[n % pool.length].id;
  const [poster, ...others] = shuffled(skaters);
  const three = await voteHonestClip(api, poster, shuffled(others).slice(0, 3), trickFor(0), 3);
  /** @type {Row[]} */
  const rows = [
    {
      scenario: 'Honest clip, three established skaters vote make',
      accounts: 4,
      clips: 1,
      fakePassed: null,
      honestVerified: three.verified ? 1 : 0,
      honestClips: 1,
      contested: three.contested,
      medianVotes: three.verified ? three.votes : null,
    },
  ];
  /** @type {Awaited<ReturnType<typeof voteHonestClip>>[]} */
  const outcomes = [];
  for (let n = 0; n < CLIPS; n += 1) {
    const [clipPoster, ...voters] = shuffled(skaters);
    const outcome = await voteHonestClip(api, clipPoster, voters, trickFor(n + 1));
    console.log(
      `  clip ${n + 1}: ${outcome.verified ? 'verified' : 'not verified'} after ${outcome.votes} votes (${outcome.fakes} fake)`,
    );
    outcomes.push(outcome);
  }
  rows.push({
    scenario: `Honest clips, random voting order (${Math.round(FAKE_SHARE * 100)} % fake votes)`,
    accounts: skaters.length,
    clips: CLIPS,
    fakePassed: null,
    honestVerified: outcomes.filter((outcome) => outcome.verified).length,
    honestClips: CLIPS,
    contested: sumOrNull(outcomes.map((outcome) => outcome.contested)),
    medianVotes: median(outcomes.filter((outcome) => outcome.verified).map((outcome) => outcome.votes)),
  });
  return { rows, threeMakesVerified: three.verified };
}

/**
 * A ring's accounts: distinct signals each, or spread over a few shared addresses and devices.
 * @param {CommunityApi} api
 * @param {number} ringIndex
 * @param {number} size
 * @param {boolean | undefined} shared
 */
async function signUpRing(api, ringIndex, size, shared) {
  const devices = Array.from({ length: SHARED_SIGNALS }, () => randomUUID());
  /** @type {Account[]} */
  const members = [];
  for (let n = 0; n < size; n += 1) {
    members.push(
      await api.signUp(`ring${ringIndex}`, {
        address: shared ? sharedRingAddress(ringIndex, n) : ringAddress(ringIndex, n),
        deviceId: shared ? devices[n % SHARED_SIGNALS] : randomUUID(),
      }),
    );
  }
  return members;
}

/**
 * One member posts Elite tricks, every other member votes make on each: how many of them passed?
 * @param {CommunityApi} api
 * @param {Account[]} members
 * @param {string[]} eliteTricks
 */
async function ringVotes(api, members, eliteTricks) {
  const [poster, ...voters] = members;
  const clip = await api.postClip(poster, eliteTricks, `Elite line by ${poster.username}`);
  for (const verificationId of clip.verificationIds) {
    for (const voter of voters) await api.vote(voter, verificationId, true);
  }
  const verifications = await api.verifications(poster, clip.postId);
  return {
    passed: verifications.filter((verification) => verification.isVerified).length,
    total: verifications.length,
    contested: contestedAmong(verifications),
  };
}

/**
 * @param {CommunityApi} api
 * @param {Trick[]} tricks
 * @param {{ members: Account[] } | null} puppets
 */
async function ringScenarios(api, tricks, puppets) {
  const elite = tricks.filter((trick) => trick.difficulty === 'Elite');
  let ringIndex = 0;
  const eliteFor = () => {
    const start = (ringIndex * ELITE_TRICKS_PER_CLIP) % elite.length;
    return elite.slice(start, start + ELITE_TRICKS_PER_CLIP).map((trick) => trick.id);
  };
  /** @type {Row[]} */
  const rows = [];
  /** @type {(label: string, size: number, options: { shared?: boolean, aged?: boolean, members?: Account[] }) => Promise<void>} */
  const scenario = async (label, size, { shared, aged, members: given }) => {
    ringIndex += 1;
    console.log(`  ${label}…`);
    const members = given ?? (await signUpRing(api, ringIndex, size, shared));
    if (aged) await waitOutMinimumAge(Date.now());
    const outcome = await ringVotes(api, members, eliteFor());
    rows.push({
      scenario: label,
      accounts: members.length,
      clips: 1,
      fakePassed: outcome.passed,
      fakeTotal: outcome.total,
      contested: outcome.contested,
      honestVerified: null,
      medianVotes: null,
    });
  };
  for (const size of RING_SIZES) {
    await scenario(`Ring of ${size}, same day, distinct addresses`, size, { shared: false });
    await scenario(`Ring of ${size}, same day, ${SHARED_SIGNALS} shared addresses and devices`, size, {
      shared: true,
    });
  }
  if (puppets) {
    await scenario(
      `Ring of ${PUPPET_RING}, aged with a verified trick each, ${SHARED_SIGNALS} shared addresses and devices`,
      PUPPET_RING,
      { members: puppets.members },
    );
  }
  if (AGED_RING > 1) {
    await scenario(`Ring of ${AGED_RING}, past the minimum age, distinct addresses`, AGED_RING, {
      shared: false,
      aged: true,
    });
  }
  return rows;
}

/** @param {Row[]} rows */
function table(rows) {
  const cell = (/** @type {unknown} */ value) =>
    value === null || value === undefined ? '—' : String(value);
  const lines = [
    '| Scenario | Accounts | Clips | Fake verifications passed | Honest verified | Contested | Median votes to verify |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const row of rows) {
    const fake = row.fakePassed === null ? null : `${row.fakePassed} of ${row.fakeTotal}`;
    const honest = row.honestVerified === null ? null : `${row.honestVerified} of ${row.honestClips}`;
    lines.push(
      `| ${row.scenario} | ${row.accounts} | ${row.clips} | ${cell(fake)} | ${cell(honest)} | ${cell(row.contested)} | ${cell(row.medianVotes)} |`,
    );
  }
  return lines.join('\n');
}

/**
 * What each group's votes weigh now, where the system says: why a scenario came out as it did.
 * @param {CommunityApi} api
 * @param {Record<string, Account[]>} groups
 */
async function describeStanding(api, groups) {
  for (const [label, accounts] of Object.entries(groups)) {
    const standings = await Promise.all(accounts.map((account) => api.standing(account)));
    if (standings.includes(null)) {
      console.log('  (this system does not serve GET /api/verifications/standing)');
      return;
    }
    const weights = /** @type {{ weight: number }[]} */ (standings).map((standing) => standing.weight);
    console.log(`  ${label}' vote weights: ${weights.join(', ')}`);
  }
}

async function main() {
  const started = Date.now();
  /** @type {typeof import('@boonies/testing').startSystem} */
  let startSystem;
  try {
    ({ startSystem } = builtTesting());
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'MODULE_NOT_FOUND') throw error;
    throw new Error('Build first: npx nx run-many -t build --exclude=web');
  }
  console.log(
    `A week of account age is compressed to ${(MIN_AGE_MS / 1000).toFixed(1)} s ` +
      `(STANDING_MIN_ACCOUNT_AGE_DAYS=${MIN_AGE_DAYS}); voting order seed ${values.seed}.`,
  );
  console.log('Starting a private system (every service and the gateway)…');
  const system = await startSystem({
    label: 'simulate_verification',
    natsUrl: values['nats-url'],
    env: {
      LOG_LEVEL: 'error',
      TRUST_PROXY: 'true',
      STANDING_MIN_ACCOUNT_AGE_DAYS: String(MIN_AGE_DAYS),
      AUTH_SIGNUP_MAX_PER_IP: '100000',
    },
  });
  // Ctrl-C stops the private system too, rather than leaving its processes and a database behind.
  const interrupted = async () => {
    await system.stop();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  let failed = true;
  try {
    const api = communityApi(system.baseUrl);
    const admin = await makeAdmin(api, system);
    const tricks = await eventually('the trick catalogue', async () => {
      const catalogue = await api.tricks(admin);
      return catalogue.some((trick) => trick.difficulty === 'Elite') ? catalogue : undefined;
    });
    console.log(`Building the community: ${HONEST} honest skaters with an admin-verified trick each…`);
    const community = await honestCommunity(api, admin, tricks);
    if (PUPPET_RING > 1) console.log(`…and ${PUPPET_RING} sock puppets from shared addresses, the same way…`);
    const puppets = await puppetRing(api, admin, tricks);
    await waitOutMinimumAge(puppets?.createdAt ?? community.createdAt);
    await describeStanding(api, { 'honest skaters': community.skaters, puppets: puppets?.members ?? [] });
    console.log('Replaying honest voting…');
    const honest = await honestScenarios(api, community, tricks);
    console.log('Replaying the rings…');
    const rings = await ringScenarios(api, tricks, puppets);
    const crashes = system.unexpectedExits();
    if (crashes.length > 0) throw new Error(`Processes exited during the run: ${crashes.join(', ')}`);

    // Every ring's row counts the fake verifications that passed.
    const ringsPassed = rings.reduce((sum, row) => sum + /** @type {number} */ (row.fakePassed), 0);
    console.log(`\n${table([...honest.rows, ...rings])}\n`);
    failed = ringsPassed > 0 || !honest.threeMakesVerified;
    const verdict = [
      ringsPassed === 0
        ? 'no ring passed a fake verification'
        : `rings passed ${ringsPassed} fake verification${ringsPassed === 1 ? '' : 's'}`,
      honest.threeMakesVerified
        ? 'three established skaters verified an honest clip'
        : 'three established skaters did not verify an honest clip',
    ].join('; ');
    console.log(`${failed ? 'FAIL' : 'PASS'}: ${verdict}.`);
    console.log(`Simulated in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  } catch (error) {
    console.error(`\n${/** @type {Error} */ (error).message}\n${system.logs().slice(-4000)}`);
  } finally {
    await system.stop();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((/** @type {Error} */ error) => {
  console.error(error.message);
  process.exit(1);
});
