import { ADMIN_RPC, type SiteSettingsDto, UpdateSiteSettingsDto } from '@boonies/contracts/admin';
import type { CallerIdentity } from '@boonies/contracts/common';
import { AdminOnly, Caller, CorrelationId, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SiteSettingsService } from './site-settings.service';

@Controller()
export class SiteSettingsHandler {
  constructor(private readonly settings: SiteSettingsService) {}

  // A public read: the gateway asks without a caller to build the public config every visitor reads.
  @RpcHandler(ADMIN_RPC.siteSettings)
  siteSettings(): Promise<SiteSettingsDto> {
    return this.settings.read();
  }

  // The same settings for the admin panel, behind the admin gate so the panel's route refuses everyone else.
  @RpcHandler(ADMIN_RPC.siteSettingsForAdmins)
  @AdminOnly()
  siteSettingsForAdmins(): Promise<SiteSettingsDto> {
    return this.settings.read();
  }

  @RpcHandler(ADMIN_RPC.updateSiteSettings)
  @AdminOnly()
  updateSiteSettings(
    @Payload() request: UpdateSiteSettingsDto,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<SiteSettingsDto> {
    return this.settings.update(caller, request, correlationId);
  }
}
