import {
  type ClipVerdict,
  GAME_INVITATION_HOURS,
  GAME_LETTERS,
  GAME_MESSAGES,
  type GameCall,
  type GameMove,
} from '@boonies/contracts/games';
import type {
  AttemptState,
  ClipState,
  CommunityTally,
  GameState,
  PlayerState,
  TurnState,
} from './game-state';

/**
 * The rules of S.K.A.T.E., as pure functions of a game's state and the time: each move answers the next
 * state and what happened (which the service announces), or throws a `GameRuleError`. Deadlines are applied
 * by `advance`, which every move runs first, so a late move meets the game as its deadline left it.
 */

export type GameRuleCode = 'FORBIDDEN' | 'CONFLICT' | 'NOT_FOUND' | 'VALIDATION_FAILED';

export class GameRuleError extends Error {
  constructor(
    readonly code: GameRuleCode,
    message: string,
  ) {
    super(message);
    this.name = 'GameRuleError';
  }
}

/** What a step of the game did, in order: the service turns each into an event. */
export type GameHappening =
  | { type: 'invited'; inviteeIds: string[] }
  | { type: 'answered'; playerId: string; answer: 'accepted' | 'declined' }
  | { type: 'started'; playerIds: string[]; setterId: string }
  | {
      type: 'turnSet';
      turnNumber: number;
      setterId: string;
      trickId: string;
      postId: string;
      attempterIds: string[];
      deadline: string;
    }
  | {
      type: 'attemptPosted';
      turnNumber: number;
      playerId: string;
      setterId: string;
      postId: string | null;
      bailed: boolean;
    }
  | {
      type: 'letterGiven';
      turnNumber: number;
      playerId: string;
      letter: string;
      letters: string;
      out: boolean;
    }
  | { type: 'won'; winnerId: string }
  | { type: 'cancelled'; playerIds: string[] };

export interface GameStep {
  state: GameState;
  happenings: GameHappening[];
}

/** A trick video offered as a set or an attempt; the service has checked it is the caller's and shows the trick. */
export interface OfferedClip {
  postId: string;
  postedAt: string;
}

const HOUR_MS = 3_600_000;
const refuse = (code: GameRuleCode, message: string) => new GameRuleError(code, message);
const later = (from: string, hours: number) => new Date(Date.parse(from) + hours * HOUR_MS).toISOString();
const reached = (deadline: string, now: string) => Date.parse(now) >= Date.parse(deadline);

/** A challenge: the challenger sits first and has accepted; each opponent is asked. */
export function newGame(input: {
  challengerId: string;
  opponentIds: readonly string[];
  turnHours: number;
  now: string;
}): GameStep {
  const { challengerId, opponentIds, turnHours, now } = input;
  if (opponentIds.includes(challengerId)) throw refuse('FORBIDDEN', GAME_MESSAGES.notYourself);
  const seat = (userId: string, index: number, invitation: PlayerState['invitation']): PlayerState => ({
    userId,
    seat: index,
    invitation,
    letters: 0,
    out: false,
    forfeited: false,
  });
  const state: GameState = {
    status: 'invited',
    turnHours,
    challengerId,
    createdAt: now,
    inviteDeadline: later(now, GAME_INVITATION_HOURS),
    players: [
      seat(challengerId, 0, 'accepted'),
      ...opponentIds.map((id, index) => seat(id, index + 1, 'pending')),
    ],
    turns: [],
    winnerId: null,
    finishedAt: null,
  };
  return { state, happenings: [{ type: 'invited', inviteeIds: [...opponentIds] }] };
}

/** Applies every deadline that has passed by `now`: lapsed invitations, unset turns, unmatched tricks. */
export function advance(current: GameState, now: string): GameStep {
  const state = structuredClone(current);
  const happenings: GameHappening[] = [];
  settle(state, now, happenings);
  return { state, happenings };
}

