import { Module } from '@nestjs/common';
import { VerificationsModule } from '../verifications/verifications.module';
import { ExportHandlers } from './export.handler';
import { VerificationExportService } from './export.service';

/** Settings → Download Your Data: the verification service's part. */
@Module({
  imports: [VerificationsModule],
  controllers: [ExportHandlers],
  providers: [VerificationExportService],
})
export class ExportModule {}
