// Seeded members of the community, imported by the auth service's own command (`import-users`): its
// `users-imported` events give every service its copy of them, as a sign-up would. User n has the same id
// everywhere (`seededUserId(n)`, which the services' seed commands write too), so the services' tables
// describe one community.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { timed } from '../bench.mjs';
import { seededId } from './content.mjs';

/** Seeded user n (1-based), in every service. */
export const seededUserId = (/** @type {number} */ n) => seededId('user', n);

/** Words seeded names are made of; the search mix is drawn from the same words, so it finds real people. */
const ADJECTIVES = [
  'rusty',
  'gnarly',
  'stoked',
  'sketchy',
  'steezy',
  'mellow',
  'raw',
  'loose',
  'tight',
  'slappy',
  'chunky',
  'salty',
  'fakie',
  'switch',
  'nollie',
  'grimy',
  'frontside',
  'backside',
  'burly',
  'sick',
];
const NOUNS = [
  'grind',
  'kickflip',
  'heelflip',
  'boneless',
  'manual',
  'coping',
  'bowl',
  'ledge',
  'rail',
  'gap',
  'stair',
  'bank',
  'quarter',
  'mini',
  'pool',
  'curb',
  'hubba',
  'kinked',
  'wallie',
  'bluntslide',
];
export const FIRST_NAMES = [
  'Tony',
  'Rodney',
  'Nyjah',
  'Leticia',
  'Elissa',
  'Daewon',
  'Lizzie',
  'Jamie',
  'Ishod',
  'Rayssa',
  'Yuto',
  'Sky',
  'Lacey',
  'Mariah',
  'Tiago',
  'Gustavo',
  'Chris',
  'Andrew',
  'Vanessa',
  'Alexis',
  'Kelvin',
  'Louie',
  'Sora',
  'Cara',
  'Pedro',
];
export const LAST_NAMES = [
  'Hawk',
  'Mullen',
  'Huston',
  'Bufoni',
  'Steamer',
  'Song',
  'Armanto',
  'Foy',
  'Wair',
  'Leal',
  'Horigome',
  'Brown',
  'Smith',
  'Cole',
  'Koston',
  'Reynolds',
  'Hoban',
  'Lopez',
  'Torres',
  'Sablone',
];
/** Seeded user n (1-based): `<adjective><noun><n>`, and a display name for every user but one in five. */
export const seededUsername = (/** @type {number} */ n) =>
  `${ADJECTIVES[n % ADJECTIVES.length]}${NOUNS[Math.floor(n / ADJECTIVES.length) % NOUNS.length]}${n}`;
export const seededDisplayName = (/** @type {number} */ n) =>
  n % 5 === 0
    ? null
    : `${FIRST_NAMES[n % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(n / 7) % LAST_NAMES.length]}`;
/** Each service's copy of the accounts, which the seeding waits for. */
export const USER_PROJECTIONS = {
  social: 'social.people',
  posts: 'posts.authors',
  tricks: 'tricks.leaderboard_users',
  messaging: 'messaging.users',
  verification: 'verification.voters',
  sponsorships: 'sponsorships.users',
  admin: 'admin.people',
  webhooks: 'webhooks.users',
};

/**
 * Seeded user n as a line of the auth service's account import.
 * @param {number} n
 * @param {number} now
 */
function importLine(n, now) {
  const displayName = seededDisplayName(n);
  return JSON.stringify({
    id: seededUserId(n),
    email: `seeded-${n}@example.com`,
    username: seededUsername(n),
    ...(displayName ? { displayName } : {}),
    ...(n % 3 === 0 ? { location: 'The Boonies' } : {}),
    proStatus: n % 20 === 0,
    amateurStatus: n % 10 === 1,
    flowStatus: n % 10 === 2,
    isBrand: n % 100 === 3,
    isVerified: n % 50 === 0,
    createdAt: new Date(now - n * 60_000).toISOString(),
  });
}

/**
 * The bulk load: `users` accounts with the names `seededUsername` describes, imported by the auth service
 * (`cli.js import-users`), then awaited in the copies of the services named in `knownTo` (every running
 * service that keeps one), so nothing is still catching up when the measuring starts.
 * @param {Pick<import('@boonies/testing').RunningSystem, 'runCommand'>} system
 * @param {import('../bench.mjs').Queryable} client
 * @param {number} users
 * @param {(keyof typeof USER_PROJECTIONS)[]} knownTo
 * @returns {Promise<number>}
 */
export async function seedUsers(system, client, users, knownTo) {
  const folder = await mkdtemp(path.join(tmpdir(), 'boonies-seed-'));
  try {
    const file = path.join(folder, 'users.jsonl');
    const now = Date.now();
    const lines = Array.from({ length: users }, (_, index) => importLine(index + 1, now));
    await writeFile(file, `${lines.join('\n')}\n`);
    await timed(`${users} users imported by the auth service`, () =>
      system.runCommand('auth', ['import-users', file]),
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  // Seeded ids are ordered: one range of the primary key holds them all.
  const range = [seededUserId(1), seededUserId(users)];
  for (const service of knownTo) {
    const table = USER_PROJECTIONS[service];
    await timed(`… and in ${table}`, async () => {
      const deadline = Date.now() + 10 * 60_000;
      for (;;) {
        const { rows } = await client.query(
          `SELECT count(*)::int AS known FROM ${table} WHERE user_id BETWEEN $1 AND $2`,
          range,
        );
        if (rows[0].known === users) return;
        if (Date.now() > deadline) throw new Error(`Timed out waiting for ${table}`);
        await sleep(500);
      }
    });
  }
  // Statistics for the planner; the rows themselves are the services' own.
  await timed('VACUUM ANALYZE', async () => {
    for (const table of ['auth.users', ...knownTo.map((service) => USER_PROJECTIONS[service])]) {
      await client.query(`VACUUM ANALYZE ${table}`);
    }
  });
  return (await client.query('SELECT count(*)::int AS users FROM auth.users')).rows[0].users;
}
