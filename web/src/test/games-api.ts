import type { UserDto } from '@boonies/contracts/auth';
import type { ClipDto, GamePlayerDto, GameView } from '@boonies/contracts/games';
import { makeUser, summaryOf } from './fixtures';
import { OTHER_SKATER } from './posts-api';

/** The signed-in skater of the game tests, and the one they play. */
export const ME = makeUser({ username: 'tony', displayName: 'Tony' });
export const RODNEY = OTHER_SKATER;
export const CARLA = makeUser({
  id: '5a0c3f7e-1b2d-4c8a-9e3f-000000000003',
  username: 'carla',
  displayName: 'Carla',
  email: 'carla@example.com',
});

export const GAME_ID = '6d1f0c2a-1111-4a2b-9c3d-000000000001';
export const KICKFLIP = { id: 'flip-1', name: 'Kickflip' };
export const SET_POST_ID = '8e2a1b3c-2222-4d5e-8f60-000000000001';
export const ATTEMPT_POST_ID = '8e2a1b3c-2222-4d5e-8f60-000000000002';

export function makePlayer(
  user: UserDto,
  seat: number,
  overrides: Partial<GamePlayerDto> = {},
): GamePlayerDto {
  return {
    user: summaryOf(user),
    seat,
    invitation: 'accepted',
    letters: '',
    out: false,
    forfeited: false,
    ...overrides,
  };
}

export function makeClip(postId: string, overrides: Partial<ClipDto> = {}): ClipDto {
  return {
    postId,
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    media: null,
    postedAt: new Date(Date.now() - 60_000).toISOString(),
    verdict: 'pending',
    disputed: false,
    calls: [],
    ...overrides,
  };
}

/** A deadline this far from now. */
export function inFuture(ms: number): string {
  return new Date(Date.now() + ms).toISOString();
}

/** A game of tony (seat 0, the challenger) against rodney, in its first turn, tony setting. */
export function makeGame(overrides: Partial<GameView> = {}): GameView {
  return {
    id: GAME_ID,
    status: 'active',
    turnHours: 48,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    challengerId: ME.id,
    players: [makePlayer(ME, 0), makePlayer(RODNEY, 1)],
    turn: { number: 1, setterId: ME.id, phase: 'setting', trick: null, deadline: inFuture(47 * 3_600_000) },
    timeline: [
      {
        number: 1,
        setterId: ME.id,
        trick: null,
        outcome: 'pending',
        set: null,
        attempts: [],
        lettersGiven: [],
      },
    ],
    winnerId: null,
    yourMove: 'set',
    ...overrides,
  };
}

/** Rodney has set a kickflip; tony must match it. */
export function attemptingGame(overrides: Partial<GameView> = {}): GameView {
  return makeGame({
    turn: {
      number: 1,
      setterId: RODNEY.id,
      phase: 'attempting',
      trick: KICKFLIP,
      deadline: inFuture(3 * 3_600_000),
    },
    timeline: [
      {
        number: 1,
        setterId: RODNEY.id,
        trick: KICKFLIP,
        outcome: 'pending',
        set: makeClip(SET_POST_ID),
        attempts: [{ playerId: ME.id, clip: null, bailed: false, result: 'pending' }],
        lettersGiven: [],
      },
    ],
    yourMove: 'attempt',
    ...overrides,
  });
}
