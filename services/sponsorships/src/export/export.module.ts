import { Module } from '@nestjs/common';
import { ExportHandlers } from './export.handlers';
import { SponsorshipsExportService } from './export.service';

/** Settings → Download Your Data: the sponsorships service's part. */
@Module({
  controllers: [ExportHandlers],
  providers: [SponsorshipsExportService],
})
export class ExportModule {}
