export * from './rpc/rpc-error';
export * from './rpc/rpc-client';
export * from './rpc/caller-token';
export * from './rpc/raw-json';

export * from './routing/event-routing';
export * from './envelope/event-envelope.factory';
export { decodeEvent, EnvelopeShape, type DecodedEvent } from './envelope/received-event.decoder';
export type { RetryPolicy } from './support/retry-policy';
export { databaseAnswers } from './support/database-health';
export { natsAnswers } from './support/nats-health';
export { SendBatch } from './support/send-batch';
export { cacheValidationRules } from './support/validation-rules-cache';

export * from './telemetry/correlation-scope';
export * from './telemetry/trace-propagation';
export * from './telemetry/metric-buckets';

export * from './persistence/outbox-event.entity';
export * from './persistence/inbox-event.entity';
export * from './persistence/dead-letter.entity';
export * from './persistence/messaging-entities';
export * from './persistence/create-messaging-tables.migration';
export { messagingTables, type MessagingTables } from './persistence/messaging-tables';
export { inPooledTransaction, poolOf } from './persistence/pool';

export * from './jetstream/nats-connection';
export * from './jetstream/stream-setup';
export { isJetStreamNotFound } from './jetstream/jetstream-errors';

export * from './outbox/outbox';
export * from './outbox/outbox-relay';

export * from './consumer/event-subscription';
export * from './consumer/consumer-settings';
export * from './consumer/durable-event-consumer';
export * from './consumer/event-consumers';
export * from './consumer/dead-letter-replay';

export * from './nest/messaging-module.options';
export * from './nest/event-handler.decorator';
export * from './nest/messaging.module';
export { OutboxNotifications } from './outbox/outbox-notifications';
export { Wakeup } from './support/wakeup';
