// Sets an account flag (admin, brand, trusted) the way the auth service would: one transaction updates the row and
// appends `events.auth.user-updated.v1` to the auth service's outbox (same envelope, same pg_notify), so
// the running relay publishes it and every service's copy of the user follows.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The flags this helper may set, by their column in the auth service's users table. */
export const USER_FLAGS = ['is_admin', 'is_brand', 'is_trusted'];

/**
 * @typedef {object} UserEventLibraries
 * @property {typeof import('@boonies/contracts').EVENTS} EVENTS
 * @property {typeof import('@boonies/messaging').buildEventEnvelope} buildEventEnvelope
 * @property {typeof import('@boonies/platform').schemaOf} schemaOf
 */

/**
 * The built shared libraries: the event definition, the envelope factory and the service's schema.
 * @returns {UserEventLibraries}
 */
export function loadUserEventLibraries() {
  try {
    const { EVENTS } = /** @type {typeof import('@boonies/contracts')} */ (require('@boonies/contracts'));
    const { buildEventEnvelope } = /** @type {typeof import('@boonies/messaging')} */ (
      require('@boonies/messaging')
    );
    const { schemaOf } = /** @type {typeof import('@boonies/platform')} */ (require('@boonies/platform'));
    return { EVENTS, buildEventEnvelope, schemaOf };
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'MODULE_NOT_FOUND') throw error;
    throw new Error('Build the libraries first: npx nx run-many -t build -p contracts messaging platform');
  }
}

/** The `UserProfileChangedV1` payload (libs/contracts), read from the row as the auth service maps it. */
const PROFILE_COLUMNS = `
  id AS "userId", username, display_name AS "displayName", profile_picture AS "profilePicture",
  pro_status AS "proStatus", amateur_status AS "amateurStatus", flow_status AS "flowStatus",
  is_brand AS "isBrand", is_admin AS "isAdmin", is_trusted AS "isTrusted",
  deactivated_at IS NULL AS "isActive", email, updated_at AS "updatedAt"`;

/**
 * Sets `flag` on the account with `email`, inside the caller's transaction on `client`.
 * Answers 'not-found', 'already-set' or 'set'.
 * @param {import('./bench.mjs').Queryable} client
 * @param {string} email
 * @param {string} flag
 * @param {UserEventLibraries} libraries
 * @returns {Promise<'not-found' | 'already-set' | 'set'>}
 */
export async function setUserFlag(client, email, flag, { EVENTS, buildEventEnvelope, schemaOf }) {
  if (!USER_FLAGS.includes(flag)) throw new Error(`Unknown user flag ${flag}`);
  const schema = schemaOf('auth', { DATABASE_SCHEMA: process.env.DATABASE_SCHEMA || undefined });
  const users = `"${schema}"."users"`;
  const outbox = `"${schema}"."outbox"`;
  const outboxChannel = `${schema}_outbox`;

  const { rows } = await client.query(`SELECT ${flag} AS flag FROM ${users} WHERE email = $1 FOR UPDATE`, [
    email,
  ]);
  if (rows.length === 0) return 'not-found';
  if (rows[0].flag) return 'already-set';

  const updated = await client.query(
    `UPDATE ${users} SET ${flag} = true, updated_at = now() WHERE email = $1 RETURNING ${PROFILE_COLUMNS}`,
    [email],
  );
  const profile = { ...updated.rows[0], updatedAt: updated.rows[0].updatedAt.toISOString() };
  const definition = EVENTS.auth.userUpdated;
  const envelope = buildEventEnvelope(definition, profile, { producer: 'auth', correlationId: randomUUID() });
  await client.query(`INSERT INTO ${outbox} ("id", "subject", "envelope") VALUES ($1, $2, $3::jsonb)`, [
    envelope.id,
    definition.subject,
    JSON.stringify(envelope),
  ]);
  // Delivered at commit: wakes the auth service's relay at once instead of at its next poll.
  await client.query('SELECT pg_notify($1, $2)', [outboxChannel, '']);
  return 'set';
}

/**
 * @template T
 * @param {import('./bench.mjs').Queryable} client
 * @param {() => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function inTransaction(client, work) {
  await client.query('BEGIN');
  try {
    const result = await work();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}
