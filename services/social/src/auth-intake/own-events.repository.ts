import { messagingTables } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * Whether an event id is one this service wrote to its outbox. Nothing prunes the outbox (the relay only
 * marks a row published), so the id of every event the service ever announced is found here: a copy that
 * auth republishes under its old subject, however late it arrives, is recognised as our own. Should the
 * outbox ever be pruned, it must keep rows at least until auth's bridge retires (2027-03-31).
 */
@Injectable()
export class OwnEventsRepository {
  private readonly outbox: string;

  constructor(dataSource: DataSource) {
    this.outbox = messagingTables(dataSource).outbox;
  }

  async wroteEvent(manager: EntityManager, eventId: string): Promise<boolean> {
    const rows = await manager.query<unknown[]>(`SELECT 1 FROM ${this.outbox} WHERE "id" = $1`, [eventId]);
    return rows.length > 0;
  }
}
