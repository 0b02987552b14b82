import { Module } from '@nestjs/common';
import { PreferencesModule } from '../preferences/preferences.module';
import { ExportHandler } from './export.handler';
import { SocialExportRepository } from './export.repository';
import { SocialExportService } from './export.service';

/** Settings → Download Your Data: the social service's part. */
@Module({
  imports: [PreferencesModule],
  controllers: [ExportHandler],
  providers: [SocialExportService, SocialExportRepository],
})
export class ExportModule {}
