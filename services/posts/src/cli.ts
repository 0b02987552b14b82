import 'reflect-metadata';
import { runServiceCommands } from '@boonies/platform';
import { AppModule } from './app.module';
import { seedBenchContentCommand } from './bench-content/seed-bench-content.command';

/** The posts service's operator commands: `node services/posts/dist/cli.js <command> …` (docs/operations.md). */
void runServiceCommands({
  service: 'posts',
  appModule: (config) => AppModule.forRoot(config),
  commands: { 'seed-bench-content': seedBenchContentCommand },
});
