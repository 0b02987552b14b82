import type { EventDefinition, EventEnvelope } from '@boonies/contracts';
import { Inject, Injectable } from '@nestjs/common';
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
    // The notification is delivered when the transaction commits, and never if it rolls back.
    await manager.query(
      `WITH appended AS (
         INSERT INTO ${outbox} ("id", "subject", "envelope") VALUES ($1, $2, $3::jsonb) RETURNING "id"
       )
       SELECT pg_notify($4, '') FROM appended`,
      [envelope.id, this.routing.subject(definition), JSON.stringify(envelope), outboxChannel],
    );
    return envelope;
  }
}
