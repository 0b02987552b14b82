import {
  type AdminUserDto,
  AdminUserQuery,
  AUTH_RPC,
  type SetUserFlagsRequest,
  SuspendUserDto,
  TrustedDto,
} from '@boonies/contracts/auth';
import { UserIdRef } from '@boonies/contracts/social';
import type { CallContext } from '@boonies/messaging';
import {
  applyDecorators,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiBodyOf, ApiParamsOf, ApiQueryOf } from '../docs/contract-docs.decorator';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
import { ApiOkResponseOf } from '../docs/response-docs.decorator';
import { ServiceRpc } from '../nats/service-rpc';
import { RequestContext } from '../request-context/request-context.decorator';
import { SignedIn } from '../sessions/access.decorators';
import { ADMIN_ERRORS } from './admin-errors';

const FlagErrors = () =>
  applyDecorators(
    ApiParamsOf(UserIdRef),
    ApiOkResponseOf('AdminUserDto'),
    ApiErrorResponses({
      400: ADMIN_ERRORS.badInput,
      403: ADMIN_ERRORS.adminsOnly,
      404: 'No such user',
      503: ADMIN_ERRORS.authUnavailable,
    }),
  );

/**
 * The admin panel's Users tab. The auth service decides who may call (admins); removing a user's progress
 * is the tricks service's `DELETE /api/progress/{userId}`.
 */
@ApiTags('admin')
@SignedIn()
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly rpc: ServiceRpc) {}

  @Get()
  @ApiOperation({ summary: 'Every account, newest first, or those matching `q` (admins)' })
  @ApiQueryOf(AdminUserQuery)
  @ApiOkResponseOf(['AdminUserDto'])
  @ApiErrorResponses({
    400: ADMIN_ERRORS.badInput,
    403: ADMIN_ERRORS.adminsOnly,
    503: ADMIN_ERRORS.authUnavailable,
  })
  list(@Query() query: AdminUserQuery, @RequestContext() context: CallContext): Promise<AdminUserDto[]> {
    return this.rpc.call(AUTH_RPC.adminUsers, query, context);
  }

  @Patch(':id/verify')
  @ApiOperation({ summary: 'Verify a user (admins)' })
  @FlagErrors()
  verify(@Param() { id }: UserIdRef, @RequestContext() context: CallContext): Promise<AdminUserDto> {
    return this.setFlags({ id, isVerified: true }, context);
  }

  @Patch(':id/unverify')
  @ApiOperation({ summary: 'Unverify a user (admins)' })
  @FlagErrors()
  unverify(@Param() { id }: UserIdRef, @RequestContext() context: CallContext): Promise<AdminUserDto> {
    return this.setFlags({ id, isVerified: false }, context);
  }

  @Patch(':id/trusted')
  @ApiOperation({ summary: 'Mark a user trusted or not (admins): trusted reactions weigh 5' })
  @ApiBodyOf(TrustedDto)
  @FlagErrors()
  trusted(
    @Param() { id }: UserIdRef,
    @Body() { trusted }: TrustedDto,
    @RequestContext() context: CallContext,
  ): Promise<AdminUserDto> {
    return this.setFlags({ id, isTrusted: trusted }, context);
  }

  @Post(':id/suspend')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Suspend a user for 1–365 days (admins; not yourself or another admin)',
    description: 'Ends their sessions; they cannot sign in until then, and their content is hidden.',
  })
  @ApiBodyOf(SuspendUserDto)
  @FlagErrors()
  suspend(
    @Param() { id }: UserIdRef,
    @Body() body: SuspendUserDto,
    @RequestContext() context: CallContext,
  ): Promise<AdminUserDto> {
    return this.rpc.call(AUTH_RPC.suspendUser, { ...body, id }, context);
  }

  @Delete(':id/suspension')
  @ApiOperation({ summary: "Lift a user's suspension (admins)" })
  @FlagErrors()
  liftSuspension(@Param() { id }: UserIdRef, @RequestContext() context: CallContext): Promise<AdminUserDto> {
    return this.rpc.call(AUTH_RPC.liftSuspension, { id }, context);
  }

  private setFlags(request: SetUserFlagsRequest, context: CallContext): Promise<AdminUserDto> {
    return this.rpc.call(AUTH_RPC.setUserFlags, request, context);
  }
}
