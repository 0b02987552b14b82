import 'reflect-metadata';
import { startService } from '@boonies/platform';
import { AppModule } from './app.module';

void startService({ service: 'social', appModule: (config) => AppModule.forRoot(config) });
