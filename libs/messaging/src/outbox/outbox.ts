import type { EventDefinition, EventEnvelope } from '@boonies/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { buildEventEnvelope, type EventMeta } from '../envelope/event-envelope.factory';
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
    if (!manager.queryRunner?.isTransactionActive) {
      const names = events.map(({ definition }) => definition.type).join(', ');
      throw new Error(
        `Outbox.append(${names}) needs the EntityManager of an open transaction, ` +
          'so that the event commits or rolls back together with the change it reports.',
      );
    }
    const rows: { id: string; subject: string; body: string }[] = [];
    const envelopes = events.map(({ definition, data }) => {
      const owner = this.routing.producerOf(definition);
      if (owner !== meta.producer) {
        throw new Error(
          `The ${meta.producer} service cannot emit ${definition.type}: ${owner} owns that event.`,
        );
      }
      const envelope = buildEventEnvelope(definition, data, meta);
      const body = JSON.stringify(envelope);
      // An audit copy is a row, and so a JetStream message, of its own: its id keeps the duplicate window
      // from taking it for the event. The envelope inside, and so the inbox key, is the same.
      for (const [index, subject] of this.routing.subjectsOf(definition, envelope).entries()) {
        rows.push({ id: index === 0 ? envelope.id : randomUUID(), subject, body });
      }
      return envelope;
    });
    if (rows.length === 0) return envelopes;
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
    return envelopes;
  }
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
