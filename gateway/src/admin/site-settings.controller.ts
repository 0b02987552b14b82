import {
  ADMIN_RPC,
  type AdminSiteSettingsDto,
  type SiteSettingsDto,
  UpdateSiteSettingsDto,
} from '@boonies/contracts/admin';
import type { CallContext } from '@boonies/messaging';
import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { GatewayConfig } from '../config/gateway.config';
import { ApiBodyOf } from '../docs/contract-docs.decorator';
import { ApiErrorResponses } from '../docs/error-responses.decorator';
import { ApiOkResponseOf } from '../docs/response-docs.decorator';
import { ServiceRpc } from '../nats/service-rpc';
import { RequestContext } from '../request-context/request-context.decorator';
import { SignedIn } from '../sessions/access.decorators';
import { ADMIN_ERRORS } from './admin-errors';

const ERRORS = { 403: ADMIN_ERRORS.adminsOnly, 503: ADMIN_ERRORS.adminUnavailable };

/** The admin panel's Store settings: the merchandise link the Store page offers. */
@ApiTags('admin')
@SignedIn()
@Controller('admin/site-settings')
export class SiteSettingsController {
  constructor(
    private readonly rpc: ServiceRpc,
    private readonly config: GatewayConfig,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The site settings, with the deployment default (admins)' })
  @ApiOkResponseOf('AdminSiteSettingsDto')
  @ApiErrorResponses(ERRORS)
  async read(@RequestContext() context: CallContext): Promise<AdminSiteSettingsDto> {
    return this.withDefault(await this.rpc.call(ADMIN_RPC.siteSettingsForAdmins, {}, context));
  }

  @Put()
  @ApiOperation({ summary: 'Set or clear the store link (admins)' })
  @ApiBodyOf(UpdateSiteSettingsDto)
  @ApiOkResponseOf('AdminSiteSettingsDto')
  @ApiErrorResponses({ 400: ADMIN_ERRORS.badInput, ...ERRORS })
  async update(
    @Body() body: UpdateSiteSettingsDto,
    @RequestContext() context: CallContext,
  ): Promise<AdminSiteSettingsDto> {
    return this.withDefault(await this.rpc.call(ADMIN_RPC.updateSiteSettings, body, context));
  }

  private withDefault(settings: SiteSettingsDto): AdminSiteSettingsDto {
    return { ...settings, defaultStoreUrl: this.config.STORE_URL ?? null };
  }
}
