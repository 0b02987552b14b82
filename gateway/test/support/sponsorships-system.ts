import type { NotificationDto } from '@boonies/contracts/messaging';
import type { SponsorshipDto } from '@boonies/contracts/sponsorships';
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
export const SPONSORSHIPS_SYSTEM_START_TIMEOUT_MS = 120_000;

/**
 * The gateway with the sponsorships service and the two that react to its events: messaging (notifications)
 * and auth (profiles, and the flow status of an accepted athlete).
 */
export function startSponsorshipsSystem(label: string): Promise<RunningSystem> {
  return startSystem({
    label,
    services: ['auth', 'social', 'messaging', 'sponsorships'],
    env: { TRUST_PROXY: 'true' },
  });
}

/** Until the sponsorships service's copy of the user (from the auth service's events) matches `where`. */
export function knownToSponsorships(system: RunningSystem, userId: string, where = 'true'): Promise<void> {
  return eventually(
    async () =>
      (await runSql(system, `SELECT 1 FROM sponsorships.users WHERE user_id = $1 AND ${where}`, [userId]))
        .length > 0,
    `user ${userId} in the sponsorships service's users (${where})`,
    EVENT_DEADLINE_MS,
  );
}

/** A new skater the sponsorships and messaging services know of. */
export async function member(system: RunningSystem, label = 'skater'): Promise<SignedInUser> {
  const user = await signedUp(system, label);
  await Promise.all([knownToSponsorships(system, user.id), knownToMessaging(system, user.id)]);
  return user;
}

/** A new admin (the flag is in the session; services read it from there). */
export async function admin(system: RunningSystem): Promise<SignedInUser> {
  const user = await signedInAdmin(system);
  await knownToSponsorships(system, user.id);
  return user;
}

/** A new account turned brand through its own profile, as the web app's Edit Profile does it. */
export async function brandAccount(system: RunningSystem, label = 'brand'): Promise<SignedInUser> {
  const user = await member(system, label);
  const response = await user.browser.patch(`/api/users/${user.id}`, { isBrand: true });
  if (response.status !== 200)
    throw new Error(`Turning brand failed: ${response.status} ${JSON.stringify(response.body)}`);
  await knownToSponsorships(system, user.id, 'is_brand');
  return user;
}

function knownToMessaging(system: RunningSystem, userId: string): Promise<void> {
  return eventually(
    async () =>
      (await runSql(system, 'SELECT 1 FROM messaging.users WHERE user_id = $1', [userId])).length > 0,
    `user ${userId} in the messaging service's users`,
    EVENT_DEADLINE_MS,
  );
}

export async function requestSponsorship(brand: Browser, athleteId: string): Promise<SponsorshipDto> {
  const response = await brand.post('/api/sponsorships', { userId: athleteId, status: 'pending' });
  if (response.status !== 201)
    throw new Error(`Request refused: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** Until the user has a notification `matching`; returns it. */
export async function notificationOf(
  browser: Browser,
  matching: (notification: NotificationDto) => boolean,
): Promise<NotificationDto> {
  let found: NotificationDto | undefined;
  await eventually(
    async () => {
      const response = await browser.get('/api/notifications');
      found = (response.body?.notifications as NotificationDto[] | undefined)?.find(matching);
      return found !== undefined;
    },
    'a notification',
    EVENT_DEADLINE_MS,
  );
  return found as NotificationDto;
}
