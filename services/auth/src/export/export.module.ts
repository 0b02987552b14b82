import { Module } from '@nestjs/common';
import { ExportHandler } from './export.handler';
import { AuthExportRepository } from './export.repository';
import { AuthExportService } from './export.service';

/** Settings → Download Your Data: the auth service's part. */
@Module({
  controllers: [ExportHandler],
  providers: [AuthExportService, AuthExportRepository],
})
export class ExportModule {}
