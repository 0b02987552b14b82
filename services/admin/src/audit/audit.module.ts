import { Module } from '@nestjs/common';
import { AuditEventsHandlers } from './audit-events.handlers';
import { AuditHandlers } from './audit.handlers';
import { AuditService } from './audit.service';

/** The admin audit log: who did what, when, and as whom. */
@Module({
  controllers: [AuditHandlers],
  providers: [AuditService, AuditEventsHandlers],
  exports: [AuditService],
})
export class AuditModule {}
