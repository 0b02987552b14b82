import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { DeadLetterEntity } from './dead-letter.entity';
import { InboxEventEntity } from './inbox-event.entity';
import { OutboxEventEntity } from './outbox-event.entity';
import { quoteIdentifier, schemaOf } from './postgres-identifiers';

/** Schema-qualified, quoted names of the messaging tables of one DataSource, for hand-written SQL. */
export interface MessagingTables {
  outbox: string;
  inbox: string;
  deadLetters: string;
  /** The channel `pg_notify` signals new outbox rows on, when their transaction commits. */
  outboxChannel: string;
}

const tablesByDataSource = new WeakMap<DataSource, MessagingTables>();

export function messagingTables(dataSource: DataSource): MessagingTables {
  let tables = tablesByDataSource.get(dataSource);
  if (!tables) {
    tables = {
      outbox: qualifiedName(dataSource, OutboxEventEntity),
      inbox: qualifiedName(dataSource, InboxEventEntity),
      deadLetters: qualifiedName(dataSource, DeadLetterEntity),
      outboxChannel: `${schemaOf(dataSource)}_outbox`,
    };
    tablesByDataSource.set(dataSource, tables);
  }
  return tables;
}

function qualifiedName(dataSource: DataSource, entity: EntityTarget<ObjectLiteral>): string {
  // Throws "No metadata for …" when the DataSource lacks MESSAGING_ENTITIES: a clear setup error.
  const { tableName, schema } = dataSource.getMetadata(entity);
  return `${quoteIdentifier(schema ?? schemaOf(dataSource))}.${quoteIdentifier(tableName)}`;
}
