#!/usr/bin/env node
// Makes an existing account an admin, while the system runs:  npm run make-admin -- alice@example.com
//
// One transaction sets the flag and appends `events.auth.user-updated.v1` to the auth service's outbox the
// way the service's own Outbox does (same envelope, same pg_notify), so the running relay publishes it and
// every service's copy of the user follows. No session is revoked: gateways read the flag again when their
// short-lived session cache entry expires.
import pg from 'pg';
import { environment } from './lib/infra.mjs';
import { inTransaction, loadUserEventLibraries, setUserFlag } from './lib/user-flags.mjs';

const USAGE = 'Usage: npm run make-admin -- <email>';
/** The gateway's default SESSION_CACHE_TTL_MS. */
const DEFAULT_SESSION_CACHE_TTL_MS = 30_000;

async function main() {
  const email = process.argv[2]?.trim().toLowerCase();
  if (!email) throw new Error(USAGE);
  const libraries = loadUserEventLibraries();
  const client = new pg.Client({
    connectionString: environment().DATABASE_URL,
    connectionTimeoutMillis: 5000,
  });
  await client.connect();
  const outcome = await inTransaction(client, () =>
    setUserFlag(client, email, 'is_admin', libraries),
  ).finally(() => client.end());

  if (outcome === 'not-found') throw new Error(`No user with email ${email}.`);
  if (outcome === 'already-set') return console.log(`${email} is already an admin.`);
  const cacheSeconds = Number(process.env.SESSION_CACHE_TTL_MS || DEFAULT_SESSION_CACHE_TTL_MS) / 1000;
  console.log(`${email} is now an admin.`);
  console.log(
    `Signed-in sessions get admin rights within ${cacheSeconds} seconds (the gateway's session cache); ` +
      'other services update their copy of the user as soon as the auth service publishes the event.',
  );
}

main().catch((/** @type {Error} */ error) => {
  console.error(error.message);
  process.exit(1);
});
