import 'reflect-metadata';
import { startService } from '@boonies/platform';
import { AppModule } from './app.module';
import { loadAuthConfig } from './config/auth.config';

void startService({
  service: 'auth',
  loadConfig: loadAuthConfig,
  appModule: (config) => AppModule.forRoot(config),
});
