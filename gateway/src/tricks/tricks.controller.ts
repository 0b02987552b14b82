import {
  CreateTrickDto,
  type TrendingTrickDto,
  type TrickDto,
  TrickIdParam,
  TRICKS_RPC,
  UpdateTrickDto,
} from '@boonies/contracts/tricks';
import type { CallContext } from '@boonies/messaging';
import { Body, Controller, Get, Param, Patch, Post, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiNotModifiedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiBodyOf, ApiParamsOf } from '../docs/contract-docs.decorator';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
import { ApiCreatedResponseOf, ApiOkResponseOf } from '../docs/response-docs.decorator';
import { ServiceRpc } from '../nats/service-rpc';
import { RequestContext } from '../request-context/request-context.decorator';
import { SignedIn } from '../sessions/access.decorators';
import { CatalogueCopy } from './catalogue-copy.service';
import { catalogueEncodingFor } from './catalogue-encodings';
import { entityTagOf, ifNoneMatchHits } from './entity-tags';
import { signedInUserId } from './signed-in-user';
import { TRICKS_ERRORS } from './tricks-errors';

/** Browsers keep the catalogue five minutes (spec 01 §9), then revalidate it with its ETag. */
const CATALOGUE_CACHE_CONTROL = 'private, max-age=300';

@ApiTags('tricks')
@SignedIn()
@Controller('tricks')
export class TricksController {
  constructor(
    private readonly rpc: ServiceRpc,
    private readonly catalogue: CatalogueCopy,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'The whole trick catalogue',
    description: 'Cacheable for 5 minutes; revalidate with `If-None-Match` to get 304 while unchanged.',
  })
  @ApiHeader({ name: 'If-None-Match', required: false, description: 'The ETag of a copy already held' })
  @ApiOkResponseOf(['TrickDto'], 'With `ETag` and `Cache-Control`')
  @ApiNotModifiedResponse({ description: 'The copy named by If-None-Match is current' })
  @ApiErrorResponses({ 503: TRICKS_ERRORS.unavailable })
  list(
    @RequestContext() context: CallContext,
    @Req() request: FastifyRequest,
    @Res() response: FastifyReply,
  ): Promise<void> {
    return this.sendCatalogue('encoded', context, request, response);
  }

  @Get('summaries')
  @ApiOperation({
    summary: 'The trick catalogue without its guides',
    description:
      'Every trick as the lists show it: no description, steps, tips or video. Same order, versions and ' +
      'caching as the whole catalogue: cacheable for 5 minutes; revalidate with `If-None-Match`.',
  })
  @ApiHeader({ name: 'If-None-Match', required: false, description: 'The ETag of a copy already held' })
  @ApiOkResponseOf(['TrickSummaryDto'], 'With `ETag` and `Cache-Control`')
  @ApiNotModifiedResponse({ description: 'The copy named by If-None-Match is current' })
  @ApiErrorResponses({ 503: TRICKS_ERRORS.unavailable })
  summaries(
    @RequestContext() context: CallContext,
    @Req() request: FastifyRequest,
    @Res() response: FastifyReply,
  ): Promise<void> {
    return this.sendCatalogue('summaries', context, request, response);
  }

  @Get('trending')
  @ApiOperation({ summary: 'The 5 tricks tagged by the most posts in the last 30 days' })
  @ApiOkResponseOf(['TrendingTrickDto'])
  @ApiErrorResponses({ 503: TRICKS_ERRORS.unavailable })
  trending(@RequestContext() context: CallContext): Promise<TrendingTrickDto[]> {
    return this.rpc.call(TRICKS_RPC.trending, {}, context);
  }

  @Get('suggestions')
  @ApiOperation({
    summary: "The signed-in skater's next 4 tricks",
    description: 'Not learned, every prerequisite learned; easiest first, then by name. None for brands.',
  })
  @ApiOkResponseOf(['TrickDto'])
  @ApiErrorResponses({ 503: TRICKS_ERRORS.unavailable })
  suggestions(@RequestContext() context: CallContext): Promise<TrickDto[]> {
    return this.rpc.call(TRICKS_RPC.suggestions, { userId: signedInUserId(context) }, context);
  }

  @Get(':id')
  @ApiParamsOf(TrickIdParam)
  @ApiOperation({ summary: 'One trick' })
  @ApiOkResponseOf('TrickDto')
  @ApiErrorResponses({ 400: TRICKS_ERRORS.badTrickId, 404: 'No such trick', 503: TRICKS_ERRORS.unavailable })
  get(@Param() { id }: TrickIdParam, @RequestContext() context: CallContext): Promise<TrickDto> {
    return this.rpc.call(TRICKS_RPC.get, { id }, context);
  }

  @Post()
  @ApiOperation({ summary: 'Add a trick (admin)', description: 'Its id is `custom-<n>`.' })
  @ApiBodyOf(CreateTrickDto)
  @ApiCreatedResponseOf('TrickDto')
  @ApiErrorResponses({
    400: TRICKS_ERRORS.badInput,
    403: TRICKS_ERRORS.adminOnly,
    409: TRICKS_ERRORS.nameTaken,
    503: TRICKS_ERRORS.unavailable,
  })
  create(@Body() body: CreateTrickDto, @RequestContext() context: CallContext): Promise<TrickDto> {
    return this.rpc.call(TRICKS_RPC.create, body, context);
  }

  @Patch(':id')
  @ApiParamsOf(TrickIdParam)
  @ApiOperation({
    summary: 'Edit a trick (admin)',
    description:
      'Fields sent replace the stored ones. Edited tricks keep their edits through catalogue updates.',
  })
  @ApiBodyOf(UpdateTrickDto)
  @ApiOkResponseOf('TrickDto')
  @ApiErrorResponses({
    400: TRICKS_ERRORS.badInput,
    403: TRICKS_ERRORS.adminOnly,
    404: 'No such trick',
    409: TRICKS_ERRORS.nameTaken,
    503: TRICKS_ERRORS.unavailable,
  })
  update(
    @Param() { id }: TrickIdParam,
    @Body() body: UpdateTrickDto,
    @RequestContext() context: CallContext,
  ): Promise<TrickDto> {
    return this.rpc.call(TRICKS_RPC.update, { ...body, id }, context);
  }

  /** The catalogue (whole or as summaries) at its current version, or 304 when the browser holds that one. */
  private async sendCatalogue(
    form: 'encoded' | 'summaries',
    context: CallContext,
    request: FastifyRequest,
    response: FastifyReply,
  ): Promise<void> {
    const version = await this.catalogue.currentVersion(context);
    response.header('Cache-Control', CATALOGUE_CACHE_CONTROL);
    response.header('Vary', 'Accept-Encoding');
    if (ifNoneMatchHits(request.headers['if-none-match'], entityTagOf(version))) {
      response.header('ETag', entityTagOf(version));
      void response.code(304).send();
      return;
    }
    const body = await this.catalogue.body(version, context);
    response.header('ETag', entityTagOf(body.version));
    // Sent compressed when the browser accepts it: several hundred kilobytes of JSON shrink to a tenth.
    const encoding = catalogueEncodingFor(request.headers['accept-encoding']);
    if (encoding !== 'identity') response.header('Content-Encoding', encoding);
    void response.type('application/json; charset=utf-8').send(body[form][encoding]);
  }
}
