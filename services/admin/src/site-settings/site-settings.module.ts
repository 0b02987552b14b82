import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { SiteSettingsHandler } from './site-settings.handler';
import { SiteSettingsRepository } from './site-settings.repository';
import { SiteSettingsService } from './site-settings.service';

/** Park-wide settings set from the admin panel: for now, the Store page's merchandise link. */
@Module({
  imports: [AuditModule],
  controllers: [SiteSettingsHandler],
  providers: [SiteSettingsService, SiteSettingsRepository],
})
export class SiteSettingsModule {}
