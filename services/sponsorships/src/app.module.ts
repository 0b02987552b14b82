import { SPONSORSHIPS_EVENTS } from '@boonies/contracts/sponsorships';
import type { EventRouting } from '@boonies/messaging';
import { ServiceAppModule, type ServiceConfig } from '@boonies/platform';
import { type DynamicModule, Module } from '@nestjs/common';
import { ExportModule } from './export/export.module';
import { SPONSORSHIPS_MIGRATIONS } from './migrations/sponsorships-migrations';
import { BLOCKS } from './projections/entities/block.entity';
import { USERS } from './projections/entities/user.entity';
import { ProjectionsModule } from './projections/projections.module';
import { Sponsorship } from './sponsorships/entities/sponsorship.entity';
import { SponsorshipsModule } from './sponsorships/sponsorships.module';

export interface AppModuleOptions {
  /** Streams and subjects of the service's events; tests pass a namespaced routing to stay off the real ones. */
  routing?: EventRouting;
}

/** Brand → athlete sponsorships, behind `rpc.sponsorships.*`. */
@Module({})
export class AppModule {
  static forRoot(config: ServiceConfig, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceAppModule.forRoot({
          service: 'sponsorships',
          publishes: SPONSORSHIPS_EVENTS,
          config,
          entities: [Sponsorship, USERS, BLOCKS],
          migrations: SPONSORSHIPS_MIGRATIONS,
          routing: options.routing,
          imports: [ProjectionsModule, SponsorshipsModule, ExportModule],
        }),
      ],
    };
  }
}
