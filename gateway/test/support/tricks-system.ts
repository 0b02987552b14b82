import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { queryDatabase, startSystem, type RunningSystem } from '@boonies/testing';
import { Browser, newAccount } from './browser';

/**
 * Four tricks: gw-1 Ollie (10), gw-2 Kickflip (20) and gw-3 Heelflip (30), both after the ollie, and
 * gw-4 Laser Flip (100) after both flips.
 */
export const FIXTURE_CATALOGUE_DIR = path.join(__dirname, '..', 'fixtures', 'catalogue');

/** The gateway with the auth and tricks services, the tricks service on the fixture catalogue. */
export function startTricksSystem(label: string): Promise<RunningSystem> {
  return startSystem({
    label,
    services: ['auth', 'social', 'tricks'],
    env: { TRUST_PROXY: 'true', TRICKS_CATALOGUE_DIR: FIXTURE_CATALOGUE_DIR },
  });
}

export interface SignedInUser {
  browser: Browser;
  id: string;
  username: string;
}

/** A new account, signed in; the tricks service hears of it through the auth service's event. */
export async function signedUp(system: RunningSystem, label = 'skater'): Promise<SignedInUser> {
  const account = newAccount(label);
  const browser = new Browser(system.baseUrl);
  const response = await browser.signUp(account);
  if (response.status !== 201)
    throw new Error(`Sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { browser, id: response.body.id, username: account.username };
}

/** A new account made admin in the database, then signed in again so its session carries the flag. */
export async function signedInAdmin(system: RunningSystem): Promise<SignedInUser> {
  const account = newAccount('admin');
  const browser = new Browser(system.baseUrl);
  const signUp = await browser.signUp(account);
  await runSql(system, 'UPDATE auth.users SET is_admin = true WHERE id = $1', [signUp.body.id]);
  const signIn = await browser.signIn({ email: account.email, password: account.password });
  if (!signIn.body.isAdmin) throw new Error('The admin flag did not reach the new session');
  return { browser, id: signIn.body.id, username: account.username };
}

export function runSql(system: RunningSystem, sql: string, parameters: unknown[] = []): Promise<unknown[]> {
  return queryDatabase(system.databaseUrl, sql, parameters);
}

/** Polls until `check` passes: for effects that travel by events. */
export async function eventually(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(50);
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** Until the tricks service has the user in its leaderboard projection (its brand check reads it). */
export function projected(system: RunningSystem, userId: string): Promise<void> {
  return eventually(
    async () =>
      (await runSql(system, 'SELECT 1 FROM tricks.leaderboard_users WHERE user_id = $1', [userId])).length >
      0,
    `user ${userId} in the leaderboard projection`,
  );
}
