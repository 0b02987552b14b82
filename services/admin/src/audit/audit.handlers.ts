import { AuditLogQuery, RPC, type AuditPageDto, type CallerIdentity } from '@boonies/contracts';
import { Caller } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AuditService } from './audit.service';

@Controller()
export class AuditHandlers {
  constructor(private readonly audit: AuditService) {}

  @MessagePattern(RPC.admin.auditLog)
  auditLog(@Payload() query: AuditLogQuery, @Caller() caller: CallerIdentity): Promise<AuditPageDto> {
    return this.audit.list(caller, query);
  }
}
