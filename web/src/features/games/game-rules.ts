import {
  type ClipDto,
  GAME_LETTERS,
  type GameMove,
  type GamePlayerDto,
  type GameTurnRecordDto,
  type GameView,
} from '@boonies/contracts/games';
import type { UserSummaryDto } from '@boonies/contracts/social';

export function nameOf(user: Pick<UserSummaryDto, 'username' | 'displayName'>): string {
  return user.displayName || user.username;
}

/** "No letters", "1 letter: S", "2 letters: S K": how a screen reader hears a player's letters. */
export function lettersLabel(letters: string): string {
  if (letters.length === 0) return 'No letters';
  const spelled = [...letters].join(' ');
  return `${letters.length} ${letters.length === 1 ? 'letter' : 'letters'}: ${spelled}`;
}

/** Each of S-K-A-T-E with whether the player has it. */
export function letterLamps(letters: string): { letter: string; lit: boolean }[] {
  return [...GAME_LETTERS].map((letter, index) => ({ letter, lit: index < letters.length }));
}

export function playerOf(game: GameView, userId: string | null | undefined): GamePlayerDto | undefined {
  return game.players.find((player) => player.user.id === userId);
}

/** The players still in the game, in seat order. */
export function playersIn(game: GameView): GamePlayerDto[] {
  return game.players
    .filter((player) => player.invitation === 'accepted' && !player.out)
    .sort((a, b) => a.seat - b.seat);
}

/** The timeline's entry for the turn being played, if any. */
export function currentTurnOf(game: GameView): GameTurnRecordDto | undefined {
  if (!game.turn) return undefined;
  const number = game.turn.number;
  return game.timeline.find((turn) => turn.number === number);
}

/**
 * Whether `meId` judges this clip now: the attempters judge the set, the setter judges the attempts; only
 * players still in, only in the turn being played, once each, and not after the verdict.
 */
export function canCall(
  game: GameView,
  turn: GameTurnRecordDto,
  clip: ClipDto,
  authorId: string,
  meId: string,
): boolean {
  if (game.status !== 'active' || game.turn?.number !== turn.number) return false;
  if (clip.verdict !== 'pending' || authorId === meId) return false;
  if (clip.calls.some((call) => call.judgeId === meId)) return false;
  if (!playersIn(game).some((player) => player.user.id === meId)) return false;
  const isSet = authorId === turn.setterId;
  return isSet ? true : meId === turn.setterId;
}

export const MOVE_LABELS: Record<GameMove, string> = {
  answer: 'Answer the challenge',
  set: 'Set a trick',
  attempt: 'Match the trick',
  call: 'Call make or fake',
};

export const GAME_CANCELLED_BY_BLOCK = 'Cancelled: a player blocked the other';

/** One line on where a game stands, from the reader's side: the list's cards and the page's header. */
export function gameSummary(game: GameView, meId: string): string {
  const winner = playerOf(game, game.winnerId);
  switch (game.status) {
    case 'invited': {
      if (game.yourMove === 'answer') return 'You are challenged';
      const waiting = game.players.filter((player) => player.invitation === 'pending').length;
      return `Waiting for ${waiting === 1 ? '1 answer' : `${waiting} answers`}`;
    }
    case 'declined':
      return 'Challenge declined';
    case 'expired':
      return 'Challenge expired';
    case 'cancelled':
      // A game is cancelled only when two of its players can no longer play together.
      return GAME_CANCELLED_BY_BLOCK;
    case 'finished':
      if (!winner) return 'Game over';
      return winner.user.id === meId ? 'You won' : `@${winner.user.username} won`;
    case 'active': {
      if (game.yourMove) return `Your move: ${MOVE_LABELS[game.yourMove].toLowerCase()}`;
      const turn = game.turn;
      if (!turn) return 'In play';
      const setter = playerOf(game, turn.setterId);
      if (turn.phase === 'setting') {
        return setter ? `Waiting for @${setter.user.username} to set a trick` : 'Waiting for the set';
      }
      return turn.trick ? `Matching the ${turn.trick.name}` : 'Matching the set';
    }
  }
}

/** The others in the game, for a card's title: "vs @bob" or "vs @bob, @carla". */
export function opponentsLine(game: GameView, meId: string): string {
  const others = game.players.filter((player) => player.user.id !== meId);
  return `vs ${others.map((player) => `@${player.user.username}`).join(', ')}`;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "1d 4h", "3h 12m", "12m 05s", "45s": the time left to a deadline, shortest readable. */
export function formatCountdown(msLeft: number): string {
  if (msLeft <= 0) return "Time's up";
  const days = Math.floor(msLeft / DAY);
  const hours = Math.floor((msLeft % DAY) / HOUR);
  const minutes = Math.floor((msLeft % HOUR) / MINUTE);
  const seconds = Math.floor((msLeft % MINUTE) / SECOND);
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  if (minutes > 0) return `${minutes}m ${String(seconds).padStart(2, '0')}s`;
  return `${seconds}s`;
}

/**
 * The moments worth announcing as time runs out: a screen reader hears the countdown only when it
 * crosses one of these, never every second.
 */
export function countdownStage(msLeft: number): 'plenty' | 'hour' | 'minutes' | 'over' {
  if (msLeft <= 0) return 'over';
  if (msLeft <= 10 * MINUTE) return 'minutes';
  if (msLeft <= HOUR) return 'hour';
  return 'plenty';
}

export const COUNTDOWN_ANNOUNCEMENTS = {
  plenty: '',
  hour: 'Less than an hour left in this turn',
  minutes: 'Less than ten minutes left in this turn',
  over: "Time's up for this turn",
} as const;

/** How often the countdown redraws: every second in its last hour, every minute before. */
export function countdownTick(msLeft: number): number {
  return msLeft <= HOUR ? SECOND : MINUTE;
}
