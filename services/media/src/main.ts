import 'reflect-metadata';
import { startService } from '@boonies/platform';
import { AppModule } from './app.module';
import { loadMediaConfig } from './config/media.config';

void startService({
  service: 'media',
  loadConfig: loadMediaConfig,
  appModule: (config) => AppModule.forRoot(config),
});
