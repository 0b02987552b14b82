import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  Min,
} from 'class-validator';
import { ApiNote } from '../common/api-notes';
import { GAME_INVITATIONS, GAME_LETTERS, GAME_STATUSES, type GameInvitation, type GameStatus } from './rules';
import { defineEvent } from '../events/event-definition';

const MAX_PLAYERS = 5;

/** `events.games.game-invited.v1`: a skater challenged others; each invitee is asked to answer. */
export class GameInvitedV1 {
  @IsUUID()
  gameId!: string;

  @IsUUID()
  challengerId!: string;

  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_PLAYERS)
  @IsUUID('all', { each: true })
  inviteeIds!: string[];

  @IsInt()
  @Min(1)
  turnHours!: number;
}

/** `events.games.invitation-answered.v1`: an invitee accepted or declined (or let it lapse: declined). */
export class InvitationAnsweredV1 {
  @IsUUID()
  gameId!: string;

  @IsUUID()
  challengerId!: string;

  @IsUUID()
  playerId!: string;

  @IsIn(GAME_INVITATIONS)
  answer!: Exclude<GameInvitation, 'pending'>;
}

/** `events.games.game-started.v1`: every invitee answered and at least one accepted. */
export class GameStartedV1 {
  @IsUUID()
  gameId!: string;

  /** In seat order; the first sets the first trick. */
  @IsArray()
  @ArrayMinSize(2)
  @ArrayMaxSize(MAX_PLAYERS)
  @IsUUID('all', { each: true })
  playerIds!: string[];

  @IsUUID()
  setterId!: string;

  @IsISO8601()
  startedAt!: string;
}

/** `events.games.turn-set.v1`: the setter posted the trick; every attempter now has until `deadline`. */
export class TurnSetV1 {
  @IsUUID()
  gameId!: string;

  @IsInt()
  @Min(1)
  turnNumber!: number;

  @IsUUID()
  setterId!: string;

  @IsString()
  @MaxLength(40)
  trickId!: string;

  @IsUUID()
  postId!: string;

  @IsArray()
  @ArrayMaxSize(MAX_PLAYERS)
  @IsUUID('all', { each: true })
  attempterIds!: string[];

  @IsISO8601()
  deadline!: string;
}

/** `events.games.attempt-posted.v1`: an attempter posted their clip, or bailed (no clip). */
export class AttemptPostedV1 {
  @IsUUID()
  gameId!: string;

  @IsInt()
  @Min(1)
  turnNumber!: number;

  @IsUUID()
  playerId!: string;

  /** Judges the attempt. */
  @IsUUID()
  setterId!: string;

  @IsOptional()
  @IsUUID()
  postId!: string | null;

  @IsBoolean()
  bailed!: boolean;
}

/** `events.games.letter-given.v1`: a player missed the set trick and earned the next letter. */
export class LetterGivenV1 {
  @IsUUID()
  gameId!: string;

  @IsInt()
  @Min(1)
  turnNumber!: number;

  @IsUUID()
  playerId!: string;

  @ApiNote({ description: 'The letter the player now has', example: GAME_LETTERS[0] })
  @IsString()
  @Matches(new RegExp(`^[${GAME_LETTERS}]$`))
  letter!: string;

  /** All the player's letters now: '' … 'SKATE'. */
  @IsString()
  @MaxLength(GAME_LETTERS.length)
  letters!: string;

  /** The fifth letter: the player is out. */
  @IsBoolean()
  out!: boolean;

  @IsArray()
  @ArrayMaxSize(MAX_PLAYERS)
  @IsUUID('all', { each: true })
  playerIds!: string[];
}

/** `events.games.game-won.v1`: one player is left standing. */
export class GameWonV1 {
  @IsUUID()
  gameId!: string;

  @IsUUID()
  winnerId!: string;

  /** Everyone who played, the winner included. */
  @IsArray()
  @ArrayMinSize(2)
  @ArrayMaxSize(MAX_PLAYERS)
  @IsUUID('all', { each: true })
  playerIds!: string[];

  @IsISO8601()
  finishedAt!: string;
}

/**
 * `events.games.game-cancelled.v1`: the game ended without a result, because two of its players can no
 * longer play together (one blocked the other). Nobody won or lost.
 */
export class GameCancelledV1 {
  @IsUUID()
  gameId!: string;

  /** Everyone still in the game (invited or playing): each is told it ended. */
  @IsArray()
  @ArrayMinSize(2)
  @ArrayMaxSize(MAX_PLAYERS)
  @IsUUID('all', { each: true })
  playerIds!: string[];

  @IsISO8601()
  cancelledAt!: string;
}

/**
 * `events.games.game-changed.v1`: anything about a game changed. The gateway pushes `games:updated` to the
 * players named here, and nobody else.
 */
export class GameChangedV1 {
  @IsUUID()
  gameId!: string;

  @IsArray()
  @ArrayMaxSize(MAX_PLAYERS)
  @IsUUID('all', { each: true })
  playerIds!: string[];

  @IsIn(GAME_STATUSES)
  status!: GameStatus;

  @IsInt()
  @Min(1)
  revision!: number;
}

/** The events the games service publishes, `events.games.<event>.v<N>`, with their payload classes. */
export const GAMES_EVENTS = {
  gameInvited: defineEvent('games', 'game-invited', 1, GameInvitedV1),
  invitationAnswered: defineEvent('games', 'invitation-answered', 1, InvitationAnsweredV1),
  gameStarted: defineEvent('games', 'game-started', 1, GameStartedV1),
  turnSet: defineEvent('games', 'turn-set', 1, TurnSetV1),
  attemptPosted: defineEvent('games', 'attempt-posted', 1, AttemptPostedV1),
  letterGiven: defineEvent('games', 'letter-given', 1, LetterGivenV1),
  gameWon: defineEvent('games', 'game-won', 1, GameWonV1),
  gameCancelled: defineEvent('games', 'game-cancelled', 1, GameCancelledV1),
  gameChanged: defineEvent('games', 'game-changed', 1, GameChangedV1),
} as const;
