import 'reflect-metadata';
import { startService } from '@boonies/platform';
import { AppModule } from './app.module';
import { loadTricksConfig } from './config/tricks.config';

void startService({
  service: 'tricks',
  loadConfig: loadTricksConfig,
  appModule: (config) => AppModule.forRoot(config),
});
