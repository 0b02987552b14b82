import { Module } from '@nestjs/common';
import { VerificationsModule } from '../verifications/verifications.module';
import { ExportHandler } from './export.handler';
import { VerificationExportService } from './export.service';

/** Settings → Download Your Data: the verification service's part. */
@Module({
  imports: [VerificationsModule],
  controllers: [ExportHandler],
  providers: [VerificationExportService],
})
export class ExportModule {}
