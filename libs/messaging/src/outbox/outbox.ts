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
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error(
        `Outbox.append(${definition.type}) needs the EntityManager of an open transaction, ` +
          'so that the event commits or rolls back together with the change it reports.',
      );
    }
    const owner = this.routing.producerOf(definition);
    if (owner !== meta.producer) {
      throw new Error(
        `The ${meta.producer} service cannot emit ${definition.type}: ${owner} owns that event.`,
      );
    }
    const envelope = buildEventEnvelope(definition, data, meta);
    const { outbox, outboxChannel } = messagingTables(manager.dataSource);
    const subjects = this.routing.subjectsOf(definition, envelope);
    // An audit copy is a row, and so a JetStream message, of its own: its id keeps the duplicate window from
    // taking it for the event. The envelope inside, and so the inbox key, is the same.
    const ids = subjects.map((_, index) => (index === 0 ? envelope.id : randomUUID()));
    // The notification is delivered when the transaction commits, and never if it rolls back.
    await manager.query(
      `WITH appended AS (
         INSERT INTO ${outbox} ("id", "subject", "envelope")
         SELECT "id", "subject", $3::jsonb FROM unnest($1::uuid[], $2::text[]) WITH ORDINALITY AS copies ("id", "subject", "n")
          ORDER BY "n"
         RETURNING "id"
       )
       SELECT pg_notify($4, '') FROM appended`,
      [ids, subjects, JSON.stringify(envelope), outboxChannel],
    );
    return envelope;
  }
}
