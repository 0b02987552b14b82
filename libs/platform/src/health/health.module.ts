import { healthSubject, type HealthReport, type ServiceName } from '@boonies/contracts';
import { Controller, type DynamicModule, Inject, Module, Optional } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { DataSource } from 'typeorm';

/** Provide this token to report the outbox backlog in health answers. */
export const OUTBOX_BACKLOG = Symbol('OUTBOX_BACKLOG');
export type OutboxBacklog = () => Promise<number>;

const SERVICE = Symbol('HEALTH_SERVICE');

/** Answers `rpc.<service>.health` with the process's and its database's state. */
@Module({})
export class HealthModule {
  static forService(service: ServiceName): DynamicModule {
    @Controller()
    class HealthController {
      constructor(
        @Inject(SERVICE) private readonly serviceName: ServiceName,
        private readonly dataSource: DataSource,
        @Optional() @Inject(OUTBOX_BACKLOG) private readonly outboxBacklog?: OutboxBacklog,
      ) {}

      @MessagePattern(healthSubject(service))
      async health(): Promise<HealthReport> {
        const database = await this.dataSource
          .query('SELECT 1')
          .then(() => 'up' as const)
          .catch(() => 'down' as const);
        const outboxBacklog = database === 'up' && this.outboxBacklog ? await this.outboxBacklog() : 0;
        return {
          service: this.serviceName,
          status: 'up',
          uptimeSeconds: Math.round(process.uptime()),
          database,
          outboxBacklog,
        };
      }
    }
    return {
      module: HealthModule,
      controllers: [HealthController],
      providers: [{ provide: SERVICE, useValue: service }],
    };
  }
}
