import {
  AckPolicy,
  DeliverPolicy,
  DiscardPolicy,
  nanos,
  RetentionPolicy,
  StorageType,
  type ConsumerInfo,
  type ConsumerUpdateConfig,
  type JetStreamManager,
  type StreamInfo,
  type StreamUpdateConfig,
} from 'nats';
import type { ServiceName } from '@boonies/contracts';
import { EventRouting, type StreamSpec } from '../routing/event-routing';
import { isJetStreamNotFound } from './jetstream-errors';

export interface StreamLimits {
  /** Events older than this are discarded; a consumer down for longer misses them. */
  maxAgeMs: number;
  maxMessageBytes: number;
  /** JetStream drops a second publish with the same `Nats-Msg-Id` within this window. */
  duplicateWindowMs: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = {
  maxAgeMs: 30 * 24 * 60 * 60 * 1000,
  maxMessageBytes: 1024 * 1024,
  duplicateWindowMs: 2 * 60 * 1000,
};

/**
 * Creates the stream, or brings an existing one to this configuration. Producers and consumers both call
 * it when they start, so start order never matters; concurrent callers with the same configuration agree.
 */
export async function ensureStream(
  jsm: JetStreamManager,
  spec: StreamSpec,
  limits: StreamLimits = DEFAULT_STREAM_LIMITS,
): Promise<StreamInfo> {
  const settings: Partial<StreamUpdateConfig> = {
    subjects: spec.subjects,
    max_age: nanos(limits.maxAgeMs),
    max_msg_size: limits.maxMessageBytes,
    duplicate_window: nanos(limits.duplicateWindowMs),
    discard: DiscardPolicy.Old,
    num_replicas: spec.replicas,
  };
  return upsert(
    () => jsm.streams.update(spec.name, settings),
    () =>
      jsm.streams.add({
        name: spec.name,
        storage: StorageType.File,
        retention: RetentionPolicy.Limits,
        ...settings,
      }),
  );
}

/** Ensures the stream `service` publishes into: `EVENTS_<SERVICE>` on `events.<service>.>` by default. */
export function ensureServiceStream(
  jsm: JetStreamManager,
  service: ServiceName,
  routing: EventRouting = new EventRouting(),
): Promise<StreamInfo> {
  return ensureStream(jsm, routing.stream(service));
}

export interface DurableConsumerSpec {
  stream: string;
  durableName: string;
  /** What the consumer is delivered: one event's subject, or the stream's whole subject. */
  filterSubject: string;
  ackWaitMs: number;
  maxDeliver: number;
}

/** Creates the durable pull consumer, or updates the settings that may change between deployments. */
export async function ensureDurableConsumer(
  jsm: JetStreamManager,
  spec: DurableConsumerSpec,
): Promise<ConsumerInfo> {
  const settings: Partial<ConsumerUpdateConfig> = {
    ack_wait: nanos(spec.ackWaitMs),
    max_deliver: spec.maxDeliver,
    // Always set, never cleared: the server takes a change from one subject to another, not to none.
    filter_subject: spec.filterSubject,
  };
  return upsert(
    () => jsm.consumers.update(spec.stream, spec.durableName, settings),
    () =>
      jsm.consumers.add(spec.stream, {
        durable_name: spec.durableName,
        ack_policy: AckPolicy.Explicit,
        // A service that starts consuming later builds its projections from the whole retained history.
        deliver_policy: DeliverPolicy.All,
        ...settings,
      }),
  );
}

async function upsert<T>(update: () => Promise<T>, create: () => Promise<T>): Promise<T> {
  try {
    return await update();
  } catch (error) {
    if (!isJetStreamNotFound(error)) throw error;
    return create();
  }
}
