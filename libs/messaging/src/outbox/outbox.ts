import type { ServiceName } from '@boonies/contracts/common';
import type { EventDefinition, EventEnvelope } from '@boonies/contracts/events';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import {
  buildEventEnvelope,
  type EventMeta,
  type TracedEventEnvelope,
} from '../envelope/event-envelope.factory';
import { messagingTables } from '../persistence/messaging-tables';
import { EventRouting } from '../routing/event-routing';

/**
 * Writes domain events into the service's outbox, inside the caller's transaction: the event exists if and
 * only if the change it reports was committed. The relay publishes it afterwards.
 */
@Injectable()
export class Outbox {
  constructor(@Inject(EventRouting) private readonly routing: EventRouting) {}

  /** `data` is checked against the payload `definition` declares (never inferred from `data` itself). */
  async append<TData extends object>(
    manager: EntityManager,
    definition: EventDefinition<TData>,
    data: NoInfer<TData>,
    meta: EventMeta,
  ): Promise<EventEnvelope<TData>> {
    const [envelope] = await this.appendAll(manager, [newEvent(definition, data)], meta);
    return envelope as EventEnvelope<TData>;
  }

  /** The events of one change, in this order, written by one statement. */
  async appendAll(
    manager: EntityManager,
    events: readonly NewEvent[],
    meta: EventMeta,
  ): Promise<EventEnvelope<object>[]> {
    assertTransaction(manager, 'append', events);
    const envelopes = events.map(({ definition, data }) => {
      this.checkOwner(definition, meta.producer);
      return { definition, envelope: buildEventEnvelope(definition, data, meta) };
    });
    await this.write(manager, envelopes);
    return envelopes.map(({ envelope }) => envelope);
  }

  /**
   * Writes an event received from another service again, as `producer`'s event `definition` (the same fact
   * under the name readers knew it by): the same id, `occurredAt`, correlation, actor, audit marks, target
   * and trace context, so a reader of both subjects handles the fact once (the inbox keys on the id).
   * Only the type, version and producer are `definition`'s; `producer` must own it.
   */
  async republishAs<TData extends object>(
    manager: EntityManager,
    definition: EventDefinition<TData>,
    received: EventEnvelope<NoInfer<TData>>,
    producer: ServiceName,
  ): Promise<EventEnvelope<TData>> {
    assertTransaction(manager, 'republishAs', [{ definition }]);
    this.checkOwner(definition, producer);
    const { traceparent } = received as TracedEventEnvelope<TData> & { traceparent?: unknown };
    const envelope: TracedEventEnvelope<TData> = {
      id: received.id,
      type: definition.type,
      version: definition.version,
      occurredAt: received.occurredAt,
      producer,
      correlationId: received.correlationId,
      ...(received.actorId === undefined ? {} : { actorId: received.actorId }),
      ...(received.actingAs === undefined ? {} : { actingAs: received.actingAs }),
      ...(received.asAdmin ? { asAdmin: true as const } : {}),
      ...(received.target === undefined ? {} : { target: received.target }),
      // Received unchecked (a broken trace context is ignored): passed on only when it is text.
      ...(typeof traceparent === 'string' ? { traceparent } : {}),
      data: received.data,
    };
    await this.write(manager, [{ definition, envelope }]);
    return envelope;
  }

  private checkOwner(definition: EventDefinition, producer: ServiceName): void {
    const owner = this.routing.producerOf(definition);
    if (owner !== producer) {
      throw new Error(`The ${producer} service cannot emit ${definition.type}: ${owner} owns that event.`);
    }
  }

  /** One row per subject of each envelope (an audited one also on its audit subject), by one statement. */
  private async write(
    manager: EntityManager,
    envelopes: readonly { definition: EventDefinition; envelope: EventEnvelope<object> }[],
  ): Promise<void> {
    const rows: { id: string; subject: string; body: string }[] = [];
    for (const { definition, envelope } of envelopes) {
      const body = JSON.stringify(envelope);
      // An audit copy is a row, and so a JetStream message, of its own: its id keeps the duplicate window
      // from taking it for the event. The envelope inside, and so the inbox key, is the same.
      for (const [index, subject] of this.routing.subjectsOf(definition, envelope).entries()) {
        rows.push({ id: index === 0 ? envelope.id : randomUUID(), subject, body });
      }
    }
    if (rows.length === 0) return;
    const { outbox, outboxChannel } = messagingTables(manager.dataSource);
    // The notification is delivered when the transaction commits, and never if it rolls back.
    await manager.query(
      `WITH appended AS (
         INSERT INTO ${outbox} ("id", "subject", "envelope")
         SELECT "id", "subject", "body"::jsonb
           FROM unnest($1::uuid[], $2::text[], $3::text[]) WITH ORDINALITY AS copies ("id", "subject", "body", "n")
          ORDER BY "n"
         RETURNING "id"
       )
       SELECT pg_notify($4, '') FROM appended`,
      [
        rows.map(({ id }) => id),
        rows.map(({ subject }) => subject),
        rows.map(({ body }) => body),
        outboxChannel,
      ],
    );
  }
}

/** The events are written with the change they report: they commit or roll back together. */
function assertTransaction(
  manager: EntityManager,
  method: 'append' | 'republishAs',
  events: readonly { definition: EventDefinition }[],
): void {
  if (manager.queryRunner?.isTransactionActive) return;
  const names = events.map(({ definition }) => definition.type).join(', ');
  throw new Error(
    `Outbox.${method}(${names}) needs the EntityManager of an open transaction, ` +
      'so that the event commits or rolls back together with the change it reports.',
  );
}

/** One event for `Outbox.appendAll`: its definition and the payload that definition declares. */
export interface NewEvent {
  readonly definition: EventDefinition;
  readonly data: object;
}

export function newEvent<TData extends object>(
  definition: EventDefinition<TData>,
  data: NoInfer<TData>,
): NewEvent {
  return { definition, data };
}
