import { randomUUID } from 'node:crypto';
import type { ServiceName } from '@boonies/contracts/common';
import type { EventDefinition } from '@boonies/contracts/events';
import type { PostDto } from '@boonies/contracts/posts';
import { SOCIAL_EVENTS } from '@boonies/contracts/social';
import type { ScoreDto } from '@boonies/contracts/tricks';
import type { VerificationDto } from '@boonies/contracts/verification';
import { buildEventEnvelope, EventRouting, ensureStream } from '@boonies/messaging';
import { startSystem, type RunningSystem } from '@boonies/testing';
import { connect } from 'nats';
import type { Browser } from './browser';
import {
  eventually,
  FIXTURE_CATALOGUE_DIR,
  runSql,
  signedInAdmin,
  signedUp,
  type SignedInUser,
} from './tricks-system';

export { eventually, runSql, type SignedInUser } from './tricks-system';

/** The fixture catalogue's tricks and their points (see `tricks-system.ts`). */
export const FIXTURE_TRICKS = { 'gw-1': 10, 'gw-2': 20, 'gw-3': 30, 'gw-4': 100 } as const;

export const YOUTUBE_LINK = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/**
 * How long an effect that travels by events may take: milliseconds normally, seconds on a loaded machine.
 * Tests that wait for such effects allow `EVENT_TEST_TIMEOUT_MS`.
 */
export const EVENT_DEADLINE_MS = 15_000;
export const EVENT_TEST_TIMEOUT_MS = 60_000;

/** Starting NATS, a database, four services and the gateway, then waiting for the catalogue to reach posts. */
export const POSTS_SYSTEM_START_TIMEOUT_MS = 120_000;

/**
 * The gateway with the auth, tricks, posts and verification services, the tricks service on the fixture
 * catalogue. Returns once the posts service knows the catalogue, so tagged posts are accepted.
 */
export async function startPostsSystem(
  label: string,
  env: Record<string, string> = {},
): Promise<RunningSystem> {
  const system = await startSystem({
    label,
    services: ['auth', 'social', 'tricks', 'posts', 'verification'],
    env: { TRUST_PROXY: 'true', TRICKS_CATALOGUE_DIR: FIXTURE_CATALOGUE_DIR, ...env },
  });
  try {
    await tricksKnownToPosts(system);
  } catch (error) {
    await system.stop();
    throw error;
  }
  return system;
}

/**
 * The posts service learns trick names from the tricks service's `trick-changed` events, published when
 * it seeds its catalogue: until they are in, tagging a trick is refused as unknown.
 */
export function tricksKnownToPosts(system: RunningSystem): Promise<void> {
  const ids = Object.keys(FIXTURE_TRICKS);
  return eventually(
    async () => {
      const rows = (await runSql(
        system,
        'SELECT count(*)::int AS known FROM posts.tricks WHERE id = ANY($1)',
        [ids],
      )) as { known: number }[];
      return rows[0]?.known === ids.length;
    },
    'the fixture tricks in the posts service',
    30_000,
  );
}

/** Until the posts service has the user in its authors projection (its brand check and feeds read it). */
export function knownToPosts(system: RunningSystem, userId: string, where = 'true'): Promise<void> {
  return eventually(
    async () =>
      (await runSql(system, `SELECT 1 FROM posts.authors WHERE user_id = $1 AND ${where}`, [userId])).length >
      0,
    `user ${userId} in the posts service's authors`,
    EVENT_DEADLINE_MS,
  );
}

/** A new skater every service involved knows of. */
export async function skater(system: RunningSystem, label = 'skater'): Promise<SignedInUser> {
  const user = await signedUp(system, label);
  await knownToPosts(system, user.id);
  return user;
}

/**
 * Standing as a test can earn it at once: accounts count from their first day, and accounts made from
 * this one machine are not taken for look-alikes of each other.
 */
export const IMMEDIATE_STANDING_ENV = {
  STANDING_MIN_ACCOUNT_AGE_DAYS: '0',
  AUTO_VERIFY_SIGNAL_WINDOW_HOURS: '0',
};

