import { ADMIN_RPC, AuditLogQuery, type AuditPageDto } from '@boonies/contracts/admin';
import { AdminOnly, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AuditService } from './audit.service';

@Controller()
export class AuditHandler {
  constructor(private readonly audit: AuditService) {}

  @RpcHandler(ADMIN_RPC.auditLog)
  @AdminOnly()
  auditLog(@Payload() query: AuditLogQuery): Promise<AuditPageDto> {
    return this.audit.list(query);
  }
}
