// Seeded members of the community, in the auth service's users table. Every seed module gives user n the
// same id (`seededUserId(n)`), so the services' tables describe one community.
import { orderedUuid, orderedUuidSql, timed } from '../bench.mjs';

/** Seeded user n (1-based), in every service. */
export const seededUserId = (/** @type {number} */ n) => orderedUuid('b', n);
/** The same id built in SQL from an integer expression. */
export const seededUserIdSql = (/** @type {string} */ expression) => orderedUuidSql('b', expression);

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
const sqlArray = (/** @type {string[]} */ words) => `ARRAY[${words.map((word) => `'${word}'`).join(', ')}]`;

/**
 * The bulk load, in the auth service's users table, with the names `seededUsername` describes.
 * @param {import('../bench.mjs').Queryable} client
 * @param {number} users
 * @returns {Promise<number>}
 */
export async function seedUsers(client, users) {
  // A valid argon2id hash of a password nobody knows: these accounts exist to be found, never to sign in.
  const { rows } = await client.query('SELECT password_hash FROM auth.users LIMIT 1');
  const passwordHash = rows[0].password_hash;
  await timed(`${users} users`, () =>
    client.query(
      `INSERT INTO auth.users (id, email, username, password_hash, display_name, location, pro_status,
                               amateur_status, flow_status, is_brand, is_verified, created_at, updated_at)
       SELECT ${seededUserIdSql('n')}, 'seeded-' || n || '@example.com',
              (${sqlArray(ADJECTIVES)})[n % ${ADJECTIVES.length} + 1]
                || (${sqlArray(NOUNS)})[(n / ${ADJECTIVES.length}) % ${NOUNS.length} + 1] || n,
              $2,
              CASE WHEN n % 5 <> 0 THEN (${sqlArray(FIRST_NAMES)})[n % ${FIRST_NAMES.length} + 1] || ' '
                || (${sqlArray(LAST_NAMES)})[(n / 7) % ${LAST_NAMES.length} + 1] END,
              CASE WHEN n % 3 = 0 THEN 'The Boonies' END,
              n % 20 = 0, n % 10 = 1, n % 10 = 2, n % 100 = 3, n % 50 = 0,
              now() - n * interval '1 minute', now()
         FROM generate_series(1, $1::int) AS n`,
      [users, passwordHash],
    ),
  );
  await timed('VACUUM ANALYZE', () => client.query('VACUUM ANALYZE auth.users'));
  return (await client.query('SELECT count(*)::int AS users FROM auth.users')).rows[0].users;
}
