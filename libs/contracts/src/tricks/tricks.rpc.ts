import { defineRpc } from '../rpc/rpc-definition';
import type { TrickImportDto, TrickImportReportDto } from './trick-import.dto';
import type { NoPayload } from '../rpc/rpc-definition';
import type {
  CatalogueDto,
  CatalogueVersionDto,
  CreateTrickDto,
  LeaderboardEntryDto,
  LeaderboardQuery,
  OwnedProgressDto,
  ProgressDto,
  ProgressIdParam,
  RemovedProgressDto,
  ScoreDto,
  SetLearnedRequest,
  TrendingTrickDto,
  TrickDto,
  TrickIdParam,
  UnverifiedTrickDto,
  UpdateTrickRequest,
  UserIdParam,
  UserProgressDto,
  UserProgressQuery,
} from './tricks.dto';

/** The requests the tricks service answers, `rpc.tricks.<operation>`, with their request and response types. */
export const TRICKS_RPC = {
  catalogue: defineRpc<NoPayload, CatalogueDto>('tricks', 'catalogue'),
  catalogueVersion: defineRpc<NoPayload, CatalogueVersionDto>('tricks', 'catalogue-version'),
  get: defineRpc<TrickIdParam, TrickDto>('tricks', 'get'),
  trending: defineRpc<NoPayload, TrendingTrickDto[]>('tricks', 'trending'),
  create: defineRpc<CreateTrickDto, TrickDto>('tricks', 'create'),
  update: defineRpc<UpdateTrickRequest, TrickDto>('tricks', 'update'),
  progress: defineRpc<UserIdParam, ProgressDto[]>('tricks', 'progress'),
  setLearned: defineRpc<SetLearnedRequest, ProgressDto>('tricks', 'set-learned'),
  clearProgress: defineRpc<UserIdParam, RemovedProgressDto>('tricks', 'clear-progress'),
  listUserProgress: defineRpc<UserProgressQuery, OwnedProgressDto[]>('tricks', 'list-user-progress'),
  setUserProgress: defineRpc<UserProgressDto, OwnedProgressDto>('tricks', 'set-user-progress'),
  score: defineRpc<UserIdParam, ScoreDto>('tricks', 'score'),
  suggestions: defineRpc<UserIdParam, TrickDto[]>('tricks', 'suggestions'),
  leaderboard: defineRpc<LeaderboardQuery, LeaderboardEntryDto[]>('tricks', 'leaderboard'),
  unverified: defineRpc<UserProgressQuery, UnverifiedTrickDto[]>('tricks', 'unverified'),
  verifyProgress: defineRpc<ProgressIdParam, ProgressDto & { userId: string }>('tricks', 'verify-progress'),
  import: defineRpc<TrickImportDto, TrickImportReportDto>('tricks', 'import'),
} as const;
