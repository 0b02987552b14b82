import 'reflect-metadata';
import { runServiceCommands } from '@boonies/platform';
import { AppModule } from './app.module';
import { seedBenchContentCommand } from './bench-content/seed-bench-content.command';
import { loadMessagingConfig } from './config/messaging.config';

/** The messaging service's operator commands: `node services/messaging/dist/cli.js <command> …` (docs/operations.md). */
void runServiceCommands({
  service: 'messaging',
  loadConfig: loadMessagingConfig,
  appModule: (config) => AppModule.forRoot(config),
  commands: { 'seed-bench-content': seedBenchContentCommand },
});
