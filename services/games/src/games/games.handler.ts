import type { CallerIdentity } from '@boonies/contracts/common';
import {
  AttemptRequest,
  CallClipRequest,
  CreateGameDto,
  GameIdParam,
  GameListQuery,
  type GamePageDto,
  type GameRecordDto,
  GameRecordParam,
  GAMES_RPC,
  type GamesLeaderboardPageDto,
  GamesLeaderboardQuery,
  type GameView,
  SetTrickRequest,
} from '@boonies/contracts/games';
import { ActionThrottle, Caller, CorrelationId, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RecordsService } from '../records/records.service';
import { GamesService } from './games.service';

/** Every call needs a signed-in caller; who may do what is the rules' and the access policy's. */
@Controller()
export class GamesHandler {
  constructor(
    private readonly games: GamesService,
    private readonly records: RecordsService,
    private readonly throttle: ActionThrottle,
  ) {}

  @RpcHandler(GAMES_RPC.create)
  async create(
    @Payload() dto: CreateGameDto,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<GameView> {
    // Every challenge notifies each opponent: a script must not flood them.
    await this.throttle.consume('challenge', caller.userId);
    return this.games.create(caller, dto, correlationId);
  }

  @RpcHandler(GAMES_RPC.list)
  list(@Payload() query: GameListQuery, @Caller() caller: CallerIdentity): Promise<GamePageDto> {
    return this.games.list(caller, query);
  }

  @RpcHandler(GAMES_RPC.get)
  get(@Payload() { id }: GameIdParam, @Caller() caller: CallerIdentity): Promise<GameView> {
    return this.games.get(caller, id);
  }

  @RpcHandler(GAMES_RPC.accept)
  accept(
    @Payload() { id }: GameIdParam,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<GameView> {
    return this.games.answer(caller, id, true, correlationId);
  }

  @RpcHandler(GAMES_RPC.decline)
  decline(
    @Payload() { id }: GameIdParam,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<GameView> {
    return this.games.answer(caller, id, false, correlationId);
  }

  @RpcHandler(GAMES_RPC.set)
  set(
    @Payload() { id, trickId, postId }: SetTrickRequest,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<GameView> {
    return this.games.setTrick(caller, id, trickId, postId, correlationId);
  }

  @RpcHandler(GAMES_RPC.attempt)
  attempt(
    @Payload() { id, postId }: AttemptRequest,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<GameView> {
    return this.games.attempt(caller, id, postId, correlationId);
  }

  @RpcHandler(GAMES_RPC.bail)
  bail(
    @Payload() { id }: GameIdParam,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<GameView> {
    return this.games.bail(caller, id, correlationId);
  }

  @RpcHandler(GAMES_RPC.call)
  call(
    @Payload() { id, postId, call }: CallClipRequest,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<GameView> {
    return this.games.call(caller, id, postId, call, correlationId);
  }

  @RpcHandler(GAMES_RPC.forfeit)
  forfeit(
    @Payload() { id }: GameIdParam,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<GameView> {
    return this.games.forfeit(caller, id, correlationId);
  }

  @RpcHandler(GAMES_RPC.leaderboard)
  leaderboard(
    @Payload() { cursor }: GamesLeaderboardQuery,
    @Caller() caller: CallerIdentity,
  ): Promise<GamesLeaderboardPageDto> {
    return this.records.leaderboard(caller, cursor);
  }

  @RpcHandler(GAMES_RPC.record)
  record(@Payload() { userId }: GameRecordParam, @Caller() caller: CallerIdentity): Promise<GameRecordDto> {
    return this.records.record(caller, userId);
  }
}