/**
 * A skater whose vote counts: on a system started with `IMMEDIATE_STANDING_ENV`, one trick video of theirs
 * approved by `moderator` gives them the verified trick that standing asks for.
 */
export async function establishedSkater(
  system: RunningSystem,
  moderator: SignedInUser,
  label: string,
  trickId: string,
): Promise<SignedInUser> {
  const user = await skater(system, label);
  const video = await trickVideo(user.browser, [trickId], `${label}'s first verified trick`);
  const review = await moderator.browser.patch(`/api/posts/${video.id}`, { verificationStatus: 'approved' });
  if (review.status !== 200)
    throw new Error(`Review refused: ${review.status} ${JSON.stringify(review.body)}`);
  await eventually(
    async () =>
      ((await user.browser.get('/api/verifications/standing')).body as { weight: number }).weight > 0,
    `${label} to have standing`,
    EVENT_DEADLINE_MS,
  );
  return user;
}

/** A new admin (the flag is in the session; services read it from there). */
export function admin(system: RunningSystem): Promise<SignedInUser> {
  return signedInAdmin(system);
}

/**
 * Makes the user a brand the way an operator does, with the auth service's own command (`grant-role`, its
 * profile revision and event), then waits until the posts service's copy of the user says so.
 */
export async function makeBrand(system: RunningSystem, userId: string): Promise<void> {
  const [account] = (await runSql(system, 'SELECT email FROM auth.users WHERE id = $1', [userId])) as {
    email: string;
  }[];
  await system.runCommand('auth', ['grant-role', 'brand', account.email]);
  await knownToPosts(system, userId, 'is_brand');
}

/** Publishes a service's domain event into the system's JetStream, as that service's outbox relay would. */
export async function publishEvent<TData extends object>(
  system: RunningSystem,
  producer: ServiceName,
  definition: EventDefinition,
  data: TData,
): Promise<void> {
  const nats = await connect({ servers: system.natsUrl });
  try {
    const routing = new EventRouting();
    await ensureStream(await nats.jetstreamManager(), routing.stream(producer));
    const envelope = buildEventEnvelope(definition, data, { producer, correlationId: randomUUID() });
    await nats
      .jetstream()
      .publish(routing.subject(definition), JSON.stringify(envelope), { msgID: envelope.id });
  } finally {
    await nats.close();
  }
}

/**
 * `follower` follows `following`. Follow routes come later; this is the social service's event, which is all
 * the posts service's following feed reads.
 */
export function follow(system: RunningSystem, followerId: string, followingId: string): Promise<void> {
  return publishEvent(system, 'social', SOCIAL_EVENTS.followed, { followerId, followingId });
}

export async function trickVideo(
  browser: Browser,
  trickIds: string[],
  content = 'Landed it on film',
): Promise<PostDto> {
  const response = await browser.post('/api/posts/trick-video', {
    content,
    videoUrl: YOUTUBE_LINK,
    trickIds,
  });
  if (response.status !== 201)
    throw new Error(`Trick video refused: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

export async function textPost(browser: Browser, content: string, extra: object = {}): Promise<PostDto> {
  const response = await browser.post('/api/posts', { content, ...extra });
  if (response.status !== 201)
    throw new Error(`Post refused: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

export async function publicScore(browser: Browser, userId: string): Promise<number> {
  const response = await browser.get(`/api/scores/${userId}`);
  if (response.status !== 200)
    throw new Error(`Score unavailable: ${response.status} ${JSON.stringify(response.body)}`);
  return (response.body as ScoreDto).publicScore;
}

/**
 * A trick video's verifications once the verification service has opened them: it does so on the posts
 * service's `post-created` event, a moment after the post is answered.
 */
export async function openedVerifications(
  browser: Browser,
  postId: string,
  count: number,
): Promise<VerificationDto[]> {
  let verifications: VerificationDto[] = [];
  await eventually(async () => {
    const response = await browser.get(`/api/verifications/post/${postId}`);
    verifications = response.status === 200 ? response.body : [];
    return verifications.length === count;
  }, `${count} verifications of post ${postId}`);
  return verifications;
}
