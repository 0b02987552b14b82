import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ModerationModule } from '../moderation/moderation.module';
import { ExportHandler } from './export.handler';
import { AdminExportService } from './export.service';

/** Settings → Download Your Data: the admin service's part. */
@Module({
  imports: [AuditModule, ModerationModule],
  controllers: [ExportHandler],
  providers: [AdminExportService],
})
export class ExportModule {}
