import { VERIFICATION_EVENTS } from '@boonies/contracts/verification';
import type { EventRouting } from '@boonies/messaging';
import { ServiceAppModule } from '@boonies/platform';
import { type DynamicModule, Module } from '@nestjs/common';
import { VerificationConfig } from './config/verification.config';
import { VerificationConfigModule } from './config/verification-config.module';
import { ExportModule } from './export/export.module';
import { AccessModule } from './access/access.module';
import { VERIFICATION_MIGRATIONS } from './migrations/verification-migrations';
import { BLOCKS } from './projections/entities/block.entity';
import { FOLLOWS } from './projections/entities/follow.entity';
import { HiddenPost } from './projections/entities/hidden-post.entity';
import { PRIVACY_SETTINGS } from './projections/entities/privacy-settings.entity';
import { Suspension } from './projections/entities/suspension.entity';
import { VOTERS } from './projections/entities/voter.entity';
import { Warning } from './projections/entities/warning.entity';
import { ProjectionsModule } from './projections/projections.module';
import { StandingReport } from './verifications/entities/standing-report.entity';
import { Verification } from './verifications/entities/verification.entity';
import { Vote } from './verifications/entities/vote.entity';
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
          publishes: VERIFICATION_EVENTS,
          config,
          entities: [
            Verification,
            Vote,
            VOTERS,
            Warning,
            Suspension,
            PRIVACY_SETTINGS,
            FOLLOWS,
            BLOCKS,
            HiddenPost,
            StandingReport,
          ],
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
