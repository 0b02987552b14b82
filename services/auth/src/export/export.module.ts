import { Module } from '@nestjs/common';
import { PreferencesModule } from '../preferences/preferences.module';
import { ExportHandlers } from './export.handlers';
import { AuthExportService } from './export.service';

/** Settings → Download Your Data: the auth service's part. */
@Module({
  imports: [PreferencesModule],
  controllers: [ExportHandlers],
  providers: [AuthExportService],
})
export class ExportModule {}