/** An invitee accepts or declines. */
export function answerInvitation(current: GameState, userId: string, accept: boolean, now: string): GameStep {
  return move(current, now, (state, happenings) => {
    const player = playerOf(state, userId);
    if (state.status !== 'invited' || player.invitation !== 'pending') {
      throw refuse('CONFLICT', player.seat === 0 ? GAME_MESSAGES.notInvited : GAME_MESSAGES.alreadyAnswered);
    }
    player.invitation = accept ? 'accepted' : 'declined';
    happenings.push({ type: 'answered', playerId: userId, answer: player.invitation });
  });
}

/** The setter sets the turn's trick with their clip of it; every other player still in must match it. */
export function setTrick(
  current: GameState,
  userId: string,
  trickId: string,
  clip: OfferedClip,
  now: string,
): GameStep {
  return move(current, now, (state, happenings) => {
    const turn = activeTurn(state, userId);
    if (turn.setterId !== userId) throw refuse('FORBIDDEN', GAME_MESSAGES.notYourSet);
    if (turn.phase !== 'setting') throw refuse('CONFLICT', GAME_MESSAGES.notSetting);
    checkFresh(state, turn, clip);
    turn.trickId = trickId;
    turn.set = newClip(clip, userId);
    turn.phase = 'attempting';
    turn.deadline = later(now, state.turnHours);
    turn.attempts = inPlayers(state)
      .filter((player) => player.userId !== userId)
      .map((player) => ({ playerId: player.userId, clip: null, bailed: false, result: 'pending' }));
    happenings.push({
      type: 'turnSet',
      turnNumber: turn.number,
      setterId: userId,
      trickId,
      postId: clip.postId,
      attempterIds: turn.attempts.map((attempt) => attempt.playerId),
      deadline: turn.deadline,
    });
  });
}

/** An attempter posts their one clip of the set trick. */
export function postAttempt(current: GameState, userId: string, clip: OfferedClip, now: string): GameStep {
  return move(current, now, (state, happenings) => {
    const { turn, attempt } = openAttempt(state, userId);
    checkFresh(state, turn, clip);
    attempt.clip = newClip(clip, userId);
    happenings.push(attemptPosted(turn, userId, clip.postId, false));
  });
}

/** An attempter concedes this turn's trick: a letter, once the set stands. */
export function bail(current: GameState, userId: string, now: string): GameStep {
  return move(current, now, (state, happenings) => {
    const { turn, attempt } = openAttempt(state, userId);
    attempt.bailed = true;
    attempt.result = 'bailed';
    happenings.push(attemptPosted(turn, userId, null, true));
  });
}

/** A judge calls a clip of the current turn make or fake. */
export function callClip(
  current: GameState,
  userId: string,
  postId: string,
  call: GameCall,
  now: string,
): GameStep {
  return move(current, now, (state) => {
    const turn = activeTurn(state, userId);
    const clip = clipsOf(turn).find((candidate) => candidate.postId === postId);
    if (!clip) throw refuse('NOT_FOUND', GAME_MESSAGES.noSuchClip);
    if (!judgesOf(state, turn, clip).includes(userId)) throw refuse('FORBIDDEN', GAME_MESSAGES.notAJudge);
    if (clip.verdict !== 'pending') throw refuse('CONFLICT', GAME_MESSAGES.clipDecided);
    if (clip.calls.some((made) => made.judgeId === userId)) {
      throw refuse('CONFLICT', GAME_MESSAGES.alreadyCalled);
    }
    clip.calls.push({ judgeId: userId, call });
  });
}

/** The community verification of a clip changed: its verdict may now be known. */
export function recordTally(
  current: GameState,
  postId: string,
  tally: CommunityTally,
  now: string,
): GameStep {
  const state = structuredClone(current);
  const happenings: GameHappening[] = [];
  const turn = currentTurn(state);
  const clip = turn && clipsOf(turn).find((candidate) => candidate.postId === postId);
  if (clip) clip.community = tally;
  settle(state, now, happenings);
  return { state, happenings };
}

/**
 * A player gives up: out at once. A setter who gives up ends their turn without letters. Giving up before
 * any trick was set is withdrawing: the game has no result for them (see `countedResults`).
 */
