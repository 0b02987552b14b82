import { Module } from '@nestjs/common';
import { EventListener } from './event-listener';
import { ServiceRpc } from './service-rpc';

/** The gateway's two NATS connections: calls to services, and the domain events every replica hears. */
@Module({
  providers: [ServiceRpc, EventListener],
  exports: [ServiceRpc, EventListener],
})
export class NatsModule {}
