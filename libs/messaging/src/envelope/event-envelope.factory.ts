import { randomUUID } from 'node:crypto';
import type { ServiceName } from '@boonies/contracts/common';
import type { ActionTarget, EventDefinition, EventEnvelope } from '@boonies/contracts/events';
import { currentScope } from '../telemetry/correlation-scope';
import { traceparentOf } from '../telemetry/trace-propagation';

/** Who emits an event and on whose behalf, carried in its envelope. */
export interface EventMeta {
  producer: ServiceName;
  /** The id of the request (or event) that caused this one, to follow a chain across services. */
  correlationId: string;
  /** The user whose action caused the event; the real admin when acting as a puppet. */
  actorId?: string;
  /** The puppet account the admin acted as, when the action was taken in puppet mode. */
  actingAs?: string;
  /** The actor used admin power on what is not theirs: the event belongs in the audit log. */
  asAdmin?: true;
  /** What the action touched. */
  target?: ActionTarget;
  /** The W3C trace context the event continues; by default the current scope's, when it has a trace. */
  traceparent?: string;
}

/**
 * An envelope with the trace context of the work that caused it. Kept in the envelope because the outbox
 * row outlives the request: the relay sends it on as the `traceparent` header too.
 */
export interface TracedEventEnvelope<TData = unknown> extends EventEnvelope<TData> {
  traceparent?: string;
}

/** A new envelope for one occurrence of an event; its fresh id is also the outbox row id and `Nats-Msg-Id`. */
export function buildEventEnvelope<TData extends object>(
  definition: EventDefinition,
  data: TData,
  meta: EventMeta,
  occurredAt: Date = new Date(),
): TracedEventEnvelope<TData> {
  const scope = currentScope();
  const traceparent = meta.traceparent ?? (scope && traceparentOf(scope.trace));
  return {
    id: randomUUID(),
    type: definition.type,
    version: definition.version,
    occurredAt: occurredAt.toISOString(),
    producer: meta.producer,
    correlationId: meta.correlationId,
    ...(meta.actorId === undefined ? {} : { actorId: meta.actorId }),
    ...(meta.actingAs === undefined ? {} : { actingAs: meta.actingAs }),
    ...(meta.asAdmin ? { asAdmin: true as const } : {}),
    ...(meta.target === undefined ? {} : { target: meta.target }),
    ...(traceparent === undefined ? {} : { traceparent }),
    data,
  };
}
