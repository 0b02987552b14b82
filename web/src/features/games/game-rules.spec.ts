import {
  attemptingGame,
  makeClip,
  makeGame,
  makePlayer,
  CARLA,
  ME,
  RODNEY,
  SET_POST_ID,
} from '@/test/games-api';
import {
  canCall,
  countdownStage,
  formatCountdown,
  gameSummary,
  letterLamps,
  lettersLabel,
  opponentsLine,
} from './game-rules';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('game rules, as the screens read them', () => {
  it.each([
    ['', 'No letters'],
    ['S', '1 letter: S'],
    ['SK', '2 letters: S K'],
    ['SKATE', '5 letters: S K A T E'],
  ])('reads %p as %p', (letters, label) => {
    expect(lettersLabel(letters)).toBe(label);
  });

  it('lights as many lamps as the player has letters', () => {
    expect(letterLamps('SKA').map(({ letter, lit }) => `${letter}${lit ? '+' : '-'}`)).toEqual([
      'S+',
      'K+',
      'A+',
      'T-',
      'E-',
    ]);
  });

  it.each([
    [2 * 24 * HOUR + 5 * HOUR, '2d 5h'],
    [3 * HOUR + 12 * MINUTE + 30_000, '3h 12m'],
    [12 * MINUTE + 5_000, '12m 05s'],
    [45_000, '45s'],
    [0, "Time's up"],
    [-5_000, "Time's up"],
  ])('counts %p ms down as %p', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });

  it.each([
    [2 * HOUR, 'plenty'],
    [HOUR, 'hour'],
    [10 * MINUTE, 'minutes'],
    [1_000, 'minutes'],
    [0, 'over'],
  ])('puts %p ms left in the %p stage', (ms, stage) => {
    expect(countdownStage(ms)).toBe(stage);
  });

  describe('who calls a clip', () => {
    const game = attemptingGame();
    const turn = game.timeline[0];
    const set = turn.set!;

    it('an attempter judges the set, once', () => {
      expect(canCall(game, turn, set, RODNEY.id, ME.id)).toBe(true);
      const called = makeClip(SET_POST_ID, { calls: [{ judgeId: ME.id, call: 'make' }] });
      expect(canCall(game, turn, called, RODNEY.id, ME.id)).toBe(false);
    });

    it('nobody judges their own clip, a decided clip, or a clip of a finished game', () => {
      expect(canCall(game, turn, set, RODNEY.id, RODNEY.id)).toBe(false);
      expect(canCall(game, turn, makeClip(SET_POST_ID, { verdict: 'make' }), RODNEY.id, ME.id)).toBe(false);
      expect(canCall({ ...game, status: 'finished' }, turn, set, RODNEY.id, ME.id)).toBe(false);
    });

    it('the setter judges the attempts; the other attempters do not', () => {
      const three = attemptingGame({
        players: [makePlayer(ME, 0), makePlayer(RODNEY, 1), makePlayer(CARLA, 2)],
      });
      const attempt = makeClip('attempt-carla');
      expect(canCall(three, three.timeline[0], attempt, CARLA.id, RODNEY.id)).toBe(true);
      expect(canCall(three, three.timeline[0], attempt, CARLA.id, ME.id)).toBe(false);
    });

    it('a player who is out judges nothing', () => {
      const out = attemptingGame({ players: [makePlayer(ME, 0, { out: true }), makePlayer(RODNEY, 1)] });
      expect(canCall(out, out.timeline[0], set, RODNEY.id, ME.id)).toBe(false);
    });
  });

  it('sums a game up from the reader’s side', () => {
    expect(gameSummary(makeGame(), ME.id)).toBe('Your move: set a trick');
    expect(
      gameSummary(makeGame({ yourMove: null, turn: { ...makeGame().turn!, setterId: RODNEY.id } }), ME.id),
    ).toBe('Waiting for @rodney to set a trick');
    expect(gameSummary(attemptingGame({ yourMove: null }), ME.id)).toBe('Matching the Kickflip');
    expect(gameSummary(makeGame({ status: 'finished', winnerId: ME.id }), ME.id)).toBe('You won');
    expect(gameSummary(makeGame({ status: 'finished', winnerId: RODNEY.id }), ME.id)).toBe('@rodney won');
    expect(gameSummary(makeGame({ status: 'invited', yourMove: 'answer' }), ME.id)).toBe(
      'You are challenged',
    );
    expect(gameSummary(makeGame({ status: 'cancelled', yourMove: null }), ME.id)).toBe(
      'Cancelled: a player blocked the other',
    );
    const invited = makeGame({
      status: 'invited',
      yourMove: null,
      players: [makePlayer(ME, 0), makePlayer(RODNEY, 1, { invitation: 'pending' })],
    });
    expect(gameSummary(invited, ME.id)).toBe('Waiting for 1 answer');
    expect(opponentsLine(invited, ME.id)).toBe('vs @rodney');
  });
});
