import { Module } from '@nestjs/common';
import { SponsorshipsModule } from '../sponsorships/sponsorships.module';
import { ExportHandler } from './export.handler';
import { SponsorshipsExportService } from './export.service';

/** Settings → Download Your Data: the sponsorships service's part. */
@Module({
  imports: [SponsorshipsModule],
  controllers: [ExportHandler],
  providers: [SponsorshipsExportService],
})
export class ExportModule {}
