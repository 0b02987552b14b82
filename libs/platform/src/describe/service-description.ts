import type { DataMapTableDto } from '@boonies/contracts';
import type { DataSource } from 'typeorm';

/** The service's tables as its ORM knows them: columns as stored, and foreign keys as relations. */
export function tablesOf(dataSource: DataSource): DataMapTableDto[] {
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
      relations: metadata.foreignKeys.flatMap((foreignKey) =>
        foreignKey.columnNames.map((column, index) => ({
          column,
          references: {
            table: foreignKey.referencedEntityMetadata.tableName,
            column: foreignKey.referencedColumnNames[index],
          },
        })),
      ),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The schema the service's tables live in. */
export function schemaOfTables(dataSource: DataSource): string {
  const options = dataSource.options as { schema?: string };
  return options.schema ?? dataSource.entityMetadatas[0]?.schema ?? 'public';
}
