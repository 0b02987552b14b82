import {
  AttemptDto,
  CallClipDto,
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
  SetTrickDto,
} from '@boonies/contracts/games';
import type { CallContext } from '@boonies/messaging';
import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiBodyOf, ApiParamsOf, ApiQueryOf } from '../docs/contract-docs.decorator';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
import { ApiThrottled } from '../docs/throttle-docs.decorator';
import { ApiCreatedResponseOf, ApiOkResponseOf } from '../docs/response-docs.decorator';
import { ServiceRpc } from '../nats/service-rpc';
import { RequestContext } from '../request-context/request-context.decorator';
import { SignedIn } from '../sessions/access.decorators';
import { GAMES_ERRORS } from './games-errors';

const Summary = (summary: string, description?: string) =>
  ApiOperation({ summary, ...(description ? { description } : {}) });
const MoveErrors = () =>
  ApiErrorResponses({
    400: GAMES_ERRORS.badInput,
    403: GAMES_ERRORS.notAPlayer,
    404: GAMES_ERRORS.noGame,
    409: GAMES_ERRORS.outOfTurn,
    503: GAMES_ERRORS.unavailable,
  });

/**
 * Games of S.K.A.T.E. (docs/games.md). A game is its players' business: they see and play it, admins may
 * look, anyone else gets 404. Every change is pushed to the players as `games:updated`.
 */
@ApiTags('games')
@SignedIn()
@Controller('games')
export class GamesController {
  constructor(private readonly rpc: ServiceRpc) {}

  @Post()
  @Summary(
    'Challenge one to four skaters',
    'Asks the access policy about each opponent: brands neither challenge nor are challenged, a block either ' +
      'way or Allow Direct Messages off refuses, and a deactivated or suspended skater is no such skater.',
  )
  @ApiBodyOf(CreateGameDto)
  @ApiCreatedResponseOf('GameView')
  @ApiThrottled('challenge')
  @ApiErrorResponses({
    400: GAMES_ERRORS.badInput,
    403: 'A brand, oneself, a skater the caller blocked, or one who takes no challenges',
    404: 'No such skater',
    503: GAMES_ERRORS.unavailable,
  })
  create(@Body() body: CreateGameDto, @RequestContext() context: CallContext): Promise<GameView> {
    return this.rpc.call(GAMES_RPC.create, body, context);
  }

  @Get()
  @Summary("The caller's games, newest activity first: active (with invitations) or finished")
  @ApiQueryOf(GameListQuery)
  @ApiOkResponseOf('GamePageDto')
  @ApiErrorResponses({ 400: GAMES_ERRORS.badInput, 503: GAMES_ERRORS.unavailable })
  list(@Query() query: GameListQuery, @RequestContext() context: CallContext): Promise<GamePageDto> {
    return this.rpc.call(GAMES_RPC.list, query, context);
  }

  @Get('leaderboard')
  @Summary('Skaters by games won, as the access policy lists them on leaderboards')
  @ApiQueryOf(GamesLeaderboardQuery)
  @ApiOkResponseOf('GamesLeaderboardPageDto')
  @ApiErrorResponses({ 400: GAMES_ERRORS.badInput, 503: GAMES_ERRORS.unavailable })
  leaderboard(
    @Query() query: GamesLeaderboardQuery,
    @RequestContext() context: CallContext,
  ): Promise<GamesLeaderboardPageDto> {
    return this.rpc.call(GAMES_RPC.leaderboard, query, context);
  }

  @Get('record/:userId')
  @Summary("A skater's games record, as visible as their progress")
  @ApiParamsOf(GameRecordParam)
  @ApiOkResponseOf('GameRecordDto')
  @ApiErrorResponses({
    400: GAMES_ERRORS.badInput,
    403: 'The skater shares their progress with approved followers only',
    404: 'No such skater',
    503: GAMES_ERRORS.unavailable,
  })
  record(
    @Param() { userId }: GameRecordParam,
    @RequestContext() context: CallContext,
  ): Promise<GameRecordDto> {
    return this.rpc.call(GAMES_RPC.record, { userId }, context);
  }

