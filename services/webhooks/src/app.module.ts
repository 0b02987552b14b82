import type { EventRouting } from '@boonies/messaging';
import { ServiceAppModule } from '@boonies/platform';
import { type DynamicModule, Module } from '@nestjs/common';
import { WebhooksConfig } from './config/webhooks.config';
import { WebhookDelivery } from './deliveries/webhook-delivery.entity';
import { SecretBox } from './endpoints/secret-box';
import { WebhookEndpoint } from './endpoints/webhook-endpoint.entity';
import { webhooksMigrations } from './migrations/webhooks-migrations';
import { HiddenPost } from './projections/hidden-post.entity';
import { PRIVACY_SETTINGS } from './projections/privacy-settings.entity';
import { USERS } from './projections/user.entity';
import { WebhooksModule } from './webhooks.module';

export interface AppModuleOptions {
  /** Streams and subjects of the service's events; tests pass a namespaced routing to stay off the real ones. */
  routing?: EventRouting;
}

/** Signed webhooks of public events for systems outside the bus, behind `rpc.webhooks.*` (admins only). */
@Module({})
export class AppModule {
  static forRoot(config: WebhooksConfig, options: AppModuleOptions = {}): DynamicModule {
    const secrets = new SecretBox(config.secretKey);
    return {
      module: AppModule,
      // The validated configuration, injectable as `WebhooksConfig`, and the box endpoint secrets are kept in.
      providers: [
        { provide: WebhooksConfig, useValue: config },
        { provide: SecretBox, useValue: secrets },
      ],
      exports: [WebhooksConfig, SecretBox],
      global: true,
      imports: [
        ServiceAppModule.forRoot({
          service: 'webhooks',
          config,
          entities: [WebhookEndpoint, WebhookDelivery, USERS, PRIVACY_SETTINGS, HiddenPost],
          migrations: webhooksMigrations(secrets),
          routing: options.routing,
          imports: [WebhooksModule],
        }),
      ],
    };
  }
}
