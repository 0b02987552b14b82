import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { NatsConnection } from 'nats';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import type { DurableEventConsumer } from '../consumer/durable-event-consumer';
import { createEventConsumers } from '../consumer/event-consumers';
import { OutboxRelay } from '../outbox/outbox-relay';
import { EventRouting } from '../routing/event-routing';
import { EventHandlerExplorer } from './event-handler.explorer';
import {
  MESSAGING_MODULE_OPTIONS,
  NATS_CONNECTION,
  type MessagingModuleOptions,
} from './messaging-module.options';

const NATS_DRAIN_TIMEOUT_MS = 5000;

/**
 * Runs the service's event traffic for the lifetime of the application: the outbox relay and one durable
 * consumer per stream its handlers read. Shutdown finishes work in progress before the DataSource closes.
 */
@Injectable()
export class MessagingRuntime implements OnApplicationBootstrap, OnModuleDestroy {
  private consumers: DurableEventConsumer[] = [];

  constructor(
    @Inject(MESSAGING_MODULE_OPTIONS) private readonly options: MessagingModuleOptions,
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(EventRouting) private readonly routing: EventRouting,
    @Inject(OutboxRelay) private readonly relay: OutboxRelay,
    @Inject(EventHandlerExplorer) private readonly explorer: EventHandlerExplorer,
  ) {}

  onApplicationBootstrap(): void {
    this.relay.start();
    this.consumers = createEventConsumers({
      service: this.options.service,
      subscriptions: this.explorer.subscriptions(),
      routing: this.routing,
      dataSource: this.dataSource,
      nats: this.nats,
      settings: this.options.consumer,
    });
    for (const consumer of this.consumers) consumer.start();
  }

  // Module destruction comes before TypeORM closes the DataSource at application shutdown.
  async onModuleDestroy(): Promise<void> {
    await Promise.all([...this.consumers.map((consumer) => consumer.stop()), this.relay.stop()]);
    this.consumers = [];
    await this.closeNats();
  }

  /** Drains, so the last acks reach the server; a NATS that is away must not hold the shutdown up, though. */
  private async closeNats(): Promise<void> {
    if (this.nats.isClosed()) return;
    const drained = await Promise.race([
      this.nats.drain().then(() => true),
      sleep(NATS_DRAIN_TIMEOUT_MS, false, { ref: false }),
    ]);
    if (!drained) await this.nats.close();
  }
}
