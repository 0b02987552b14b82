// The people the load acts as: skaters, a brand and an admin, signed in through the API, known to every
// service that keeps a copy of users.
import { setTimeout as sleep } from 'node:timers/promises';
import { api, signInSkaters } from '../bench.mjs';

/** The password `signInSkaters` gives its accounts. */
const PASSWORD = 'bench-password-42';
/** How many tricks the load checks, unchecks and films. */
const TRICKS = 12;

/**
 * @param {string} what
 * @param {() => Promise<boolean>} condition
 */
async function until(what, condition, deadlineMs = 60_000) {
  const deadline = Date.now() + deadlineMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(200);
  }
}

/** @typedef {Pick<import('@boonies/testing').RunningSystem, 'runCommand'>} Operator */

/**
 * One account granted `role` with the auth service's own command (its event tells the others), signed in
 * again to carry it.
 * @param {string} baseUrl
 * @param {Operator} system
 * @param {string} prefix
 * @param {'admin' | 'brand'} role
 * @returns {Promise<import('./traffic.mjs').Caller>}
 */
async function granted(baseUrl, system, prefix, role) {
  const [account] = await signInSkaters(baseUrl, 1, prefix);
  const email = `${prefix}-0@example.com`;
  await system.runCommand('auth', ['grant-role', role, email]);
  const signIn = await api(baseUrl, 'POST', '/api/auth/signin', { body: { email, password: PASSWORD } });
  return { id: account.id, cookie: /** @type {string} */ (signIn.cookie) };
}

/**
 * @param {string} baseUrl
 * @param {import('../bench.mjs').Queryable} client
 * @param {number} skaterCount
 * @param {Operator} system
 */
export async function castOf(baseUrl, client, skaterCount, system) {
  const skaters = await signInSkaters(baseUrl, skaterCount, 'chaos');
  // Trusted, so their votes weigh from the first minute and the community still verifies under load.
  await system.runCommand('auth', ['grant-role', 'trusted', ...skaters.map((skater) => skater.email)]);
  const brand = await granted(baseUrl, system, 'chaos-brand', 'brand');
  const admin = await granted(baseUrl, system, 'chaos-admin', 'admin');
  const ids = [...skaters, brand, admin].map((person) => person.id);
  const known =
    (/** @type {string} */ table, where = 'true') =>
    async () =>
      (
        await client.query(
          `SELECT count(*)::int AS n FROM ${table} WHERE user_id = ANY($1::uuid[]) AND ${where}`,
          [ids],
        )
      ).rows[0].n === ids.length;
  await until('the users in the messaging service', known('messaging.users'));
  await until('the users in the posts service', known('posts.authors'));
  await until('the users in the sponsorships service', known('sponsorships.users'));
  await until(
    'the brand in the sponsorships service',
    async () =>
      (await client.query('SELECT 1 FROM sponsorships.users WHERE user_id = $1 AND is_brand', [brand.id]))
        .rowCount === 1,
  );
  /** @type {string[]} */
  let trickIds = [];
  await until('the catalogue in the posts service', async () => {
    const { rows } = await client.query(
      `SELECT t.id FROM tricks.tricks t JOIN posts.tricks p USING (id) ORDER BY t.id LIMIT ${TRICKS}`,
    );
    trickIds = rows.map((row) => row.id);
    return trickIds.length === TRICKS;
  });
  return { skaters, brand, admin, trickIds };
}
