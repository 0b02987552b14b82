import type { ServiceName } from '@boonies/contracts/common';
import { type DynamicModule, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ServiceConfig } from '../config/service-config';
import { schemaOf } from '../database/service-database.module';
import { ActionThrottle } from './action-throttle';

/** Makes `ActionThrottle` injectable in every module of the service, on the service's own schema. */
@Module({})
export class ThrottlesModule {
  static forService(service: ServiceName, config: ServiceConfig): DynamicModule {
    return {
      module: ThrottlesModule,
      global: true,
      providers: [
        {
          provide: ActionThrottle,
          inject: [DataSource],
          useFactory: (dataSource: DataSource) =>
            new ActionThrottle(dataSource, schemaOf(service, config), config),
        },
      ],
      exports: [ActionThrottle],
    };
  }
}
