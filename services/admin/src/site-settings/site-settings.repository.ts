import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { SITE_SETTINGS_ID, SiteSettings } from './entities/site-settings.entity';

/** The single row of park-wide settings. */
@Injectable()
export class SiteSettingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The settings, or `null` before an admin first saves them. */
  find(manager: EntityManager = this.dataSource.manager): Promise<SiteSettings | null> {
    return manager.findOneBy(SiteSettings, { id: SITE_SETTINGS_ID });
  }

  /** Writes the row whole and reads it back: the first save and every later one are the same statement. */
  async write(
    manager: EntityManager,
    settings: Pick<SiteSettings, 'storeUrl' | 'updatedBy' | 'updatedAt'>,
  ): Promise<SiteSettings> {
    await manager.upsert(SiteSettings, { id: SITE_SETTINGS_ID, ...settings }, ['id']);
    return manager.findOneByOrFail(SiteSettings, { id: SITE_SETTINGS_ID });
  }
}
