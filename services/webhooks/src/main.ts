import 'reflect-metadata';
import { startService } from '@boonies/platform';
import { AppModule } from './app.module';
import { loadWebhooksConfig } from './config/webhooks.config';

void startService({
  service: 'webhooks',
  loadConfig: loadWebhooksConfig,
  appModule: (config) => AppModule.forRoot(config),
});
