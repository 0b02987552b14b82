import { Module } from '@nestjs/common';
import { ExportHandlers } from './export.handlers';
import { TricksExportService } from './export.service';

/** Settings → Download Your Data: the tricks service's part. */
@Module({
  controllers: [ExportHandlers],
  providers: [TricksExportService],
})
export class ExportModule {}
