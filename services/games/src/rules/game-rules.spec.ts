import { GAME_MESSAGES, type GameCall } from '@boonies/contracts/games';
import {
  advance,
  answerInvitation,
  bail,
  callClip,
  cancel,
  clipVerdict,
  forfeit,
  type GameHappening,
  GameRuleError,
  newGame,
  nextDeadline,
  postAttempt,
  recordTally,
  setTrick,
  yourMove,
} from './game-rules';
import type { ClipState, CommunityTally, GameState } from './game-state';

const T0 = Date.parse('2026-01-01T00:00:00.000Z');
const at = (hours: number) => new Date(T0 + hours * 3_600_000).toISOString();
const A = 'a';
const B = 'b';
const C = 'c';

/** A game between the players, every invitation accepted, at hour 0; turns of 48 hours. */
function started(players: string[] = [A, B]): GameState {
  let { state } = newGame({
    challengerId: players[0],
    opponentIds: players.slice(1),
    turnHours: 48,
    now: at(0),
  });
  for (const player of players.slice(1)) state = answerInvitation(state, player, true, at(0)).state;
  return state;
}

let clipCount = 0;
const clip = (hour: number) => ({ postId: `post-${++clipCount}`, postedAt: at(hour) });
const turnOf = (state: GameState) => state.turns.at(-1)!;
const letters = (state: GameState) => Object.fromEntries(state.players.map((p) => [p.userId, p.letters]));
const types = (happenings: GameHappening[]) => happenings.map((happening) => happening.type);

/** One whole turn in which the setter lands and each attempter makes or misses, judged by calls. */
function playTurn(state: GameState, hour: number, misses: string[]): GameState {
  const setter = turnOf(state).setterId;
  let next = setTrick(state, setter, 'ollie-1', clip(hour), at(hour)).state;
  const attempters = turnOf(next).attempts.map((attempt) => attempt.playerId);
  for (const attempter of attempters) {
    next = callClip(next, attempter, turnOf(next).set!.postId, 'make', at(hour)).state;
  }
  for (const attempter of attempters) {
    if (misses.includes(attempter)) next = bail(next, attempter, at(hour)).state;
    else {
      const made = clip(hour);
      next = postAttempt(next, attempter, made, at(hour)).state;
      next = callClip(next, setter, made.postId, 'make', at(hour)).state;
    }
  }
  return next;
}

