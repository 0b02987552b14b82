import type { GameView } from '@boonies/contracts/games';
import { startSystem, type RunningSystem } from '@boonies/testing';
import type { Browser } from './browser';
import { IMMEDIATE_STANDING_ENV, knownToPosts, trickVideo, tricksKnownToPosts } from './posts-system';
import {
  eventually,
  FIXTURE_CATALOGUE_DIR,
  runSql,
  signedInAdmin,
  signedUp,
  type SignedInUser,
} from './tricks-system';

export { eventually, runSql, type SignedInUser } from './tricks-system';

export const EVENT_DEADLINE_MS = 15_000;
export const GAMES_SYSTEM_START_TIMEOUT_MS = 180_000;

/**
 * The gateway with the games service and those it hears from or that hear it: auth (accounts, blocks),
 * tricks and posts (the trick videos a game is played with), verification (the verified tricks a player's
 * standing asks for, earned at once as `IMMEDIATE_STANDING_ENV` allows) and messaging (notifications). The
 * verdicts of disputed clips are the games service's own integration test. Returns once the posts service
 * knows the fixture catalogue.
 */
export async function startGamesSystem(label: string): Promise<RunningSystem> {
  const system = await startSystem({
    label,
    services: ['auth', 'social', 'tricks', 'posts', 'verification', 'messaging', 'games'],
    env: { TRUST_PROXY: 'true', TRICKS_CATALOGUE_DIR: FIXTURE_CATALOGUE_DIR, ...IMMEDIATE_STANDING_ENV },
  });
  try {
    await tricksKnownToPosts(system);
  } catch (error) {
    await system.stop();
    throw error;
  }
  return system;
}

/** Until the games service's copy of the user (from the auth service's events) matches `where`. */
export function knownToGames(system: RunningSystem, userId: string, where = 'true'): Promise<void> {
  return eventually(
    async () =>
      (await runSql(system, `SELECT 1 FROM games.users WHERE user_id = $1 AND ${where}`, [userId])).length >
      0,
    `user ${userId} in the games service's users (${where})`,
    EVENT_DEADLINE_MS,
  );
}

/** A new skater the games service knows of. */
export async function player(system: RunningSystem, label = 'skater'): Promise<SignedInUser> {
  const user = await signedUp(system, label);
  await knownToGames(system, user.id);
  return user;
}

/**
 * Gives a player standing, so a game against them counts on the records: `moderator` approves a trick
 * video of theirs, and the games service hears that it is verified.
 */
export async function giveStanding(
  system: RunningSystem,
  moderator: SignedInUser,
  user: SignedInUser,
): Promise<void> {
  await knownToPosts(system, user.id);
  const video = await trickVideo(user.browser, ['gw-2'], 'My first verified trick');
  const review = await moderator.browser.patch(`/api/posts/${video.id}`, { verificationStatus: 'approved' });
  if (review.status !== 200)
    throw new Error(`Review refused: ${review.status} ${JSON.stringify(review.body)}`);
  await eventually(
    async () =>
      (
        await runSql(
          system,
          `SELECT 1 FROM games.trick_videos v JOIN games.clip_verifications c ON c.post_id = v.post_id
            WHERE v.user_id = $1 AND c.is_verified`,
          [user.id],
        )
      ).length > 0,
    `a verified trick of ${user.id} in the games service`,
    EVENT_DEADLINE_MS,
  );
}

export async function gamesAdmin(system: RunningSystem): Promise<SignedInUser> {
  const user = await signedInAdmin(system);
  await knownToGames(system, user.id);
  return user;
}

/** A new account turned brand through its own profile, as Edit Profile does it. */
export async function gamesBrand(system: RunningSystem): Promise<SignedInUser> {
  const user = await player(system, 'brand');
  const response = await user.browser.patch(`/api/users/${user.id}`, { isBrand: true });
  if (response.status !== 200) throw new Error(`Turning brand failed: ${response.status}`);
  await knownToGames(system, user.id, 'is_brand');
  return user;
}

/** `blocker` blocks `blocked`, and the games service has heard of it. */
export async function block(
  system: RunningSystem,
  blocker: SignedInUser,
  blocked: SignedInUser,
): Promise<void> {
  const response = await blocker.browser.post('/api/blocks', { userId: blocked.id });
  if (response.status !== 201 && response.status !== 200) throw new Error(`Block failed: ${response.status}`);
  await eventually(
    async () =>
      (
        await runSql(
          system,
          'SELECT 1 FROM games.blocks WHERE blocker_id = $1 AND blocked_id = $2 AND is_blocking',
          [blocker.id, blocked.id],
        )
      ).length > 0,
    'the block in the games service',
    EVENT_DEADLINE_MS,
  );
}

/** `challenger` challenges `opponent`, who accepts: a game at its first turn. */
export async function startedGame(
  challenger: Browser,
  opponent: Browser,
  opponentId: string,
): Promise<GameView> {
  const created = await challenger.post('/api/games', { opponentIds: [opponentId], turnHours: 24 });
  if (created.status !== 201)
    throw new Error(`Challenge refused: ${created.status} ${JSON.stringify(created.body)}`);
  const accepted = await opponent.post(`/api/games/${created.body.id}/accept`);
  if (accepted.status !== 200) throw new Error(`Accept refused: ${accepted.status}`);
  return accepted.body as GameView;
}
