import type { ServiceName } from '@boonies/contracts/common';
import type { EventDefinition } from '@boonies/contracts/events';
import type {
  DataMapDeprecatedEventDto,
  DataMapMediaColumnDto,
  DataMapRelationDto,
  DataMapTableDto,
} from '@boonies/contracts/rpc';
import type { DataSource, EntityMetadata } from 'typeorm';
import { isMediaUrlColumn, referencedRecord } from './referenced-records';

/**
 * The service's tables as its ORM knows them: columns as stored, the relations its entities declare, and
 * the ids of other records it keeps as plain columns (see `referenced-records.ts`).
 */
export function tablesOf(dataSource: DataSource, service: ServiceName): DataMapTableDto[] {
  return dataSource.entityMetadatas
    .filter((metadata) => metadata.tableType !== 'view')
    .map((metadata) => ({
      name: metadata.tableName,
      columns: metadata.columns.map((column) => ({
        name: column.databaseName,
        type: `${dataSource.driver.normalizeType(column)}${column.isArray ? '[]' : ''}`,
        nullable: column.isNullable,
        primary: column.isPrimary,
      })),
      relations: relationsOf(metadata, service),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function relationsOf(metadata: EntityMetadata, service: ServiceName): DataMapRelationDto[] {
  const declared: DataMapRelationDto[] = metadata.relations
    .filter((relation) => relation.isOwning)
    .flatMap((relation) =>
      relation.joinColumns.map((joinColumn) => ({
        column: joinColumn.databaseName,
        references: {
          service,
          table: relation.inverseEntityMetadata.tableName,
          column: joinColumn.referencedColumn?.databaseName ?? 'id',
        },
        kind: relation.createForeignKeyConstraints ? ('foreign-key' as const) : ('logical' as const),
      })),
    );
  const declaredColumns = new Set(declared.map(({ column }) => column));
  const byName: DataMapRelationDto[] = metadata.columns.flatMap((column) => {
    const references = referencedRecord(column.databaseName);
    // A table's own key is not a reference to itself (the owner's `posts.id`, say).
    const isOwnTable = references?.service === service && references.table === metadata.tableName;
    if (!references || isOwnTable || declaredColumns.has(column.databaseName)) return [];
    return [{ column: column.databaseName, references: { ...references }, kind: 'logical' as const }];
  });
  return [...declared, ...byName].sort((a, b) => a.column.localeCompare(b.column));
}

/** Where media live: the columns holding their URLs (the files are hosted at those addresses). */
export function mediaColumnsOf(tables: DataMapTableDto[]): DataMapMediaColumnDto[] {
  return tables.flatMap((table) =>
    table.columns
      .filter((column) => isMediaUrlColumn(column.name, column.type))
      .map((column) => ({ table: table.name, column: column.name })),
  );
}

/** The schema the service's tables live in. */
export function schemaOfTables(dataSource: DataSource): string {
  const options = dataSource.options as { schema?: string };
  return options.schema ?? dataSource.entityMetadatas[0]?.schema ?? 'public';
}

/**
 * What a producer announces from its event definitions: every subject it publishes, and those of versions
 * marked to retire (`retiresAfter`), published beside their next version until that day.
 */
export function publishedEventsOf(definitions: readonly EventDefinition[]): {
  publishes: string[];
  deprecated: DataMapDeprecatedEventDto[];
} {
  return {
    publishes: [...new Set(definitions.map(({ subject }) => subject))].sort(),
    deprecated: definitions
      .flatMap(({ subject, retiresAfter }) => (retiresAfter ? [{ subject, retiresAfter }] : []))
      .sort((a, b) => a.subject.localeCompare(b.subject)),
  };
}
