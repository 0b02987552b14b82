import {
  ADMIN_RPC,
  AdminReportQuery,
  FileReportRequest,
  type ReportCaseDto,
  ReportCaseIdParam,
  type ReportCasePageDto,
  type ReportFiledDto,
  ResolveReportRequest,
} from '@boonies/contracts/admin';
import type { CallerIdentity } from '@boonies/contracts/common';
import { ActionThrottle, AdminOnly, Caller, CorrelationId, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ModerationService } from './moderation.service';

@Controller()
export class ModerationHandler {
  constructor(
    private readonly moderation: ModerationService,
    private readonly throttle: ActionThrottle,
  ) {}

  @RpcHandler(ADMIN_RPC.fileReport)
  async fileReport(
    @Payload() request: FileReportRequest,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<ReportFiledDto> {
    await this.throttle.consume('report', caller.userId);
    return this.moderation.file(caller, request, correlationId);
  }

  @RpcHandler(ADMIN_RPC.reports)
  @AdminOnly()
  reports(@Payload() query: AdminReportQuery): Promise<ReportCasePageDto> {
    return this.moderation.list(query);
  }

  @RpcHandler(ADMIN_RPC.reportCase)
  @AdminOnly()
  reportCase(@Payload() { id }: ReportCaseIdParam): Promise<ReportCaseDto> {
    return this.moderation.get(id);
  }

  @RpcHandler(ADMIN_RPC.resolveReport)
  @AdminOnly()
  resolveReport(
    @Payload() request: ResolveReportRequest,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<ReportCaseDto> {
    return this.moderation.resolve(caller, request, correlationId);
  }

  @RpcHandler(ADMIN_RPC.reopenReport)
  @AdminOnly()
  reopenReport(
    @Payload() request: ReportCaseIdParam,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<ReportCaseDto> {
    return this.moderation.reopen(caller, request, correlationId);
  }
}
