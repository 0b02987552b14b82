import { startSystem, type RunningSystem } from '@boonies/testing';
import { eventually, runSql } from './tricks-system';

export { eventually, runSql, signedInAdmin, signedUp, type SignedInUser } from './tricks-system';

/** Effects that travel by events take milliseconds normally, seconds on a loaded machine. */
export const EVENT_DEADLINE_MS = 15_000;
export const ADMIN_TEST_TIMEOUT_MS = 60_000;
export const ADMIN_SYSTEM_START_TIMEOUT_MS = 120_000;

/** The gateway with auth (users, puppets), posts (posting as a puppet) and admin (audit log, calendar). */
export function startAdminSystem(label: string): Promise<RunningSystem> {
  return startSystem({ label, services: ['auth', 'social', 'posts', 'admin'], env: { TRUST_PROXY: 'true' } });
}

/** Until the posts service knows the account as an author (it refuses posts from strangers). */
export function knownToPosts(system: RunningSystem, userId: string): Promise<void> {
  return eventually(
    async () => (await runSql(system, 'SELECT 1 FROM posts.authors WHERE user_id = $1', [userId])).length > 0,
    `user ${userId} in the posts service's authors`,
    EVENT_DEADLINE_MS,
  );
}
