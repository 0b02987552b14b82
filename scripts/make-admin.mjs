#!/usr/bin/env node
// Makes an existing account an admin, while the system runs:  npm run make-admin -- alice@example.com
//
// Runs the auth service's own command (`node services/auth/dist/cli.js grant-role admin <email>`) with this
// checkout's environment: the service's rules set the flag in one transaction with the profile revision and
// the audit event its outbox publishes, so every service's copy of the user follows and the audit log
// records the grant. No session is revoked: gateways read the flag again when their short-lived session
// cache entry expires.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { environment } from './lib/infra.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const AUTH_CLI = path.join(root, 'services/auth/dist/cli.js');
const USAGE = 'Usage: npm run make-admin -- <email>';
/** The gateway's default SESSION_CACHE_TTL_MS. */
const DEFAULT_SESSION_CACHE_TTL_MS = 30_000;

function main() {
  const email = process.argv[2]?.trim().toLowerCase();
  if (!email) throw new Error(USAGE);
  if (!existsSync(AUTH_CLI)) throw new Error('Build the auth service first: npx nx run auth-service:build');
  const env = { ...process.env, ...environment(), LOG_LEVEL: process.env.LOG_LEVEL || 'warn' };
  // The command prints what it did, or why it refused (an unknown email), and sets the exit status.
  const { status } = spawnSync(process.execPath, [AUTH_CLI, 'grant-role', 'admin', email], {
    env,
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(status ?? 1);
  const cacheSeconds = Number(process.env.SESSION_CACHE_TTL_MS || DEFAULT_SESSION_CACHE_TTL_MS) / 1000;
  console.log(
    `Signed-in sessions get admin rights within ${cacheSeconds} seconds (the gateway's session cache); ` +
      'other services update their copy of the user as soon as the auth service publishes the event.',
  );
}

try {
  main();
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}
