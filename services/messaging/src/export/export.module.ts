import { Module } from '@nestjs/common';
import { ExportHandlers } from './export.handlers';
import { MessagingExportService } from './export.service';

/** Settings → Download Your Data: the messaging service's part. */
@Module({
  controllers: [ExportHandlers],
  providers: [MessagingExportService],
})
export class ExportModule {}