export function forfeit(current: GameState, userId: string, now: string): GameStep {
  return move(current, now, (state) => {
    const player = playerOf(state, userId);
    if (state.status !== 'active') throw refuse('CONFLICT', GAME_MESSAGES.notActive);
    if (player.out || player.invitation !== 'accepted') throw refuse('CONFLICT', GAME_MESSAGES.out);
    player.out = true;
    player.forfeited = true;
    player.withdrew = !anyTrickSet(state);
    const turn = currentTurn(state);
    if (!turn) return;
    if (turn.setterId === userId) {
      turn.outcome = turn.phase === 'setting' ? 'skipped' : 'void';
      turn.phase = 'done';
    } else {
      turn.attempts = turn.attempts.filter((attempt) => attempt.playerId !== userId);
    }
  });
}

/**
 * A game in progress ends without a result for anyone, as when two of its players can no longer play
 * together (a block): no letters are given, nobody wins, no record counts it. Deadlines already passed apply
 * first, like before any move; a game that has ended stays as it is.
 */
export function cancel(current: GameState, now: string): GameStep {
  const { state, happenings } = advance(current, now);
  if (state.status !== 'invited' && state.status !== 'active') return { state, happenings };
  const open = currentTurn(state);
  if (open) {
    open.outcome = 'void';
    open.phase = 'done';
  }
  state.status = 'cancelled';
  state.finishedAt = now;
  const playerIds = state.players.filter((p) => p.invitation !== 'declined').map((p) => p.userId);
  happenings.push({ type: 'cancelled', playerIds });
  return { state, happenings };
}

/** When the game next needs `advance`: the invitations' or the current turn's deadline. */
export function nextDeadline(state: GameState): string | null {
  if (state.status === 'invited') return state.inviteDeadline;
  if (state.status !== 'active') return null;
  return currentTurn(state)?.deadline ?? null;
}

/** What a user should do now in the game, if anything. */
export function yourMove(state: GameState, userId: string): GameMove | null {
  const player = state.players.find((candidate) => candidate.userId === userId);
  if (!player) return null;
  if (state.status === 'invited') return player.invitation === 'pending' ? 'answer' : null;
  const turn = currentTurn(state);
  if (state.status !== 'active' || !turn || player.out) return null;
  if (turn.phase === 'setting') return turn.setterId === userId ? 'set' : null;
  const attempt = turn.attempts.find((candidate) => candidate.playerId === userId);
  if (attempt && !attempt.clip && !attempt.bailed) return 'attempt';
  const toCall = clipsOf(turn).some(
    (clip) =>
      clip.verdict === 'pending' &&
      judgesOf(state, turn, clip).includes(userId) &&
      !clip.calls.some((made) => made.judgeId === userId),
  );
  return toCall ? 'call' : null;
}

/** Who may call a clip: the attempters judge the set, the setter judges the attempts; players still in. */
export function judgesOf(state: GameState, turn: TurnState, clip: ClipState): string[] {
  const stillIn = new Set(inPlayers(state).map((player) => player.userId));
  const judges = clip === turn.set ? turn.attempts.map((attempt) => attempt.playerId) : [turn.setterId];
  return judges.filter((id) => stillIn.has(id));
}

/**
 * A clip's verdict. The community's final word (verified, or rejected) decides; judges who all call make
 * decide make. A fake call disputes the clip: the community verification decides it. At the deadline an
 * undecided clip goes by the weighted tally then (make when the weighted make votes are at least the fake
 * ones, so a clip nobody voted on is a make), and an undisputed one is a make: the benefit of the doubt.
 */
export function clipVerdict(clip: ClipState, judges: readonly string[], atDeadline: boolean): ClipVerdict {
  if (clip.verdict !== 'pending') return clip.verdict;
  if (clip.community?.isVerified) return 'make';
  if (clip.community?.rejected) return 'fake';
  const calls = clip.calls.filter((made) => judges.includes(made.judgeId));
  const disputed = calls.some((made) => made.call === 'fake');
  if (!disputed && calls.length === judges.length) return 'make';
  if (!atDeadline) return 'pending';
  if (!disputed) return 'make';
  const tally = clip.community;
  return !tally || tally.weightedFor >= tally.weightedAgainst ? 'make' : 'fake';
}

