import 'reflect-metadata';
import { startService } from '@boonies/platform';
import { AppModule } from './app.module';
import { loadMessagingConfig } from './config/messaging.config';

void startService({
  service: 'messaging',
  loadConfig: loadMessagingConfig,
  appModule: (config) => AppModule.forRoot(config),
});
