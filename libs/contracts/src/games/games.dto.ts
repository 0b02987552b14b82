import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
} from 'class-validator';
import type { MediaDto } from '../media/media.dto';
import type { UserSummaryDto } from '../social/profiles.dto';
import { TRICK_ID_PATTERN } from '../tricks/rules';
import {
  GAME_CALLS,
  GAME_LIST_STATUSES,
  GAME_MAX_OPPONENTS,
  GAME_MESSAGES,
  GAME_MIN_OPPONENTS,
  GAME_TURN_HOURS,
  type AttemptResult,
  type ClipVerdict,
  type GameCall,
  type GameInvitation,
  type GameListStatus,
  type GameMove,
  type GamePhase,
  type GameStatus,
  type GameTurnHours,
  type TurnOutcome,
} from './rules';
import type { DateTime, Uri, Uuid } from '../common/formats';

const CURSOR_MAX = 200;

/** `POST /api/games`: challenge one to four skaters. */
export class CreateGameDto {
  @IsArray({ message: GAME_MESSAGES.opponentIds })
  @ArrayMinSize(GAME_MIN_OPPONENTS, { message: GAME_MESSAGES.opponents })
  @ArrayMaxSize(GAME_MAX_OPPONENTS, { message: GAME_MESSAGES.opponents })
  @ArrayUnique({ message: GAME_MESSAGES.oneEach })
  @IsUUID('all', { each: true, message: GAME_MESSAGES.opponentIds })
  opponentIds!: string[];

  @IsOptional()
  @IsIn(GAME_TURN_HOURS, { message: GAME_MESSAGES.turnHours })
  turnHours?: GameTurnHours;
}

export class GameIdParam {
  @IsUUID('all', { message: 'id must be a valid game id' })
  id!: string;
}

/** `POST /api/games/{id}/set`: the setter's trick and the trick video showing it. */
export class SetTrickDto {
  @IsString({ message: GAME_MESSAGES.unknownTrick })
  @MaxLength(40, { message: GAME_MESSAGES.unknownTrick })
  @Matches(TRICK_ID_PATTERN, { message: GAME_MESSAGES.unknownTrick })
  trickId!: string;

  @IsUUID('all', { message: 'postId must be a valid post id' })
  postId!: string;
}

export class SetTrickRequest extends SetTrickDto {
  @IsUUID('all', { message: 'id must be a valid game id' })
  id!: string;
}

/** `POST /api/games/{id}/attempt`: the trick video of an attempt at the set trick. */
export class AttemptDto {
  @IsUUID('all', { message: 'postId must be a valid post id' })
  postId!: string;
}

export class AttemptRequest extends AttemptDto {
  @IsUUID('all', { message: 'id must be a valid game id' })
  id!: string;
}

/** `POST /api/games/{id}/calls`: a judge's make or fake on a clip of the current turn. */
export class CallClipDto {
  @IsUUID('all', { message: 'postId must be a valid post id' })
  postId!: string;

  @IsIn(GAME_CALLS, { message: GAME_MESSAGES.call })
  call!: GameCall;
}

export class CallClipRequest extends CallClipDto {
  @IsUUID('all', { message: 'id must be a valid game id' })
  id!: string;
}

/** `GET /api/games?status&cursor`: the caller's games, newest activity first. */
export class GameListQuery {
  @IsOptional()
  @IsIn(GAME_LIST_STATUSES, { message: 'status must be active or finished' })
  status?: GameListStatus;

  @IsOptional()
  @IsString({ message: GAME_MESSAGES.cursor })
  @MaxLength(CURSOR_MAX, { message: GAME_MESSAGES.cursor })
  @Matches(/^[\w-]+$/, { message: GAME_MESSAGES.cursor })
  cursor?: string;
}

/** `GET /api/games/leaderboard?cursor`. */
export class GamesLeaderboardQuery {
  @IsOptional()
  @IsString({ message: GAME_MESSAGES.cursor })
  @MaxLength(CURSOR_MAX, { message: GAME_MESSAGES.cursor })
  @Matches(/^\d+$/, { message: GAME_MESSAGES.cursor })
  cursor?: string;
}

/** `GET /api/games/record/{userId}`. */
export class GameRecordParam {
  @IsUUID('all', { message: 'userId must be a valid user id' })
  userId!: string;
}

export interface ClipCallDto {
  judgeId: Uuid;
  call: GameCall;
}

/** A trick video played in a game, with what the judges and the community made of it. */
export interface ClipDto {
  postId: Uuid;
  videoUrl: Uri | null;
  /** The uploaded clip, when the trick video was filmed in the app rather than linked. */
  media: MediaDto | null;
  postedAt: DateTime;
  verdict: ClipVerdict;
  /** A judge called fake, or the judges disagreed: the community verification of the clip decides. */
  disputed: boolean;
  calls: ClipCallDto[];
}

export interface GameAttemptDto {
  playerId: Uuid;
  clip: ClipDto | null;
  bailed: boolean;
  result: AttemptResult;
}

export interface GameTrickDto {
  id: string;
  name: string;
}

export interface GameTurnRecordDto {
  number: number;
  setterId: Uuid;
  trick: GameTrickDto | null;
  outcome: TurnOutcome;
  set: ClipDto | null;
  attempts: GameAttemptDto[];
  lettersGiven: { playerId: string; letter: string }[];
}

export interface GamePlayerDto {
  user: UserSummaryDto;
  seat: number;
  invitation: GameInvitation;
  /** '' … 'SKATE'. */
  letters: string;
  out: boolean;
  forfeited: boolean;
}

export interface GameTurnDto {
  number: number;
  setterId: Uuid;
  phase: GamePhase;
  trick: GameTrickDto | null;
  deadline: DateTime;
}

export interface GameView {
  id: Uuid;
  status: GameStatus;
  turnHours: GameTurnHours;
  createdAt: DateTime;
  updatedAt: DateTime;
  challengerId: Uuid;
  players: GamePlayerDto[];
  turn: GameTurnDto | null;
  /** Every turn so far, oldest first. */
  timeline: GameTurnRecordDto[];
  winnerId: Uuid | null;
  /** What the caller should do now; null for someone who only looks (an admin) or has nothing to do. */
  yourMove: GameMove | null;
}

export interface GamePageDto {
  games: GameView[];
  nextCursor: string | null;
}

export interface GamesLeaderboardEntryDto {
  rank: number;
  user: UserSummaryDto;
  wins: number;
  losses: number;
  played: number;
}

export interface GamesLeaderboardPageDto {
  entries: GamesLeaderboardEntryDto[];
  nextCursor: string | null;
}

export interface GameRecordDto {
  wins: number;
  losses: number;
  played: number;
  /** Games invited to or being played. */
  active: number;
}
