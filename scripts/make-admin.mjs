#!/usr/bin/env node
// Makes an existing account an admin, while the system runs:  npm run make-admin -- alice@example.com
//
// One transaction sets the flag and appends `events.auth.user-updated.v1` to the auth service's outbox the
// way the service's own Outbox does (same envelope, same pg_notify), so the running relay publishes it and
// every service's copy of the user follows. No session is revoked: gateways read the flag again when their
// short-lived session cache entry expires.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import pg from 'pg';
import { environment } from './lib/infra.mjs';

const require = createRequire(import.meta.url);
const USAGE = 'Usage: npm run make-admin -- <email>';
/** The gateway's default SESSION_CACHE_TTL_MS. */
const DEFAULT_SESSION_CACHE_TTL_MS = 30_000;

/** The built shared libraries: the event definition, the envelope factory and the service's schema. */
function loadLibraries() {
  try {
    const { EVENTS } = require('@boonies/contracts');
    const { buildEventEnvelope } = require('@boonies/messaging');
    const { schemaOf } = require('@boonies/platform');
    return { EVENTS, buildEventEnvelope, schemaOf };
  } catch (error) {
    if (error.code !== 'MODULE_NOT_FOUND') throw error;
    throw new Error('Build the libraries first: npx nx run-many -t build -p contracts messaging platform');
  }
}

/** The `UserProfileChangedV1` payload (libs/contracts), read from the row as the auth service maps it. */
const PROFILE_COLUMNS = `
  id AS "userId", username, display_name AS "displayName", profile_picture AS "profilePicture",
  pro_status AS "proStatus", amateur_status AS "amateurStatus", flow_status AS "flowStatus",
  is_brand AS "isBrand", is_admin AS "isAdmin", is_trusted AS "isTrusted",
  deactivated_at IS NULL AS "isActive", email, updated_at AS "updatedAt"`;

async function makeAdmin(client, email, { EVENTS, buildEventEnvelope, schemaOf }) {
  const schema = schemaOf('auth', { DATABASE_SCHEMA: process.env.DATABASE_SCHEMA || undefined });
  const users = `"${schema}"."users"`;
  const outbox = `"${schema}"."outbox"`;
  const outboxChannel = `${schema}_outbox`;

  const { rows } = await client.query(`SELECT is_admin FROM ${users} WHERE email = $1 FOR UPDATE`, [email]);
  if (rows.length === 0) return 'not-found';
  if (rows[0].is_admin) return 'already-admin';

  const updated = await client.query(
    `UPDATE ${users} SET is_admin = true, updated_at = now() WHERE email = $1 RETURNING ${PROFILE_COLUMNS}`,
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
  return 'promoted';
}

async function inTransaction(client, work) {
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

async function main() {
  const email = process.argv[2]?.trim().toLowerCase();
  if (!email) throw new Error(USAGE);
  const libraries = loadLibraries();
  const client = new pg.Client({
    connectionString: environment().DATABASE_URL,
    connectionTimeoutMillis: 5000,
  });
  await client.connect();
  const outcome = await inTransaction(client, () => makeAdmin(client, email, libraries)).finally(() =>
    client.end(),
  );

  if (outcome === 'not-found') throw new Error(`No user with email ${email}.`);
  if (outcome === 'already-admin') return console.log(`${email} is already an admin.`);
  const cacheSeconds = Number(process.env.SESSION_CACHE_TTL_MS || DEFAULT_SESSION_CACHE_TTL_MS) / 1000;
  console.log(`${email} is now an admin.`);
  console.log(
    `Signed-in sessions get admin rights within ${cacheSeconds} seconds (the gateway's session cache); ` +
      'other services update their copy of the user as soon as the auth service publishes the event.',
  );
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