  @Get(':id')
  @Summary('A game: players, letters, the turn and the timeline of clips')
  @ApiParamsOf(GameIdParam)
  @ApiOkResponseOf('GameView')
  @ApiErrorResponses({ 400: GAMES_ERRORS.badInput, 404: GAMES_ERRORS.noGame, 503: GAMES_ERRORS.unavailable })
  get(@Param() { id }: GameIdParam, @RequestContext() context: CallContext): Promise<GameView> {
    return this.rpc.call(GAMES_RPC.get, { id }, context);
  }

  @Post(':id/accept')
  @HttpCode(200)
  @Summary('Accept an invitation')
  @ApiParamsOf(GameIdParam)
  @ApiOkResponseOf('GameView')
  @MoveErrors()
  accept(@Param() { id }: GameIdParam, @RequestContext() context: CallContext): Promise<GameView> {
    return this.rpc.call(GAMES_RPC.accept, { id }, context);
  }

  @Post(':id/decline')
  @HttpCode(200)
  @Summary('Decline an invitation')
  @ApiParamsOf(GameIdParam)
  @ApiOkResponseOf('GameView')
  @MoveErrors()
  decline(@Param() { id }: GameIdParam, @RequestContext() context: CallContext): Promise<GameView> {
    return this.rpc.call(GAMES_RPC.decline, { id }, context);
  }

  @Post(':id/set')
  @HttpCode(200)
  @Summary(
    "Set the turn's trick with the setter's trick video",
    'The video is a trick-video post of the caller tagged with the trick, made after the turn began.',
  )
  @ApiParamsOf(GameIdParam)
  @ApiOkResponseOf('GameView')
  @ApiBodyOf(SetTrickDto)
  @MoveErrors()
  set(
    @Param() { id }: GameIdParam,
    @Body() { trickId, postId }: SetTrickDto,
    @RequestContext() context: CallContext,
  ): Promise<GameView> {
    return this.rpc.call(GAMES_RPC.set, { id, trickId, postId }, context);
  }

  @Post(':id/attempt')
  @HttpCode(200)
  @Summary('Post an attempt at the set trick', 'A trick-video post of the caller tagged with the set trick.')
  @ApiParamsOf(GameIdParam)
  @ApiOkResponseOf('GameView')
  @ApiBodyOf(AttemptDto)
  @MoveErrors()
  attempt(
    @Param() { id }: GameIdParam,
    @Body() { postId }: AttemptDto,
    @RequestContext() context: CallContext,
  ): Promise<GameView> {
    return this.rpc.call(GAMES_RPC.attempt, { id, postId }, context);
  }

  @Post(':id/bail')
  @HttpCode(200)
  @Summary("Concede this turn's attempt: a letter once the set stands")
  @ApiParamsOf(GameIdParam)
  @ApiOkResponseOf('GameView')
  @MoveErrors()
  bail(@Param() { id }: GameIdParam, @RequestContext() context: CallContext): Promise<GameView> {
    return this.rpc.call(GAMES_RPC.bail, { id }, context);
  }

  @Post(':id/calls')
  @HttpCode(200)
  @Summary(
    'Call a clip of the current turn make or fake',
    'A fake call sends the clip to the community verification of its trick video.',
  )
  @ApiParamsOf(GameIdParam)
  @ApiOkResponseOf('GameView')
  @ApiBodyOf(CallClipDto)
  @MoveErrors()
  call(
    @Param() { id }: GameIdParam,
    @Body() { postId, call }: CallClipDto,
    @RequestContext() context: CallContext,
  ): Promise<GameView> {
    return this.rpc.call(GAMES_RPC.call, { id, postId, call }, context);
  }

  @Post(':id/forfeit')
  @HttpCode(200)
  @Summary('Give up: out of the game at once')
  @ApiParamsOf(GameIdParam)
  @ApiOkResponseOf('GameView')
  @MoveErrors()
  forfeit(@Param() { id }: GameIdParam, @RequestContext() context: CallContext): Promise<GameView> {
    return this.rpc.call(GAMES_RPC.forfeit, { id }, context);
  }
}