/** A fake call puts the clip before the community. */
export function isDisputed(clip: ClipState): boolean {
  return clip.calls.some((made) => made.call === 'fake');
}

/** Whether the game has begun: a trick was set in it (whatever its verdict). */
export function anyTrickSet(state: GameState): boolean {
  return state.turns.some((turn) => turn.set !== null);
}

export function currentTurn(state: GameState): TurnState | null {
  const last = state.turns.at(-1);
  return state.status === 'active' && last && last.phase !== 'done' ? last : null;
}

function move(
  current: GameState,
  now: string,
  change: (state: GameState, happenings: GameHappening[]) => void,
): GameStep {
  const { state, happenings } = advance(current, now);
  // Its players are told why nothing can be done any more.
  if (state.status === 'cancelled') throw refuse('CONFLICT', GAME_MESSAGES.cancelled);
  change(state, happenings);
  settle(state, now, happenings);
  return { state, happenings };
}

function playerOf(state: GameState, userId: string): PlayerState {
  const player = state.players.find((candidate) => candidate.userId === userId);
  if (!player) throw refuse('FORBIDDEN', GAME_MESSAGES.notAPlayer);
  return player;
}

/** The current turn, for a player still in. */
function activeTurn(state: GameState, userId: string): TurnState {
  const player = playerOf(state, userId);
  const turn = currentTurn(state);
  if (!turn) throw refuse('CONFLICT', GAME_MESSAGES.notActive);
  if (player.out) throw refuse('CONFLICT', GAME_MESSAGES.out);
  return turn;
}

function openAttempt(state: GameState, userId: string): { turn: TurnState; attempt: AttemptState } {
  const turn = activeTurn(state, userId);
  if (turn.phase !== 'attempting') throw refuse('CONFLICT', GAME_MESSAGES.notAttempting);
  const attempt = turn.attempts.find((candidate) => candidate.playerId === userId);
  if (!attempt) throw refuse('FORBIDDEN', GAME_MESSAGES.notAnAttempter);
  if (attempt.clip || attempt.bailed) throw refuse('CONFLICT', GAME_MESSAGES.alreadyAttempted);
  return { turn, attempt };
}

/** A clip must be made for this turn, and used once in the game. */
function checkFresh(state: GameState, turn: TurnState, clip: OfferedClip): void {
  if (Date.parse(clip.postedAt) < Date.parse(turn.startedAt)) {
    throw refuse('CONFLICT', GAME_MESSAGES.clipTooOld);
  }
  if (state.turns.some((past) => clipsOf(past).some((used) => used.postId === clip.postId))) {
    throw refuse('CONFLICT', GAME_MESSAGES.clipUsed);
  }
}

function newClip(clip: OfferedClip, playerId: string): ClipState {
  return {
    postId: clip.postId,
    playerId,
    postedAt: clip.postedAt,
    calls: [],
    community: null,
    verdict: 'pending',
  };
}

function attemptPosted(
  turn: TurnState,
  playerId: string,
  postId: string | null,
  bailed: boolean,
): GameHappening {
  return {
    type: 'attemptPosted',
    turnNumber: turn.number,
    playerId,
    setterId: turn.setterId,
    postId,
    bailed,
  };
}

function clipsOf(turn: TurnState): ClipState[] {
  const attempts = turn.attempts.flatMap((attempt) => (attempt.clip ? [attempt.clip] : []));
  return turn.set ? [turn.set, ...attempts] : attempts;
}

/** Players in the game and not out, in seat order. */
function inPlayers(state: GameState): PlayerState[] {
  return state.players.filter((player) => player.invitation === 'accepted' && !player.out);
}

/** Moves the game on as far as what is known and the time allow. */
function settle(state: GameState, now: string, happenings: GameHappening[]): void {
  for (;;) {
    if (state.status === 'invited') settleInvitations(state, now, happenings);
    // The invitations may just have started the game, or ended it.
    if ((state.status as GameState['status']) !== 'active') return;
    if (finishIfDecided(state, now, happenings)) return;
    const turn = state.turns.at(-1);
    if (!turn || turn.phase === 'done') {
      startTurn(state, nextSetter(state, turn?.setterId ?? null), now);
      continue;
    }
    if (!settleTurn(state, turn, now, happenings)) return;
  }
}

