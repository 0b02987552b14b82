import { Module } from '@nestjs/common';
import { ExportHandlers } from './export.handlers';
import { AdminExportService } from './export.service';

/** Settings → Download Your Data: the admin service's part. */
@Module({
  controllers: [ExportHandlers],
  providers: [AdminExportService],
})
export class ExportModule {}
