import type { ServiceName } from '@boonies/contracts/common';
import {
  CreateMessagingTables1763700000000,
  EventRouting,
  MESSAGING_ENTITIES,
  MessagingModule,
} from '@boonies/messaging';
import { type DynamicModule, Module, type ModuleMetadata } from '@nestjs/common';
import { natsCredentialsOf, type ServiceConfig } from '../config/service-config';
import { ServiceDatabaseModule, type ServiceDatabaseOptions } from '../database/service-database.module';
import { DescribeModule, type PublishedEvents } from '../describe/describe.module';
import { HealthModule } from '../health/health.module';
import { CreateThrottles1764030000000 } from '../throttles/create-throttles.migration';
import { SlideThrottleWindows1764050000000 } from '../throttles/slide-throttle-windows.migration';
import { UpdateThrottleHitsInPlace1764070000000 } from '../throttles/update-throttle-hits-in-place.migration';
import { ThrottlesModule } from '../throttles/throttles.module';

export interface ServiceAppOptions {
  service: ServiceName;
  config: ServiceConfig;
  /** The service's own entities; the outbox, inbox and dead-letter tables are added. */
  entities?: ServiceDatabaseOptions['entities'];
  /** The service's own migrations, run after the ones creating the messaging and throttle tables. */
  migrations?: ServiceDatabaseOptions['migrations'];
  /** The service's feature modules. */
  imports?: ModuleMetadata['imports'];
  /** Streams and subjects of events; tests pass a namespaced routing to stay off the real ones. */
  routing?: EventRouting;
  /** The events the service publishes (its `<SERVICE>_EVENTS`), as the data map lists them; none if absent. */
  publishes?: PublishedEvents;
}

/**
 * What every service is made of: its database schema (migrated at start), its events (outbox relay and
 * durable consumers), the health and describe handlers, the per-account action throttle, and its feature
 * modules.
 */
@Module({})
export class ServiceAppModule {
  static forRoot(options: ServiceAppOptions): DynamicModule {
    const entities = [...MESSAGING_ENTITIES, ...asArray(options.entities)];
    const migrations = [
      CreateMessagingTables1763700000000,
      CreateThrottles1764030000000,
      SlideThrottleWindows1764050000000,
      UpdateThrottleHitsInPlace1764070000000,
      ...asArray(options.migrations),
    ];
    return {
      module: ServiceAppModule,
      imports: [
        ServiceDatabaseModule.forRoot({
          service: options.service,
          config: options.config,
          entities,
          migrations,
        }),
        MessagingModule.forService({
          service: options.service,
          natsUrl: options.config.NATS_URL.split(','),
          natsCredentials: natsCredentialsOf(options.config),
          routing:
            options.routing ?? new EventRouting({ streamReplicas: options.config.NATS_STREAM_REPLICAS }),
        }),
        HealthModule.forService(options.service),
        DescribeModule.forService(options.service, options.publishes),
        ThrottlesModule.forService(options.service, options.config),
        ...(options.imports ?? []),
      ],
    };
  }
}

function asArray<T>(list: T[] | Record<string, T> | undefined): T[] {
  if (!list) return [];
  return Array.isArray(list) ? list : Object.values(list);
}
