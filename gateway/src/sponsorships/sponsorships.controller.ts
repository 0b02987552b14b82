import {
  AnswerSponsorshipDto,
  type RemovedSponsorshipDto,
  RequestSponsorshipDto,
  type SponsorshipDto,
  SponsorshipIdParam,
  SponsorshipListQuery,
  SponsorshipPairParam,
  SPONSORSHIPS_RPC,
} from '@boonies/contracts/sponsorships';
import type { CallContext } from '@boonies/messaging';
import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiBodyOf, ApiParamsOf, ApiQueryOf } from '../docs/contract-docs.decorator';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
import { ApiCreatedResponseOf, ApiOkResponseOf } from '../docs/response-docs.decorator';
import { ServiceRpc } from '../nats/service-rpc';
import { RequestContext } from '../request-context/request-context.decorator';
import { SignedIn } from '../sessions/access.decorators';
import { SPONSORSHIPS_ERRORS } from './sponsorships-errors';

/**
 * Brand → athlete sponsorships. Who may do what is the sponsorships service's rule: brands request (as
 * themselves), athletes answer, the brand (or an admin) removes. The other side hears of each change as a
 * notification, and an accepted athlete without a status gets flow, both through events.
 */
@ApiTags('sponsorships')
@SignedIn()
@Controller('sponsorships')
export class SponsorshipsController {
  constructor(private readonly rpc: ServiceRpc) {}

  @Post()
  @ApiOperation({
    summary: 'Request to sponsor an athlete (brands only)',
    description:
      'Accepts `{ userId, status }` or `{ brand_id, user_id, status }`. The brand is always the signed-in ' +
      'account; a pending or accepted sponsorship of the pair already existing is a conflict. Asks the ' +
      'access policy: a block either way, or a deactivated or suspended athlete, refuses the request.',
  })
  @ApiBodyOf(RequestSponsorshipDto)
  @ApiCreatedResponseOf('SponsorshipDto')
  @ApiErrorResponses({
    400: `${SPONSORSHIPS_ERRORS.badInput}; or the athlete is a brand account`,
    403: 'The caller is not a brand account, asks itself, blocked the athlete, or `brand_id` names another account',
    404: 'No such skater: unknown, deactivated, suspended, or the athlete blocked the brand',
    409: 'Already exists',
    503: SPONSORSHIPS_ERRORS.unavailable,
  })
  request(
    @Body() body: RequestSponsorshipDto,
    @RequestContext() context: CallContext,
  ): Promise<SponsorshipDto> {
    return this.rpc.call(SPONSORSHIPS_RPC.request, body, context);
  }

  @Get('user')
  @ApiOperation({ summary: 'The sponsorship requests the caller received, newest first (the inbox tab)' })
  @ApiOkResponseOf(['SponsorshipDto'])
  @ApiErrorResponses({ 503: SPONSORSHIPS_ERRORS.unavailable })
  mine(@RequestContext() context: CallContext): Promise<SponsorshipDto[]> {
    return this.rpc.call(SPONSORSHIPS_RPC.mine, {}, context);
  }

  @Get()
  @ApiOperation({
    summary: "A brand's athletes or an athlete's sponsors, newest first",
    description:
      "Accepted sponsorships are part of each side's profile and answer as the profile does (the access " +
      'policy): a brand or athlete who is unknown, deactivated, suspended or blocked the caller is no such skater ' +
      '(404), and a row whose other side is so for the caller is left out. Other states only for the brand ' +
      'or athlete concerned and admins. Without `brandId` and `athleteId`, admins only.',
  })
  @ApiQueryOf(SponsorshipListQuery)
  @ApiOkResponseOf(['SponsorshipDto'])
  @ApiErrorResponses({
    400: SPONSORSHIPS_ERRORS.badInput,
    404: 'No such skater: the brand or athlete is unknown, deactivated, suspended, or blocked the caller',
    403: 'Requests that are not accepted, of somebody else; or every sponsorship, for a non-admin',
    503: SPONSORSHIPS_ERRORS.unavailable,
  })
  list(
    @Query() query: SponsorshipListQuery,
    @RequestContext() context: CallContext,
  ): Promise<SponsorshipDto[]> {
    return this.rpc.call(SPONSORSHIPS_RPC.list, query, context);
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Accept or reject a pending request (its athlete only)',
    description: 'Accepted and rejected are final.',
  })
  @ApiParamsOf(SponsorshipIdParam)
  @ApiBodyOf(AnswerSponsorshipDto)
  @ApiOkResponseOf('SponsorshipDto')
  @ApiErrorResponses({
    400: SPONSORSHIPS_ERRORS.badInput,
    403: 'Only the athlete can answer a sponsorship request',
    404: `${SPONSORSHIPS_ERRORS.noSponsorship}, or one with a side the caller may not see`,
    409: 'This request was already answered',
    503: SPONSORSHIPS_ERRORS.unavailable,
  })
  answer(
    @Param() { id }: SponsorshipIdParam,
    @Body() { status }: AnswerSponsorshipDto,
    @RequestContext() context: CallContext,
  ): Promise<SponsorshipDto> {
    return this.rpc.call(SPONSORSHIPS_RPC.answer, { id, status }, context);
  }

  @Delete(':brandId/:athleteId')
  @ApiOperation({
    summary: 'Cancel a pending request or remove a sponsorship (the brand, or an admin)',
  })
  @ApiParamsOf(SponsorshipPairParam)
  @ApiOkResponseOf('RemovedSponsorshipDto')
  @ApiErrorResponses({
    400: SPONSORSHIPS_ERRORS.badId,
    403: 'Only the brand can remove a sponsorship',
    404: 'No pending or accepted sponsorship of this pair, or one with a side the caller may not see',
    503: SPONSORSHIPS_ERRORS.unavailable,
  })
  remove(
    @Param() { brandId, athleteId }: SponsorshipPairParam,
    @RequestContext() context: CallContext,
  ): Promise<RemovedSponsorshipDto> {
    return this.rpc.call(SPONSORSHIPS_RPC.remove, { brandId, athleteId }, context);
  }
}
