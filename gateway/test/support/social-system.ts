import type { MessageDto } from '@boonies/contracts/messaging';
import { startSystem, type RunningSystem } from '@boonies/testing';
import type { Browser } from './browser';
import { eventually, runSql, signedInAdmin, signedUp, type SignedInUser } from './tricks-system';

export { eventually, runSql, type SignedInUser } from './tricks-system';

/**
 * How long an effect that travels by events may take: milliseconds normally, seconds on a loaded machine.
 * Tests that wait for such effects allow `EVENT_TEST_TIMEOUT_MS`.
 */
export const EVENT_DEADLINE_MS = 15_000;
export const EVENT_TEST_TIMEOUT_MS = 60_000;
export const SOCIAL_SYSTEM_START_TIMEOUT_MS = 120_000;

/**
 * The gateway with the auth service (profiles, follows, blocks, preferences) and the messaging service,
 * plus the posts service where a suite needs skaters who post (suggestions rank by recent posts).
 */
export function startSocialSystem(label: string, withPosts = false): Promise<RunningSystem> {
  return startSystem({
    label,
    services: withPosts ? ['auth', 'social', 'messaging', 'posts'] : ['auth', 'social', 'messaging'],
    env: { TRUST_PROXY: 'true' },
  });
}

/**
 * Until the messaging service's copy of the user (from the auth service's events) matches `where`: it
 * refuses messages to users it does not know yet, and reads the switches and blocks from its own copies.
 */
export function knownToMessaging(
  system: RunningSystem,
  userId: string,
  table: 'users' | 'preferences' = 'users',
  where = 'true',
): Promise<void> {
  return eventually(
    async () =>
      (await runSql(system, `SELECT 1 FROM messaging.${table} WHERE user_id = $1 AND ${where}`, [userId]))
        .length > 0,
    `user ${userId} in the messaging service's ${table} (${where})`,
    EVENT_DEADLINE_MS,
  );
}

/** Until the messaging service knows of `blockerId`'s block of `blockedId` (or of its end). */
export function blockKnownToMessaging(
  system: RunningSystem,
  blockerId: string,
  blockedId: string,
  active = true,
): Promise<void> {
  return eventually(
    async () =>
      (
        await runSql(
          system,
          'SELECT 1 FROM messaging.blocks WHERE blocker_id = $1 AND blocked_id = $2 AND active = $3',
          [blockerId, blockedId, active],
        )
      ).length > 0,
    `the block of ${blockedId} by ${blockerId} (active: ${active}) in the messaging service`,
    EVENT_DEADLINE_MS,
  );
}

/** A new member every service involved knows of. */
export async function member(system: RunningSystem, label = 'skater'): Promise<SignedInUser> {
  const user = await signedUp(system, label);
  await knownToMessaging(system, user.id);
  return user;
}

/** A new admin (the flag is in the session; services read it from there). */
export async function admin(system: RunningSystem): Promise<SignedInUser> {
  const user = await signedInAdmin(system);
  await knownToMessaging(system, user.id);
  return user;
}

export async function sendMessage(
  browser: Browser,
  recipientId: string,
  content: string,
): Promise<MessageDto> {
  const response = await browser.post('/api/messages', { recipientId, content });
  if (response.status !== 201)
    throw new Error(`Message refused: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}
