import { Module } from '@nestjs/common';
import { PreferencesModule } from '../social/preferences/preferences.module';
import { ExportHandlers } from './export.handler';
import { AuthExportRepository } from './export.repository';
import { AuthExportService } from './export.service';

/** Settings → Download Your Data: the auth service's part. */
@Module({
  imports: [PreferencesModule],
  controllers: [ExportHandlers],
  providers: [AuthExportService, AuthExportRepository],
})
export class ExportModule {}
