import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import type { NatsConnection } from 'nats';
import { DataSource } from 'typeorm';
import { connectNats } from '../jetstream/nats-connection';
import { Outbox } from '../outbox/outbox';
import { OutboxRelay } from '../outbox/outbox-relay';
import { EventRouting } from '../routing/event-routing';
import { EventHandlerExplorer } from './event-handler.explorer';
import {
  ConfigurableMessagingModule,
  MESSAGING_MODULE_OPTIONS,
  NATS_CONNECTION,
  type MessagingModuleOptions,
} from './messaging-module.options';
import { MessagingRuntime } from './messaging.runtime';

/**
 * Domain events for one service: `MessagingModule.forService({ service, natsUrl })` (or `forServiceAsync`).
 * Needs the service's TypeORM DataSource (with MESSAGING_ENTITIES) in the application. Provides the
 * `Outbox`, runs the `OutboxRelay` and consumes the events its `@EventHandler` methods declare.
 */
@Module({
  imports: [DiscoveryModule],
  providers: [
    {
      provide: EventRouting,
      inject: [MESSAGING_MODULE_OPTIONS],
      useFactory: (options: MessagingModuleOptions) => options.routing ?? new EventRouting(),
    },
    {
      provide: NATS_CONNECTION,
      inject: [MESSAGING_MODULE_OPTIONS],
      useFactory: (options: MessagingModuleOptions) =>
        connectNats({
          servers: options.natsUrl,
          name: options.service,
          credentials: options.natsCredentials,
        }),
    },
    {
      provide: OutboxRelay,
      inject: [MESSAGING_MODULE_OPTIONS, NATS_CONNECTION, DataSource, EventRouting],
      useFactory: (
        options: MessagingModuleOptions,
        nats: NatsConnection,
        dataSource: DataSource,
        routing: EventRouting,
      ) => new OutboxRelay({ service: options.service, dataSource, nats, routing, settings: options.relay }),
    },
    Outbox,
    EventHandlerExplorer,
    MessagingRuntime,
  ],
  exports: [Outbox, OutboxRelay, EventRouting, NATS_CONNECTION],
})
export class MessagingModule extends ConfigurableMessagingModule {}
