import {
  AUTH_RPC,
  type InitializedPuppetsDto,
  InitializePuppetsDto,
  type PuppetDto,
  type UserDto,
} from '@boonies/contracts/auth';
import { UserIdRef } from '@boonies/contracts/social';
import type { CallContext } from '@boonies/messaging';
import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiBodyOf, ApiParamsOf } from '../docs/contract-docs.decorator';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
import { ApiOkResponseOf } from '../docs/response-docs.decorator';
import { ServiceRpc } from '../nats/service-rpc';
import { RequestContext } from '../request-context/request-context.decorator';
import { SignedIn } from '../sessions/access.decorators';
import { SessionRevocations } from '../sessions/session-revocations';
import { ADMIN_ERRORS } from './admin-errors';

/**
 * Puppet accounts and puppet mode. Assuming or leaving a puppet changes who the session is: this replica
 * forgets its cached copy at once (and closes the session's sockets, which reconnect as the new identity);
 * the auth service's `puppet-mode-changed` event does the same on every other replica.
 */
@ApiTags('admin')
@SignedIn()
@Controller('admin/puppets')
export class PuppetsController {
  constructor(
    private readonly rpc: ServiceRpc,
    private readonly revocations: SessionRevocations,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The puppet accounts with their preset fields (admins)' })
  @ApiOkResponseOf(['PuppetDto'])
  @ApiErrorResponses({ 403: ADMIN_ERRORS.adminsOnly, 503: ADMIN_ERRORS.authUnavailable })
  list(@RequestContext() context: CallContext): Promise<PuppetDto[]> {
    return this.rpc.call(AUTH_RPC.puppets, {}, context);
  }

  @Post('initialize')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Create the ten preset puppets that do not exist yet (admins)',
    description:
      'Idempotent. The body is the list of presets to create (username, email, bio, location, level, ' +
      'experience), as an array or `{ puppets }`; empty means all ten. Only preset usernames are accepted.',
  })
  @ApiBodyOf(InitializePuppetsDto, { required: false })
  @ApiOkResponseOf('InitializedPuppetsDto')
  @ApiErrorResponses({
    400: `${ADMIN_ERRORS.badInput}; or a username that is not a preset`,
    403: ADMIN_ERRORS.adminsOnly,
    503: ADMIN_ERRORS.authUnavailable,
  })
  initialize(@Body() body: unknown, @RequestContext() context: CallContext): Promise<InitializedPuppetsDto> {
    // Both shapes reach the auth service as `{ puppets }`; its validation names any bad field.
    const request = (Array.isArray(body) ? { puppets: body } : (body ?? {})) as InitializePuppetsDto;
    return this.rpc.call(AUTH_RPC.initializePuppets, request, context);
  }

  @Post('return')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Leave puppet mode: the session is the admin again',
    description: 'Allowed to a puppet session; for an admin not in puppet mode it changes nothing.',
  })
  @ApiOkResponseOf('UserDto', 'The admin, as `GET /api/auth/me` now answers')
  @ApiErrorResponses({ 403: 'Not an admin and not in puppet mode', 503: ADMIN_ERRORS.authUnavailable })
  async returnFromPuppet(@RequestContext() context: CallContext): Promise<UserDto> {
    const admin = await this.rpc.call(AUTH_RPC.returnFromPuppet, {}, context);
    this.forgetSession(context);
    return admin;
  }

  @Post(':id/assume')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Operate as a puppet account (admins; only accounts flagged puppet)',
    description: 'Everything the session does from now on is done as the puppet and audited with the admin.',
  })
  @ApiParamsOf(UserIdRef)
  @ApiOkResponseOf('UserDto', 'The puppet, with `actingAdmin`')
  @ApiErrorResponses({
    400: ADMIN_ERRORS.badInput,
    403: `${ADMIN_ERRORS.adminsOnly}; or the account is not a puppet`,
    404: 'No such puppet',
    503: ADMIN_ERRORS.authUnavailable,
  })
  async assume(@Param() { id }: UserIdRef, @RequestContext() context: CallContext): Promise<UserDto> {
    const puppet = await this.rpc.call(AUTH_RPC.assumePuppet, { puppetId: id }, context);
    this.forgetSession(context);
    return puppet;
  }

  private forgetSession(context: CallContext): void {
    if (context.caller) this.revocations.announce(context.caller.sessionId);
  }
}
