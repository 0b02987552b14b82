import type { EventRouting } from '@boonies/messaging';
import { ServiceAppModule } from '@boonies/platform';
import { type DynamicModule, Module } from '@nestjs/common';
import { VerificationConfig } from './config/verification.config';
import { VerificationConfigModule } from './config/verification-config.module';
import { ExportModule } from './export/export.module';
import { AccessModule } from './access/access.module';
import { VERIFICATION_ENTITIES } from './database/verification-tables';
import { VERIFICATION_MIGRATIONS } from './migrations/verification-migrations';
import { ProjectionsModule } from './projections/projections.module';
import { VerificationsModule } from './verifications/verifications.module';
import { VotersModule } from './voters/voters.module';

export interface AppModuleOptions {
  /** Streams and subjects of the service's events; tests pass a namespaced routing to stay off the real ones. */
  routing?: EventRouting;
}

/** Verifications of trick videos, make/fake votes and the auto-verify rule, behind `rpc.verification.*`. */
@Module({})
export class AppModule {
  static forRoot(config: VerificationConfig, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceAppModule.forRoot({
          service: 'verification',
          config,
          entities: VERIFICATION_ENTITIES,
          migrations: VERIFICATION_MIGRATIONS,
          routing: options.routing,
          imports: [
            VerificationConfigModule.forRoot(config),
            ProjectionsModule,
            VotersModule,
            AccessModule,
            VerificationsModule,
            ExportModule,
          ],
        }),
      ],
    };
  }
}
