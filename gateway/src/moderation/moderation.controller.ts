import {
  ADMIN_RPC,
  AdminReportQuery,
  MODERATION_MESSAGES,
  type ReportCaseDto,
  ReportCaseIdParam,
  type ReportCasePageDto,
  type ReportReason,
  ResolveReportDto,
} from '@boonies/contracts/admin';
import { AUTH_RPC } from '@boonies/contracts/auth';
import type { CallContext } from '@boonies/messaging';
import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DomainError } from '@boonies/platform';
import { ADMIN_ERRORS } from '../admin/admin-errors';
import { ApiBodyOf, ApiParamsOf, ApiQueryOf } from '../docs/contract-docs.decorator';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
import { ApiOkResponseOf } from '../docs/response-docs.decorator';
import { ServiceRpc } from '../nats/service-rpc';
import { RequestContext } from '../request-context/request-context.decorator';
import { SignedIn } from '../sessions/access.decorators';

/** Why a suspension from the queue happened, for the auth service's record and the audit log. */
function suspensionReason(found: ReportCaseDto, note: string | undefined): string {
  if (note) return note;
  const reasons: ReportReason[] = found.reasons.map(({ reason }) => reason);
  return `Reported ${found.targetType} (${reasons.join(', ') || 'no reason'})`;
}

/** The admin panel's Moderation tab: the queue of reported content and the moderators' actions. */
@ApiTags('admin')
@SignedIn()
@Controller('admin/reports')
export class ModerationController {
  constructor(private readonly rpc: ServiceRpc) {}

  @Get()
  @ApiOperation({ summary: 'Reported content, newest or most reported first (admins)' })
  @ApiQueryOf(AdminReportQuery)
  @ApiOkResponseOf('ReportCasePageDto')
  @ApiErrorResponses({
    400: ADMIN_ERRORS.badInput,
    403: ADMIN_ERRORS.adminsOnly,
    503: ADMIN_ERRORS.adminUnavailable,
  })
  list(@Query() query: AdminReportQuery, @RequestContext() context: CallContext): Promise<ReportCasePageDto> {
    return this.rpc.call(ADMIN_RPC.reports, query, context);
  }

  @Post(':id/resolve')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Hide the content, warn or suspend its author, or dismiss the reports (admins)',
    description: 'Suspending asks the auth service first; an admin author cannot be suspended.',
  })
  @ApiParamsOf(ReportCaseIdParam)
  @ApiBodyOf(ResolveReportDto)
  @ApiOkResponseOf('ReportCaseDto')
  @ApiErrorResponses({
    400: ADMIN_ERRORS.badInput,
    403: ADMIN_ERRORS.adminsOnly,
    404: 'No such report',
    409: 'Already resolved',
    503: ADMIN_ERRORS.adminUnavailable,
  })
  async resolve(
    @Param() { id }: ReportCaseIdParam,
    @Body() body: ResolveReportDto,
    @RequestContext() context: CallContext,
  ): Promise<ReportCaseDto> {
    if (body.action === 'suspend') {
      if (body.days === undefined) {
        throw new DomainError('VALIDATION_FAILED', MODERATION_MESSAGES.daysRequired, { field: 'days' });
      }
      const found = await this.rpc.call(ADMIN_RPC.reportCase, { id }, context);
      if (found.status !== 'open') throw new DomainError('CONFLICT', MODERATION_MESSAGES.alreadyResolved);
      await this.rpc.call(
        AUTH_RPC.suspendUser,
        { id: found.content.authorId, days: body.days, reason: suspensionReason(found, body.note) },
        context,
      );
    }
    return this.rpc.call(ADMIN_RPC.resolveReport, { ...body, id }, context);
  }

  @Post(':id/reopen')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Undo a resolution: reopen the case, showing hidden content again or lifting the suspension (admins)',
    description:
      'A hidden item is shown again; a suspension given from the queue is lifted by the auth service first; ' +
      'a dismissal is taken back. A warning has reached its skater and cannot be undone (409), nor can a ' +
      'case whose content has been reported again since (409).',
  })
  @ApiParamsOf(ReportCaseIdParam)
  @ApiOkResponseOf('ReportCaseDto')
  @ApiErrorResponses({
    400: ADMIN_ERRORS.badInput,
    403: ADMIN_ERRORS.adminsOnly,
    404: 'No such report',
    409: 'Still open, a warning, or reported again since',
    503: ADMIN_ERRORS.adminUnavailable,
  })
  async reopen(
    @Param() { id }: ReportCaseIdParam,
    @RequestContext() context: CallContext,
  ): Promise<ReportCaseDto> {
    const found = await this.rpc.call(ADMIN_RPC.reportCase, { id }, context);
    if (found.status === 'resolved' && found.resolution?.action === 'suspend') {
      await this.rpc.call(AUTH_RPC.liftSuspension, { id: found.content.authorId }, context);
    }
    return this.rpc.call(ADMIN_RPC.reopenReport, { id }, context);
  }
}
