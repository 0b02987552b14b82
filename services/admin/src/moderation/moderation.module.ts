import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ModerationHandler } from './moderation.handler';
import { ModerationService } from './moderation.service';
import { ReportCasesRepository } from './report-cases.repository';
import { SuspensionAuditConsumer } from './suspension-audit.consumer';

/** Reports of content, the moderators' queue and their actions. */
@Module({
  imports: [AuditModule],
  controllers: [ModerationHandler],
  providers: [ModerationService, ReportCasesRepository, SuspensionAuditConsumer],
  exports: [ReportCasesRepository],
})
export class ModerationModule {}
