import type { SiteSettingsDto, UpdateSiteSettingsDto } from '@boonies/contracts/admin';
import type { CallerIdentity } from '@boonies/contracts/common';
import { actorOf } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { SiteSettings } from './entities/site-settings.entity';
import { SiteSettingsRepository } from './site-settings.repository';

const NEVER_SET: SiteSettingsDto = { storeUrl: null, updatedAt: null };

function toSiteSettingsDto(settings: SiteSettings): SiteSettingsDto {
  return { storeUrl: settings.storeUrl, updatedAt: settings.updatedAt.toISOString() };
}

/** The park-wide settings: read by anyone (the gateway's public config), changed by admins, each change audited. */
@Injectable()
export class SiteSettingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SiteSettingsRepository,
    private readonly audit: AuditService,
  ) {}

  async read(): Promise<SiteSettingsDto> {
    const settings = await this.settings.find();
    return settings ? toSiteSettingsDto(settings) : NEVER_SET;
  }

  async update(
    caller: CallerIdentity,
    { storeUrl }: UpdateSiteSettingsDto,
    correlationId: string,
  ): Promise<SiteSettingsDto> {
    return this.dataSource.transaction(async (manager) => {
      const saved = await this.settings.write(manager, {
        storeUrl,
        updatedBy: actorOf(caller),
        updatedAt: new Date(),
      });
      await this.audit.record(manager, {
        id: randomUUID(),
        action: 'admin.site-settings-updated',
        summary: storeUrl ? `Set the store link to ${storeUrl}` : 'Cleared the store link',
        subjectId: null,
        targetType: null,
        targetOwnerId: null,
        actorId: actorOf(caller),
        actingAs: caller.actingAdminId ? caller.userId : null,
        occurredAt: new Date().toISOString(),
        correlationId,
      });
      return toSiteSettingsDto(saved);
    });
  }
}
