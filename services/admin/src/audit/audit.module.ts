import { Module } from '@nestjs/common';
import { AuditEventsConsumer } from './audit-events.consumer';
import { AuditLogRepository } from './audit-log.repository';
import { AuditHandler } from './audit.handler';
import { AuditService } from './audit.service';

/** The admin audit log: who did what, when, and as whom. */
@Module({
  controllers: [AuditHandler],
  providers: [AuditService, AuditLogRepository, AuditEventsConsumer],
  exports: [AuditService, AuditLogRepository],
})
export class AuditModule {}
