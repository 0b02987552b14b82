import {
  ContestedQueryDto,
  type ContestedVerificationDto,
  DecideVerificationDto,
  VERIFICATION_RPC,
  type VerificationDto,
  VerificationIdParam,
} from '@boonies/contracts/verification';
import type { CallContext } from '@boonies/messaging';
import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ADMIN_ERRORS } from '../admin/admin-errors';
import { ApiBodyOf, ApiParamsOf, ApiQueryOf } from '../docs/contract-docs.decorator';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
import { ApiOkResponseOf } from '../docs/response-docs.decorator';
import { ServiceRpc } from '../nats/service-rpc';
import { VERIFICATION_ERRORS } from '../posts/posts-errors';
import { RequestContext } from '../request-context/request-context.decorator';
import { SignedIn } from '../sessions/access.decorators';

/**
 * The admin panel's Verification review: contested verifications (heavy fake votes, or a reported trick
 * video) with every vote and each voter's standing, and the admins' final decision. The verification
 * service answers only admins.
 */
@ApiTags('admin')
@SignedIn()
@Controller('admin/verifications')
export class VerificationReviewController {
  constructor(private readonly rpc: ServiceRpc) {}

  @Get('contested')
  @ApiOperation({ summary: 'The review queue: contested verifications with their votes (admins)' })
  @ApiQueryOf(ContestedQueryDto)
  @ApiOkResponseOf(['ContestedVerificationDto'])
  @ApiErrorResponses({
    400: ADMIN_ERRORS.badInput,
    403: ADMIN_ERRORS.adminsOnly,
    503: VERIFICATION_ERRORS.unavailable,
  })
  contested(
    @Query() query: ContestedQueryDto,
    @RequestContext() context: CallContext,
  ): Promise<ContestedVerificationDto[]> {
    return this.rpc.call(VERIFICATION_RPC.contested, query, context);
  }

  // 200, not 201: the decision settles an existing verification rather than creating anything.
  @Post(':id/decision')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Verify or reject a contested verification, for good (admins)',
    description:
      'Final: later votes no longer change it, and the audit log records it. Rejecting takes the trick ' +
      "off the poster's verified progress.",
  })
  @ApiParamsOf(VerificationIdParam)
  @ApiBodyOf(DecideVerificationDto)
  @ApiOkResponseOf('VerificationDto')
  @ApiErrorResponses({
    400: `${VERIFICATION_ERRORS.badId}, or a verdict other than verified or rejected, or a note too long`,
    403: ADMIN_ERRORS.adminsOnly,
    404: VERIFICATION_ERRORS.noVerification,
    409: 'The verification is not waiting for a decision: not contested, or decided already',
    503: VERIFICATION_ERRORS.unavailable,
  })
  decide(
    @Param() { id }: VerificationIdParam,
    @Body() body: DecideVerificationDto,
    @RequestContext() context: CallContext,
  ): Promise<VerificationDto> {
    return this.rpc.call(VERIFICATION_RPC.decide, { ...body, id }, context);
  }
}
