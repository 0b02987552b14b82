import type { ServiceName } from '@boonies/contracts/common';
import { ConfigurableModuleBuilder } from '@nestjs/common';
import type { ConsumerSettings } from '../consumer/consumer-settings';
import type { NatsCredentials } from '../jetstream/nats-connection';
import type { OutboxRelaySettings } from '../outbox/outbox-relay';
import type { EventRouting } from '../routing/event-routing';

export interface MessagingModuleOptions {
  /** The service this process runs: it publishes into its own stream and names its durable consumers. */
  service: ServiceName;
  natsUrl: string | string[];
  natsCredentials?: NatsCredentials;
  /** Streams and subjects; tests pass a namespaced routing to stay off the real streams. */
  routing?: EventRouting;
  consumer?: Partial<ConsumerSettings>;
  relay?: Partial<OutboxRelaySettings>;
}

export const {
  ConfigurableModuleClass: ConfigurableMessagingModule,
  MODULE_OPTIONS_TOKEN: MESSAGING_MODULE_OPTIONS,
} = new ConfigurableModuleBuilder<MessagingModuleOptions>()
  .setClassMethodName('forService')
  // Global by default: every feature module of the service injects the Outbox.
  .setExtras({ isGlobal: true }, (definition, extras) => ({ ...definition, global: extras.isGlobal }))
  .build();

/** The service's NATS connection, opened by the MessagingModule. */
export const NATS_CONNECTION = Symbol('NATS_CONNECTION');
