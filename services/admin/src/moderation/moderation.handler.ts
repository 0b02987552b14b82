import {
  AdminReportQuery,
  FileReportRequest,
  ReportCaseIdParam,
  ResolveReportRequest,
  RPC,
  type CallerIdentity,
  type ReportCaseDto,
  type ReportCasePageDto,
  type ReportFiledDto,
} from '@boonies/contracts';
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

  @RpcHandler(RPC.admin.fileReport)
  async fileReport(
    @Payload() request: FileReportRequest,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<ReportFiledDto> {
    await this.throttle.consume('report', caller.userId);
    return this.moderation.file(caller, request, correlationId);
  }

  @RpcHandler(RPC.admin.reports)
  @AdminOnly()
  reports(@Payload() query: AdminReportQuery): Promise<ReportCasePageDto> {
    return this.moderation.list(query);
  }

  @RpcHandler(RPC.admin.reportCase)
  @AdminOnly()
  reportCase(@Payload() { id }: ReportCaseIdParam): Promise<ReportCaseDto> {
    return this.moderation.get(id);
  }

  @RpcHandler(RPC.admin.resolveReport)
  @AdminOnly()
  resolveReport(
    @Payload() request: ResolveReportRequest,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<ReportCaseDto> {
    return this.moderation.resolve(caller, request, correlationId);
  }

  @RpcHandler(RPC.admin.reopenReport)
  @AdminOnly()
  reopenReport(
    @Payload() request: ReportCaseIdParam,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<ReportCaseDto> {
    return this.moderation.reopen(caller, request, correlationId);
  }
}
