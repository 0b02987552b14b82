import {
  ATTEMPT_RESULTS,
  CLIP_VERDICTS,
  GAME_CALLS,
  GAME_INVITATIONS,
  GAME_MOVES,
  GAME_PHASES,
  GAME_STATUSES,
  GAME_TURN_HOURS,
  TURN_OUTCOMES,
  type AttemptResult,
  type ClipCallDto,
  type ClipDto,
  type ClipVerdict,
  type GameAttemptDto,
  type GameCall,
  type GameInvitation,
  type GameMove,
  type GamePageDto,
  type GamePhase,
  type GamePlayerDto,
  type GameRecordDto,
  type GamesLeaderboardEntryDto,
  type GamesLeaderboardPageDto,
  type GameStatus,
  type GameTrickDto,
  type GameTurnDto,
  type GameTurnHours,
  type GameTurnRecordDto,
  type GameView,
  type TurnOutcome,
} from '@boonies/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { MediaModel } from './media.model';
import { UserSummaryModel } from './social.model';

/** OpenAPI descriptions of games of S.K.A.T.E.; `implements` keeps them in step with the contracts. */
export class ClipCallModel implements ClipCallDto {
  @ApiProperty({ format: 'uuid' })
  judgeId!: string;

  @ApiProperty({ enum: GAME_CALLS })
  call!: GameCall;
}

export class ClipModel implements ClipDto {
  @ApiProperty({ format: 'uuid' })
  postId!: string;

  @ApiProperty({ type: String, nullable: true, format: 'uri' })
  videoUrl!: string | null;

  @ApiProperty({ type: MediaModel, nullable: true, description: 'The clip, when it was uploaded' })
  media!: MediaModel | null;

  @ApiProperty({ format: 'date-time' })
  postedAt!: string;

  @ApiProperty({ enum: CLIP_VERDICTS })
  verdict!: ClipVerdict;

  @ApiProperty({ description: 'A judge called fake: the community verification of the clip decides' })
  disputed!: boolean;

  @ApiProperty({ type: [ClipCallModel] })
  calls!: ClipCallModel[];
}

export class GameTrickModel implements GameTrickDto {
  @ApiProperty({ example: 'kickflip-1' })
  id!: string;

  @ApiProperty({ example: 'Kickflip' })
  name!: string;
}

export class GameAttemptModel implements GameAttemptDto {
  @ApiProperty({ format: 'uuid' })
  playerId!: string;

  @ApiProperty({ type: ClipModel, nullable: true })
  clip!: ClipModel | null;

  @ApiProperty()
  bailed!: boolean;

  @ApiProperty({ enum: ATTEMPT_RESULTS })
  result!: AttemptResult;
}

export class LetterGivenModel {
  @ApiProperty({ format: 'uuid' })
  playerId!: string;

  @ApiProperty({ example: 'S' })
  letter!: string;
}

export class GameTurnRecordModel implements GameTurnRecordDto {
  @ApiProperty({ minimum: 1 })
  number!: number;

  @ApiProperty({ format: 'uuid' })
  setterId!: string;

  @ApiProperty({ type: GameTrickModel, nullable: true })
  trick!: GameTrickModel | null;

  @ApiProperty({ enum: TURN_OUTCOMES })
  outcome!: TurnOutcome;

  @ApiProperty({ type: ClipModel, nullable: true })
  set!: ClipModel | null;

  @ApiProperty({ type: [GameAttemptModel] })
  attempts!: GameAttemptModel[];

  @ApiProperty({ type: [LetterGivenModel] })
  lettersGiven!: LetterGivenModel[];
}

export class GamePlayerModel implements GamePlayerDto {
  @ApiProperty({ type: UserSummaryModel })
  user!: UserSummaryModel;

  @ApiProperty({ minimum: 0 })
  seat!: number;

  @ApiProperty({ enum: GAME_INVITATIONS })
  invitation!: GameInvitation;

  @ApiProperty({ example: 'SK', description: "'' … 'SKATE'" })
  letters!: string;

  @ApiProperty()
  out!: boolean;

  @ApiProperty()
  forfeited!: boolean;
}

export class GameTurnModel implements GameTurnDto {
  @ApiProperty({ minimum: 1 })
  number!: number;

  @ApiProperty({ format: 'uuid' })
  setterId!: string;

  @ApiProperty({ enum: GAME_PHASES })
  phase!: GamePhase;

  @ApiProperty({ type: GameTrickModel, nullable: true })
  trick!: GameTrickModel | null;

  @ApiProperty({ format: 'date-time' })
  deadline!: string;
}

export class GameModel implements GameView {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: GAME_STATUSES })
  status!: GameStatus;

  @ApiProperty({ enum: GAME_TURN_HOURS })
  turnHours!: GameTurnHours;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;

  @ApiProperty({ format: 'uuid' })
  challengerId!: string;

  @ApiProperty({ type: [GamePlayerModel] })
  players!: GamePlayerModel[];

  @ApiProperty({ type: GameTurnModel, nullable: true })
  turn!: GameTurnModel | null;

  @ApiProperty({ type: [GameTurnRecordModel] })
  timeline!: GameTurnRecordModel[];

  @ApiProperty({ type: String, nullable: true, format: 'uuid' })
  winnerId!: string | null;

  @ApiProperty({ enum: GAME_MOVES, nullable: true, description: 'What the caller should do now' })
  yourMove!: GameMove | null;
}

export class GamePageModel implements GamePageDto {
  @ApiProperty({ type: [GameModel] })
  games!: GameModel[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor!: string | null;
}

export class GamesLeaderboardEntryModel implements GamesLeaderboardEntryDto {
  @ApiProperty({ minimum: 1 })
  rank!: number;

  @ApiProperty({ type: UserSummaryModel })
  user!: UserSummaryModel;

  @ApiProperty({ minimum: 0 })
  wins!: number;

  @ApiProperty({ minimum: 0 })
  losses!: number;

  @ApiProperty({ minimum: 0 })
  played!: number;
}

export class GamesLeaderboardPageModel implements GamesLeaderboardPageDto {
  @ApiProperty({ type: [GamesLeaderboardEntryModel] })
  entries!: GamesLeaderboardEntryModel[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor!: string | null;
}

export class GameRecordModel implements GameRecordDto {
  @ApiProperty({ minimum: 0 })
  wins!: number;

  @ApiProperty({ minimum: 0 })
  losses!: number;

  @ApiProperty({ minimum: 0 })
  played!: number;

  @ApiProperty({ minimum: 0, description: 'Games invited to or being played' })
  active!: number;
}