function settleInvitations(state: GameState, now: string, happenings: GameHappening[]): void {
  const lapsed = reached(state.inviteDeadline, now);
  if (lapsed) {
    for (const player of state.players.filter((candidate) => candidate.invitation === 'pending')) {
      player.invitation = 'declined';
      happenings.push({ type: 'answered', playerId: player.userId, answer: 'declined' });
    }
  }
  if (state.players.some((player) => player.invitation === 'pending')) return;
  const opponents = state.players.filter((player) => player.seat > 0 && player.invitation === 'accepted');
  if (opponents.length === 0) {
    state.status = lapsed ? 'expired' : 'declined';
    state.finishedAt = now;
    return;
  }
  state.status = 'active';
  const playerIds = inPlayers(state).map((player) => player.userId);
  happenings.push({ type: 'started', playerIds, setterId: state.challengerId });
}

/** Decides what the current turn can decide; answers whether the turn ended. */
function settleTurn(state: GameState, turn: TurnState, now: string, happenings: GameHappening[]): boolean {
  const atDeadline = reached(turn.deadline, now);
  if (turn.phase === 'setting') {
    if (!atDeadline) return false;
    turn.outcome = 'skipped';
    turn.phase = 'done';
    return true;
  }
  for (const clip of clipsOf(turn)) clip.verdict = clipVerdict(clip, judgesOf(state, turn, clip), atDeadline);
  for (const attempt of turn.attempts) {
    if (attempt.result !== 'pending') continue;
    if (attempt.clip) attempt.result = attempt.clip.verdict;
    else if (atDeadline) attempt.result = 'missed';
  }
  const set = turn.set as ClipState;
  if (set.verdict === 'fake') {
    turn.outcome = 'void';
    turn.phase = 'done';
    return true;
  }
  if (set.verdict === 'pending' || turn.attempts.some((attempt) => attempt.result === 'pending'))
    return false;
  turn.outcome = 'counted';
  turn.phase = 'done';
  for (const attempt of turn.attempts) {
    if (attempt.result === 'make') continue;
    const player = playerOf(state, attempt.playerId);
    if (player.out) continue;
    player.letters += 1;
    const letter = GAME_LETTERS[player.letters - 1];
    player.out = player.letters >= GAME_LETTERS.length;
    turn.lettersGiven.push({ playerId: player.userId, letter });
    happenings.push({
      type: 'letterGiven',
      turnNumber: turn.number,
      playerId: player.userId,
      letter,
      letters: GAME_LETTERS.slice(0, player.letters),
      out: player.out,
    });
  }
  return true;
}

/** One player left standing wins. */
function finishIfDecided(state: GameState, now: string, happenings: GameHappening[]): boolean {
  const standing = inPlayers(state);
  if (standing.length > 1) return false;
  const open = currentTurn(state);
  if (open) {
    open.outcome = 'void';
    open.phase = 'done';
  }
  state.status = 'finished';
  state.finishedAt = now;
  state.winnerId = standing[0]?.userId ?? null;
  if (state.winnerId) happenings.push({ type: 'won', winnerId: state.winnerId });
  return true;
}

/** The next player still in after `previous` in seat order; the first seat still in to begin with. */
function nextSetter(state: GameState, previous: string | null): string {
  const standing = inPlayers(state);
  if (previous === null) return standing[0].userId;
  const seat = playerOf(state, previous).seat;
  return (standing.find((player) => player.seat > seat) ?? standing[0]).userId;
}

function startTurn(state: GameState, setterId: string, now: string): void {
  state.turns.push({
    number: state.turns.length + 1,
    setterId,
    phase: 'setting',
    trickId: null,
    startedAt: now,
    deadline: later(now, state.turnHours),
    outcome: 'pending',
    set: null,
    attempts: [],
    lettersGiven: [],
  });
}
