import { Module } from '@nestjs/common';
import { PreferencesModule } from '../social/preferences/preferences.module';
import { ExportHandler } from './export.handler';
import { AuthExportRepository } from './export.repository';
import { AuthExportService } from './export.service';

/** Settings → Download Your Data: the auth service's part. */
@Module({
  imports: [PreferencesModule],
  controllers: [ExportHandler],
  providers: [AuthExportService, AuthExportRepository],
})
export class ExportModule {}
