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
import type { ServiceName } from '@boonies/contracts/common';
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

/**
 * Creates the durable pull consumer, or updates the settings that may change between deployments. A new
 * filter (the service reads other kinds of events now) is not an update: NATS 2.9 takes the new filter in its
 * configuration but, from a single subject to a wildcard, goes on matching as before and delivers nothing.
 * The consumer is made again instead, from the first event it has not acknowledged: what it had delivered
 * since comes again, and the inbox turns it away.
 */
export async function ensureDurableConsumer(
  jsm: JetStreamManager,
  spec: DurableConsumerSpec,
): Promise<ConsumerInfo> {
  const settings: Partial<ConsumerUpdateConfig> = {
    ack_wait: nanos(spec.ackWaitMs),
    max_deliver: spec.maxDeliver,
    filter_subject: spec.filterSubject,
  };
  const existing = await consumerInfo(jsm, spec);
  if (existing?.config.filter_subject === spec.filterSubject) {
    return jsm.consumers.update(spec.stream, spec.durableName, settings);
  }
  if (existing) await jsm.consumers.delete(spec.stream, spec.durableName).catch(unlessNotFound);
  try {
    return await jsm.consumers.add(spec.stream, {
      durable_name: spec.durableName,
      ack_policy: AckPolicy.Explicit,
      // A service that starts reading a stream builds its projections from the whole retained history.
      ...(existing
        ? { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: existing.ack_floor.stream_seq + 1 }
        : { deliver_policy: DeliverPolicy.All }),
      ...settings,
    });
  } catch (error) {
    // Another replica of the service made it first, with the same filter: take it as it is.
    const made = await consumerInfo(jsm, spec);
    if (made?.config.filter_subject !== spec.filterSubject) throw error;
    return jsm.consumers.update(spec.stream, spec.durableName, settings);
  }
}

async function consumerInfo(
  jsm: JetStreamManager,
  spec: DurableConsumerSpec,
): Promise<ConsumerInfo | undefined> {
  try {
    return await jsm.consumers.info(spec.stream, spec.durableName);
  } catch (error) {
    return unlessNotFound(error);
  }
}

function unlessNotFound(error: unknown): undefined {
  if (!isJetStreamNotFound(error)) throw error;
  return undefined;
}

async function upsert<T>(update: () => Promise<T>, create: () => Promise<T>): Promise<T> {
  try {
    return await update();
  } catch (error) {
    if (!isJetStreamNotFound(error)) throw error;
    return create();
  }
}
