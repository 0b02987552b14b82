import {
  EXPORT_PART_SERVICES,
  EXPORT_PARTS,
  ExportPartParam,
  type UserDataExportDto,
} from '@boonies/contracts/account';
import {
  AUTH_RPC,
  ChangePasswordDto,
  DeactivateAccountDto,
  type DeactivatedDto,
  type PasswordChangedDto,
  type ReactivatedDto,
} from '@boonies/contracts/auth';
import { exportUserDataRpc } from '@boonies/contracts/rpc';
import { UserIdRef } from '@boonies/contracts/social';
import type { CallContext } from '@boonies/messaging';
import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiBodyOf, ApiParamsOf } from '../docs/contract-docs.decorator';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
import { ApiOkResponseOf } from '../docs/response-docs.decorator';
import { ServiceRpc } from '../nats/service-rpc';
import { RequestContext } from '../request-context/request-context.decorator';
import { SignedIn } from '../sessions/access.decorators';
import { SessionCookies } from '../sessions/session-cookies.service';
import { SessionRevocations } from '../sessions/session-revocations';

const BAD_INPUT = 'A field is missing, unknown or invalid; `field` names it';
const WRONG_PASSWORD = 'Not signed in, or the password is incorrect (`INVALID_CREDENTIALS`)';
const TOO_MANY = 'Too many wrong passwords for this account or from this address; see `Retry-After`';
/** An archive part reads a user's every row of one service: allow it more than an ordinary call. */
const EXPORT_TIMEOUT_MS = 20_000;

/** Settings → Account: Change Password, Download Your Data, Deactivate Account; and an admin's reactivation. */
@ApiTags('account')
@SignedIn()
@Controller()
export class AccountController {
  constructor(
    private readonly rpc: ServiceRpc,
    private readonly cookies: SessionCookies,
    private readonly revocations: SessionRevocations,
  ) {}

  @Post('auth/change-password')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Change the password',
    description: "Needs the current password. Every other session of the account ends; the caller's stays.",
  })
  @ApiBodyOf(ChangePasswordDto)
  @ApiOkResponseOf('PasswordChangedDto')
  @ApiErrorResponses({
    400: BAD_INPUT,
    401: WRONG_PASSWORD,
    403: 'In puppet mode',
    429: TOO_MANY,
    503: 'Unavailable',
  })
  changePassword(
    @Body() body: ChangePasswordDto,
    @RequestContext() context: CallContext,
  ): Promise<PasswordChangedDto> {
    // The other sessions' revocations reach every gateway replica as events.
    return this.rpc.call(AUTH_RPC.changePassword, body, context);
  }

  @Post('auth/deactivate')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Deactivate the account',
    description:
      'Confirmed with the password. Every session ends and the cookie is cleared; the account disappears from ' +
      'the leaderboard, feeds, search and suggestions. Its data is kept: an admin can reactivate it.',
  })
  @ApiBodyOf(DeactivateAccountDto)
  @ApiOkResponseOf('DeactivatedDto')
  @ApiErrorResponses({
    400: BAD_INPUT,
    401: WRONG_PASSWORD,
    403: 'In puppet mode',
    429: TOO_MANY,
    503: 'Unavailable',
  })
  async deactivate(
    @Body() body: DeactivateAccountDto,
    @RequestContext() context: CallContext,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<DeactivatedDto> {
    const answer = await this.rpc.call(AUTH_RPC.deactivate, body, context);
    // The auth service's events reach every replica; this one forgets the session at once.
    if (context.caller) this.revocations.announce(context.caller.sessionId);
    this.cookies.clear(request, response);
    return answer;
  }

  @Get('me/export/:part')
  @ApiOperation({
    summary: "One part of the caller's data archive (Download Your Data)",
    description: 'Always the signed-in user’s own data: no route exports anyone else’s.',
  })
  @ApiParamsOf(ExportPartParam, {
    part: `One of ${EXPORT_PARTS.join(', ')}; the web app fetches them in turn`,
  })
  @ApiOkResponseOf('UserDataExportDto')
  @ApiErrorResponses({ 400: 'Unknown part', 503: 'The service holding the part is unavailable' })
  exportPart(
    @Param() { part }: ExportPartParam,
    @RequestContext() context: CallContext,
  ): Promise<UserDataExportDto> {
    return this.rpc.call(exportUserDataRpc(EXPORT_PART_SERVICES[part]), {}, context, {
      timeoutMs: EXPORT_TIMEOUT_MS,
    });
  }

  @Patch('admin/users/:id/reactivate')
  @ApiOperation({
    summary: 'Reactivate a deactivated account (admin)',
    description: 'The owner can sign in again and shows up everywhere as before.',
  })
  @ApiParamsOf(UserIdRef)
  @ApiOkResponseOf('ReactivatedDto')
  @ApiErrorResponses({ 400: 'Not a user id', 403: 'Admins only', 404: 'No such user', 503: 'Unavailable' })
  reactivate(@Param() { id }: UserIdRef, @RequestContext() context: CallContext): Promise<ReactivatedDto> {
    return this.rpc.call(AUTH_RPC.reactivateUser, { id }, context);
  }
}
