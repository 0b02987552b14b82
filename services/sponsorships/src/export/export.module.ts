import { Module } from '@nestjs/common';
import { SponsorshipsModule } from '../sponsorships/sponsorships.module';
import { ExportHandlers } from './export.handler';
import { SponsorshipsExportService } from './export.service';

/** Settings → Download Your Data: the sponsorships service's part. */
@Module({
  imports: [SponsorshipsModule],
  controllers: [ExportHandlers],
  providers: [SponsorshipsExportService],
})
export class ExportModule {}
