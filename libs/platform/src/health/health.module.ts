import type { ServiceName } from '@boonies/contracts/common';
import { type HealthReport, healthRpc } from '@boonies/contracts/rpc';
import { OutboxRelay } from '@boonies/messaging';
import { Controller, type DynamicModule, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RpcHandler } from '../rpc/rpc-handler.decorator';

/** Answers `rpc.<service>.health` with the process's, its database's and its outbox's state. */
@Module({})
export class HealthModule {
  static forService(service: ServiceName): DynamicModule {
    @Controller()
    class HealthController {
      constructor(
        private readonly dataSource: DataSource,
        private readonly outboxRelay: OutboxRelay,
      ) {}

      @RpcHandler(healthRpc(service))
      async health(): Promise<HealthReport> {
        const database = await this.dataSource
          .query('SELECT 1')
          .then(() => 'up' as const)
          .catch(() => 'down' as const);
        const outboxBacklog = database === 'up' ? await this.outboxRelay.backlog() : 0;
        return {
          service,
          status: 'up',
          uptimeSeconds: Math.round(process.uptime()),
          database,
          outboxBacklog,
        };
      }
    }
    return { module: HealthModule, controllers: [HealthController] };
  }
}
