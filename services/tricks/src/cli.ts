import 'reflect-metadata';
import { runServiceCommands } from '@boonies/platform';
import { AppModule } from './app.module';
import { seedBenchContentCommand } from './bench-content/seed-bench-content.command';
import { loadTricksConfig } from './config/tricks.config';

/** The tricks service's operator commands: `node services/tricks/dist/cli.js <command> …` (docs/operations.md). */
void runServiceCommands({
  service: 'tricks',
  loadConfig: loadTricksConfig,
  appModule: (config) => AppModule.forRoot(config),
  commands: { 'seed-bench-content': seedBenchContentCommand },
});
