import { Module } from '@nestjs/common';
import { ExportHandlers } from './export.handlers';
import { VerificationExportService } from './export.service';

/** Settings → Download Your Data: the verification service's part. */
@Module({
  controllers: [ExportHandlers],
  providers: [VerificationExportService],
})
export class ExportModule {}
