import 'reflect-metadata';
import { startService } from '@boonies/platform';
import { AppModule } from './app.module';
import { loadGamesConfig } from './config/games.config';

void startService({
  service: 'games',
  loadConfig: loadGamesConfig,
  appModule: (config) => AppModule.forRoot(config),
});
