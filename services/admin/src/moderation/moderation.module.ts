import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ModerationHandlers } from './moderation.handlers';
import { ModerationService } from './moderation.service';
import { SuspensionAuditHandlers } from './suspension-audit.handlers';

/** Reports of content, the moderators' queue and their actions. */
@Module({
  imports: [AuditModule],
  controllers: [ModerationHandlers],
  providers: [ModerationService, SuspensionAuditHandlers],
})
export class ModerationModule {}
