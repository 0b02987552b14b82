import { ADMIN_RPC, AuditLogQuery, type AuditPageDto } from '@boonies/contracts/admin';
import type { CallContext } from '@boonies/messaging';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiQueryOf } from '../docs/contract-docs.decorator';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
import { ApiOkResponseOf } from '../docs/response-docs.decorator';
import { ServiceRpc } from '../nats/service-rpc';
import { RequestContext } from '../request-context/request-context.decorator';
import { SignedIn } from '../sessions/access.decorators';
import { ADMIN_ERRORS } from './admin-errors';

@ApiTags('admin')
@SignedIn()
@Controller('admin/audit-log')
export class AuditLogController {
  constructor(private readonly rpc: ServiceRpc) {}

  @Get()
  @ApiOperation({
    summary: 'Who did what, when, and as whom, newest first (admins)',
    description:
      'Every admin action: what admins do as themselves with admin power (deleting or reviewing posts, ' +
      'editing messages, removing progress, verifications, catalogue edits, user flags, calendar edits), ' +
      'everything done in puppet mode (with the real admin and the puppet), and puppet mode itself. ' +
      'Filters combine; a puppet session is not an admin here.',
  })
  @ApiQueryOf(AuditLogQuery)
  @ApiOkResponseOf('AuditPageDto')
  @ApiErrorResponses({
    400: ADMIN_ERRORS.badInput,
    403: ADMIN_ERRORS.adminsOnly,
    503: ADMIN_ERRORS.adminUnavailable,
  })
  list(@Query() query: AuditLogQuery, @RequestContext() context: CallContext): Promise<AuditPageDto> {
    return this.rpc.call(ADMIN_RPC.auditLog, query, context);
  }
}
