import { ADMIN_RPC } from '@boonies/contracts/admin';
import type { PublicConfigDto } from '@boonies/contracts/config';
import type { CallContext } from '@boonies/messaging';
import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Logger } from 'pino';
import { GatewayConfig } from '../config/gateway.config';
import { LOGGER } from '../logging/logger.token';
import { ServiceRpc } from '../nats/service-rpc';
import { RequestContext } from '../request-context/request-context.decorator';
import { Public } from '../sessions/access.decorators';
import { storeLinksOf } from './store-links';
import { ApiOkResponseOf } from '../docs/response-docs.decorator';

/** The Store page must not wait on a slow admin service: past this, the deployment's default is served. */
const SETTINGS_TIMEOUT_MS = 1_500;

/** The deployment's settings the web app needs at run time, so one build serves every deployment. */
@ApiTags('config')
@Controller('config')
export class PublicConfigController {
  constructor(
    private readonly config: GatewayConfig,
    private readonly rpc: ServiceRpc,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Get('public')
  @Public()
  // Revalidated on every read: an admin's new store link shows on the next visit, not minutes later.
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'The store links, contact email and push key of this deployment' })
  @ApiOkResponseOf('PublicConfigDto')
  async read(@RequestContext() context: CallContext): Promise<PublicConfigDto> {
    const links = storeLinksOf(await this.savedStoreLink(context), this.config.STORE_URL ?? null);
    return {
      ...links,
      contactEmail: this.config.CONTACT_EMAIL,
      vapidPublicKey: this.config.WEB_PUSH_VAPID_PUBLIC_KEY ?? null,
    };
  }

  /** The admin-set link, or `null` (none saved, or the admin service cannot be asked right now). */
  private async savedStoreLink(context: CallContext): Promise<string | null> {
    try {
      const settings = await this.rpc.call(ADMIN_RPC.siteSettings, {}, context, {
        timeoutMs: SETTINGS_TIMEOUT_MS,
      });
      return settings.storeUrl;
    } catch (error) {
      this.logger.warn({ err: error }, 'Site settings unavailable; serving the deployment store link');
      return null;
    }
  }
}
