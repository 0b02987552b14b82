import type { ServiceName } from '@boonies/contracts/common';
import type { LoggerService } from '@nestjs/common';
import type { NatsConnection } from 'nats';
import type { DataSource } from 'typeorm';
import type { EventRouting } from '../routing/event-routing';
import type { ConsumerSettings } from './consumer-settings';
import { DurableEventConsumer } from './durable-event-consumer';
import type { EventSubscription } from './event-subscription';

export interface EventConsumersOptions {
  service: ServiceName;
  subscriptions: readonly EventSubscription[];
  routing: EventRouting;
  dataSource: DataSource;
  nats: NatsConnection;
  settings?: Partial<ConsumerSettings>;
  logger?: LoggerService;
}

/** One durable consumer per producer stream the service's handlers read from. */
export function createEventConsumers(options: EventConsumersOptions): DurableEventConsumer[] {
  const { subscriptions, routing, ...shared } = options;
  const byProducer = new Map<ServiceName, EventSubscription[]>();
  for (const subscription of subscriptions) {
    const producer = routing.producerOf(subscription.definition);
    byProducer.set(producer, [...(byProducer.get(producer) ?? []), subscription]);
  }
  return [...byProducer].map(
    ([producer, ofProducer]) =>
      new DurableEventConsumer({
        ...shared,
        routing,
        stream: routing.stream(producer),
        subscriptions: ofProducer,
      }),
  );
}