describe('the rules of S.K.A.T.E.', () => {
  describe('invitations', () => {
    it.each([
      { answers: [true], status: 'active' },
      { answers: [false], status: 'declined' },
      { answers: [true, false], status: 'active' },
      { answers: [false, false], status: 'declined' },
    ])('answers $answers start the game as $status', ({ answers, status }) => {
      const opponents = answers.map((_, index) => `o${index}`);
      let { state } = newGame({ challengerId: A, opponentIds: opponents, turnHours: 24, now: at(0) });
      answers.forEach((accept, index) => {
        state = answerInvitation(state, opponents[index], accept, at(1)).state;
      });
      expect(state.status).toBe(status);
      if (status === 'active')
        expect(turnOf(state)).toMatchObject({ number: 1, setterId: A, phase: 'setting' });
    });

    it.each([
      { accepted: [], status: 'expired', players: 0 },
      { accepted: ['o0'], status: 'active', players: 2 },
    ])('after 48 hours unanswered, $accepted accepted: $status', ({ accepted, status, players }) => {
      let { state } = newGame({ challengerId: A, opponentIds: ['o0', 'o1'], turnHours: 24, now: at(0) });
      for (const id of accepted) state = answerInvitation(state, id, true, at(1)).state;
      expect(advance(state, at(47)).state.status).toBe('invited');
      const lapsed = advance(state, at(48)).state;
      expect(lapsed.status).toBe(status);
      expect(lapsed.players.filter((p) => p.invitation === 'accepted' && status === 'active')).toHaveLength(
        players,
      );
    });

    it('refuses a second answer, and an answer from the challenger', () => {
      const { state } = newGame({ challengerId: A, opponentIds: [B, C], turnHours: 24, now: at(0) });
      const answered = answerInvitation(state, B, true, at(0)).state;
      expect(() => answerInvitation(answered, B, false, at(0))).toThrow(GameRuleError);
      expect(() => answerInvitation(state, A, true, at(0))).toThrow(GameRuleError);
      expect(() => answerInvitation(state, 'x', true, at(0))).toThrow(GameRuleError);
    });

    it('refuses to challenge oneself', () => {
      expect(() => newGame({ challengerId: A, opponentIds: [A], turnHours: 24, now: at(0) })).toThrow(
        GameRuleError,
      );
    });
  });

  describe('letters', () => {
    it.each([
      { misses: [[B]], expected: { a: 0, b: 1 } },
      { misses: [[B], [], [B]], expected: { a: 0, b: 2 } },
      { misses: [[]], expected: { a: 0, b: 0 } },
    ])('misses by turn $misses give $expected', ({ misses, expected }) => {
      let state = started();
      misses.forEach((missed, index) => {
        // Only the setter of each turn sets; B misses only when B attempts.
        const setter = turnOf(state).setterId;
        state = playTurn(
          state,
          index,
          missed.filter((id) => id !== setter),
        );
      });
      expect(letters(state)).toEqual(expected);
    });

    it('gives S, K, A, T, E in order and the fifth puts the player out: the last one standing wins', () => {
      let state = started();
      const given: string[] = [];
      let hour = 0;
      while (state.status === 'active') {
        const setter = turnOf(state).setterId;
        const setTrickStep = playTurn(state, hour, setter === A ? [B] : []);
        state = setTrickStep;
        hour += 1;
      }
      for (const turn of state.turns) given.push(...turn.lettersGiven.map((l) => l.letter));
      expect(given.join('')).toBe('SKATE');
      expect(state).toMatchObject({ status: 'finished', winnerId: A });
      expect(state.players.find((p) => p.userId === B)).toMatchObject({ letters: 5, out: true });
    });
  });

  describe('turns', () => {
    it('passes the set to the next player still in after every turn', () => {
      let state = started([A, B, C]);
      const setters: string[] = [];
      for (let hour = 0; hour < 4; hour++) {
        setters.push(turnOf(state).setterId);
        state = playTurn(state, hour, []);
      }
      expect(setters).toEqual([A, B, C, A]);
    });

    it('skips a setter who sets nothing in time: no letter, the next sets', () => {
      const state = started();
      expect(advance(state, at(47.9)).state.turns).toHaveLength(1);
      const { state: next } = advance(state, at(48));
      expect(next.turns.map((turn) => turn.outcome)).toEqual(['skipped', 'pending']);
      expect(turnOf(next).setterId).toBe(B);
      expect(letters(next)).toEqual({ a: 0, b: 0 });
    });

    it('voids the turn when the set is judged a fake: no letters, the turn passes', () => {
      let state = started();
      const set = clip(1);
      state = setTrick(state, A, 'kickflip-2', set, at(1)).state;
      state = bail(state, B, at(2)).state;
      state = callClip(state, B, set.postId, 'fake', at(2)).state;
      expect(turnOf(state).outcome).toBe('pending');
      state = recordTally(state, set.postId, tally({ rejected: true }), at(3)).state;
      expect(state.turns[0]).toMatchObject({ outcome: 'void', lettersGiven: [] });
      expect(turnOf(state)).toMatchObject({ number: 2, setterId: B, phase: 'setting' });
      expect(letters(state)).toEqual({ a: 0, b: 0 });
    });

    it('gives a letter to an attempter who misses the deadline', () => {
      let state = started();
      state = setTrick(state, A, 'kickflip-2', clip(1), at(1)).state;
      expect(turnOf(state).deadline).toBe(at(49));
      expect(advance(state, at(48.9)).state.turns).toHaveLength(1);
      const { state: next, happenings } = advance(state, at(49));
      expect(next.turns[0]).toMatchObject({
        outcome: 'counted',
        attempts: [{ playerId: B, result: 'missed' }],
        lettersGiven: [{ playerId: B, letter: 'S' }],
      });
      expect(types(happenings)).toEqual(['letterGiven']);
    });

    it('refuses moves out of turn', () => {
      const state = started();
      const cases: [() => unknown, string][] = [
        [() => setTrick(state, B, 'ollie-1', clip(1), at(1)), 'FORBIDDEN'],
        [() => postAttempt(state, B, clip(1), at(1)), 'CONFLICT'],
        [() => bail(state, A, at(1)), 'CONFLICT'],
        [() => setTrick(state, 'x', 'ollie-1', clip(1), at(1)), 'FORBIDDEN'],
        [() => setTrick(state, A, 'ollie-1', { postId: 'old', postedAt: at(-1) }, at(1)), 'CONFLICT'],
      ];
      for (const [attempt, code] of cases) {
        expect(attempt).toThrow(expect.objectContaining({ code }));
      }
      const set = clip(1);
      const setState = setTrick(state, A, 'ollie-1', set, at(1)).state;
      expect(() => postAttempt(setState, B, set, at(1))).toThrow(
        expect.objectContaining({ code: 'CONFLICT' }),
      );
      expect(() => postAttempt(setState, A, clip(1), at(1))).toThrow(
        expect.objectContaining({ code: 'FORBIDDEN' }),
      );
      expect(() => callClip(setState, A, set.postId, 'make', at(1))).toThrow(
        expect.objectContaining({ code: 'FORBIDDEN' }),
      );
      const called = callClip(setState, B, set.postId, 'fake', at(1)).state;
      expect(() => callClip(called, B, set.postId, 'make', at(1))).toThrow(
        expect.objectContaining({ code: 'CONFLICT' }),
      );
    });
  });

  describe('judging a clip', () => {
    const pending = (
      calls: [string, GameCall][],
      community: Partial<CommunityTally> | null = null,
    ): ClipState => ({
      postId: 'p',
      playerId: A,
      postedAt: at(0),
      calls: calls.map(([judgeId, call]) => ({ judgeId, call })),
      community: community && tally(community),
      verdict: 'pending',
    });

    it.each([
      {
        name: 'every judge calls make',
        calls: [
          [B, 'make'],
          [C, 'make'],
        ],
        community: null,
        deadline: false,
        verdict: 'make',
      },
      {
        name: 'one judge has yet to call',
        calls: [[B, 'make']],
        community: null,
        deadline: false,
        verdict: 'pending',
      },
      {
        name: 'a fake call waits for the community',
        calls: [
          [B, 'make'],
          [C, 'fake'],
        ],
        community: null,
        deadline: false,
        verdict: 'pending',
      },
      {
        name: 'the community verified it',
        calls: [[B, 'fake']],
        community: { isVerified: true },
        deadline: false,
        verdict: 'make',
      },
      {
        name: 'an admin rejected it',
        calls: [],
        community: { rejected: true },
        deadline: false,
        verdict: 'fake',
      },
      {
        name: 'deadline, no calls and no votes',
        calls: [],
        community: null,
        deadline: true,
        verdict: 'make',
      },
      {
        name: 'deadline, a make call only',
        calls: [[B, 'make']],
        community: null,
        deadline: true,
        verdict: 'make',
      },
      {
        name: 'deadline, disputed, nobody voted',
        calls: [[B, 'fake']],
        community: null,
        deadline: true,
        verdict: 'make',
      },
      {
        name: 'deadline, disputed, fake weighs more',
        calls: [[B, 'fake']],
        community: { weightedFor: 1, weightedAgainst: 3 },
        deadline: true,
        verdict: 'fake',
      },
      {
        name: 'deadline, disputed, make weighs more',
        calls: [[B, 'fake']],
        community: { weightedFor: 4, weightedAgainst: 3 },
        deadline: true,
        verdict: 'make',
      },
      {
        name: 'deadline, disputed, a tie',
        calls: [[B, 'fake']],
        community: { weightedFor: 2, weightedAgainst: 2 },
        deadline: true,
        verdict: 'make',
      },
    ] as const)('$name: $verdict', ({ calls, community, deadline, verdict }) => {
      expect(
        clipVerdict(
          pending(
            calls.map(([judge, call]) => [judge, call]),
            community,
          ),
          [B, C],
          deadline,
        ),
      ).toBe(verdict);
    });
  });

  describe('timeouts', () => {
    it.each([
      { phase: 'setting', hours: 48, expected: { outcome: 'skipped', letters: { a: 0, b: 0 } } },
      { phase: 'attempting', hours: 49, expected: { outcome: 'counted', letters: { a: 0, b: 1 } } },
      { phase: 'judging the attempt', hours: 49, expected: { outcome: 'counted', letters: { a: 0, b: 0 } } },
      {
        phase: 'judging a disputed attempt',
        hours: 49,
        expected: { outcome: 'counted', letters: { a: 0, b: 1 } },
      },
    ])('at the deadline while $phase: $expected.outcome', ({ phase, hours, expected }) => {
      let state = started();
      if (phase !== 'setting') state = setTrick(state, A, 'ollie-1', clip(1), at(1)).state;
      if (phase.startsWith('judging')) {
        const attempt = clip(2);
        state = postAttempt(state, B, attempt, at(2)).state;
        if (phase.includes('disputed')) {
          state = callClip(state, A, attempt.postId, 'fake', at(3)).state;
          state = recordTally(
            state,
            attempt.postId,
            tally({ weightedFor: 1, weightedAgainst: 2 }),
            at(4),
          ).state;
        }
      }
      const { state: next } = advance(state, at(hours));
      expect(next.turns[0].outcome).toBe(expected.outcome);
      expect(letters(next)).toEqual(expected.letters);
    });

    it('names the next deadline: invitations, then the turn', () => {
      const { state } = newGame({ challengerId: A, opponentIds: [B], turnHours: 12, now: at(0) });
      expect(nextDeadline(state)).toBe(at(48));
      const active = answerInvitation(state, B, true, at(1)).state;
      expect(nextDeadline(active)).toBe(at(13));
    });
  });

  describe('forfeit', () => {
    it('puts the player out at once; with one left, the game is won', () => {
      const state = started();
      const { state: next, happenings } = forfeit(state, B, at(1));
      expect(next).toMatchObject({ status: 'finished', winnerId: A });
      expect(next.players.find((p) => p.userId === B)).toMatchObject({ out: true, forfeited: true });
      expect(types(happenings)).toEqual(['won']);
      expect(() => forfeit(next, A, at(2))).toThrow(expect.objectContaining({ code: 'CONFLICT' }));
    });

    it('a setter who forfeits ends the turn; the game goes on among the rest', () => {
      let state = started([A, B, C]);
      state = setTrick(state, A, 'ollie-1', clip(1), at(1)).state;
      state = forfeit(state, A, at(2)).state;
      expect(state.status).toBe('active');
      expect(state.turns[0].outcome).toBe('void');
      expect(turnOf(state).setterId).toBe(B);
    });
  });

  describe('cancel (two players can no longer play together)', () => {
    const invited = () => newGame({ challengerId: A, opponentIds: [B, C], turnHours: 48, now: at(0) }).state;
    const withLetter = () => playTurn(started([A, B, C]), 1, [B]);
    it.each([
      { game: 'invited, nobody answered', state: invited, status: 'cancelled', playerIds: [A, B, C] },
      {
        game: 'invited, one declined',
        state: () => answerInvitation(invited(), C, false, at(1)).state,
        status: 'cancelled',
        playerIds: [A, B],
      },
      {
        game: 'active, a trick to set',
        state: () => started([A, B]),
        status: 'cancelled',
        playerIds: [A, B],
      },
      {
        game: 'active, a trick to match',
        state: () => setTrick(withLetter(), B, 'ollie-1', clip(2), at(2)).state,
        status: 'cancelled',
        playerIds: [A, B, C],
      },
      {
        game: 'invited, its invitations lapsed unanswered',
        state: () => ({ ...invited(), inviteDeadline: at(0) }),
        status: 'expired',
        playerIds: null,
      },
      {
        game: 'finished',
        state: () => forfeit(started(), B, at(1)).state,
        status: 'finished',
        playerIds: null,
      },
      {
        game: 'declined',
        state: () =>
          answerInvitation(
            newGame({ challengerId: A, opponentIds: [B], turnHours: 48, now: at(0) }).state,
            B,
            false,
            at(1),
          ).state,
        status: 'declined',
        playerIds: null,
      },
    ])('$game: $status', ({ state: before, status, playerIds }) => {
      const game = before();
      const { state, happenings } = cancel(game, at(3));
      expect(state.status).toBe(status);
      if (!playerIds) {
        expect(happenings.some((happening) => happening.type === 'cancelled')).toBe(false);
        return;
      }
      expect(happenings).toEqual([{ type: 'cancelled', playerIds }]);
      // Nobody wins, no letter is given, nothing is left to do and no deadline wakes the game.
      expect(state).toMatchObject({ winnerId: null, finishedAt: at(3) });
      expect(letters(state)).toEqual(letters(game));
      expect(state.turns.every((turn) => turn.phase === 'done')).toBe(true);
      expect(state.turns.slice(0, -1)).toEqual(game.turns.slice(0, -1));
      expect(nextDeadline(state)).toBeNull();
      for (const player of state.players) expect(yourMove(state, player.userId)).toBeNull();
      expect(() => bail(state, B, at(4))).toThrow(GAME_MESSAGES.cancelled);
      expect(() => forfeit(state, A, at(4))).toThrow(GAME_MESSAGES.cancelled);
    });

    it('leaves the game it cancelled as it is', () => {
      const { state } = cancel(started(), at(1));
      expect(cancel(state, at(2))).toEqual({ state, happenings: [] });
    });
  });

  it('three players: the first with five letters is out, the last one standing wins', () => {
    let state = started([A, B, C]);
    const out: string[] = [];
    let hour = 0;
    // B misses every trick; C misses every trick A sets.
    while (state.status === 'active' && hour < 100) {
      const setter = turnOf(state).setterId;
      const misses = [B, ...(setter === A ? [C] : [])].filter((id) => id !== setter);
      const step = playTurnWithHappenings(state, hour, misses);
      state = step.state;
      out.push(...step.outs);
      hour += 1;
    }
    expect(out).toEqual([B, C]);
    expect(state).toMatchObject({ status: 'finished', winnerId: A });
  });

  describe('what each player should do', () => {
    it.each([
      { when: 'invited', moves: { a: null, b: 'answer' } },
      { when: 'setting', moves: { a: 'set', b: null } },
      { when: 'attempting', moves: { a: null, b: 'attempt' } },
      { when: 'judging', moves: { a: 'call', b: 'call' } },
    ])('$when: $moves', ({ when, moves }) => {
      let state = newGame({ challengerId: A, opponentIds: [B], turnHours: 24, now: at(0) }).state;
      if (when !== 'invited') state = answerInvitation(state, B, true, at(0)).state;
      if (when === 'attempting' || when === 'judging')
        state = setTrick(state, A, 'ollie-1', clip(1), at(1)).state;
      if (when === 'judging') state = postAttempt(state, B, clip(2), at(2)).state;
      expect({ a: yourMove(state, A), b: yourMove(state, B) }).toEqual(moves);
      expect(yourMove(state, 'admin')).toBeNull();
    });
  });
});

function tally(partial: Partial<CommunityTally>): CommunityTally {
  return { isVerified: false, rejected: false, weightedFor: 0, weightedAgainst: 0, ...partial };
}

function playTurnWithHappenings(state: GameState, hour: number, misses: string[]) {
  const before = new Set(state.players.filter((p) => p.out).map((p) => p.userId));
  const next = playTurn(state, hour, misses);
  const outs = next.players.filter((p) => p.out && !before.has(p.userId)).map((p) => p.userId);
  return { state: next, outs };
}
