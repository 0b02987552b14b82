import { RPC, UpdateSiteSettingsDto, type CallerIdentity, type SiteSettingsDto } from '@boonies/contracts';
import { AdminOnly, Caller, CorrelationId, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SiteSettingsService } from './site-settings.service';

@Controller()
export class SiteSettingsHandler {
  constructor(private readonly settings: SiteSettingsService) {}

  // A public read: the gateway asks without a caller to build the public config every visitor reads.
  @RpcHandler(RPC.admin.siteSettings)
  siteSettings(): Promise<SiteSettingsDto> {
    return this.settings.read();
  }

  // The same settings for the admin panel, behind the admin gate so the panel's route refuses everyone else.
  @RpcHandler(RPC.admin.siteSettingsForAdmins)
  @AdminOnly()
  siteSettingsForAdmins(): Promise<SiteSettingsDto> {
    return this.settings.read();
  }

  @RpcHandler(RPC.admin.updateSiteSettings)
  @AdminOnly()
  updateSiteSettings(
    @Payload() request: UpdateSiteSettingsDto,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<SiteSettingsDto> {
    return this.settings.update(caller, request, correlationId);
  }
}
