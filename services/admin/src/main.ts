import 'reflect-metadata';
import { startService } from '@boonies/platform';
import { AppModule } from './app.module';

void startService({ service: 'admin', appModule: (config) => AppModule.forRoot(config) });
