import 'reflect-metadata';
import { startService } from '@boonies/platform';
import { AppModule } from './app.module';
import { loadVerificationConfig } from './config/verification.config';

void startService({
  service: 'verification',
  loadConfig: loadVerificationConfig,
  appModule: (config) => AppModule.forRoot(config),
});
