import type { ServiceName } from '@boonies/contracts';
import { type DynamicModule, Module, type ModuleMetadata } from '@nestjs/common';
import type { ServiceConfig } from '../config/service-config';
import { ServiceDatabaseModule, type ServiceDatabaseOptions } from '../database/service-database.module';
import { HealthModule } from '../health/health.module';

export interface ServiceAppOptions {
  service: ServiceName;
  config: ServiceConfig;
  entities?: ServiceDatabaseOptions['entities'];
  migrations?: ServiceDatabaseOptions['migrations'];
  /** The service's feature modules. */
  imports?: ModuleMetadata['imports'];
}

/**
 * What every service is made of: its database schema (migrated at start), the health handler, and its
 * feature modules. Each service's AppModule is this, with its own entities, migrations and features.
 */
@Module({})
export class ServiceAppModule {
  static forRoot(options: ServiceAppOptions): DynamicModule {
    return {
      module: ServiceAppModule,
      imports: [
        ServiceDatabaseModule.forRoot({
          service: options.service,
          config: options.config,
          entities: options.entities ?? [],
          migrations: options.migrations ?? [],
        }),
        HealthModule.forService(options.service),
        ...(options.imports ?? []),
      ],
    };
  }
}
