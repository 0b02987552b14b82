import { defineRpc } from '../rpc/rpc-definition';
import type {
  AttemptRequest,
  CallClipRequest,
  CreateGameDto,
  GameIdParam,
  GameListQuery,
  GamePageDto,
  GameRecordDto,
  GameRecordParam,
  GameView,
  GamesLeaderboardPageDto,
  GamesLeaderboardQuery,
  SetTrickRequest,
} from './games.dto';

/** The requests the games service answers, `rpc.games.<operation>`, with their request and response types. */
export const GAMES_RPC = {
  create: defineRpc<CreateGameDto, GameView>('games', 'create'),
  list: defineRpc<GameListQuery, GamePageDto>('games', 'list'),
  get: defineRpc<GameIdParam, GameView>('games', 'get'),
  accept: defineRpc<GameIdParam, GameView>('games', 'accept'),
  decline: defineRpc<GameIdParam, GameView>('games', 'decline'),
  set: defineRpc<SetTrickRequest, GameView>('games', 'set'),
  attempt: defineRpc<AttemptRequest, GameView>('games', 'attempt'),
  bail: defineRpc<GameIdParam, GameView>('games', 'bail'),
  call: defineRpc<CallClipRequest, GameView>('games', 'call'),
  forfeit: defineRpc<GameIdParam, GameView>('games', 'forfeit'),
  leaderboard: defineRpc<GamesLeaderboardQuery, GamesLeaderboardPageDto>('games', 'leaderboard'),
  record: defineRpc<GameRecordParam, GameRecordDto>('games', 'record'),
} as const;
