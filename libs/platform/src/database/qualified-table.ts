import type { DataSource, EntityTarget, ObjectLiteral, QueryRunner } from 'typeorm';

/** `"<schema>"."<table>"` in the schema of the DataSource running the migration (the service's own). */
export function qualifiedTable(queryRunner: QueryRunner, table: string): string {
  const { options } = queryRunner.connection;
  const schema = (options.type === 'postgres' && options.schema) || 'public';
  return `"${schema}"."${table}"`;
}

/**
 * Schema-qualified table names by key, from the ORM's metadata (so each is in the service's own schema): what
 * a repository's hand-written SQL names its tables by.
 */
export function tablePaths<Key extends string>(
  dataSource: DataSource,
  tables: Record<Key, EntityTarget<ObjectLiteral>>,
): Record<Key, string> {
  const entries = Object.entries<EntityTarget<ObjectLiteral>>(tables);
  return Object.fromEntries(
    entries.map(([key, table]) => [key, dataSource.getMetadata(table).tablePath]),
  ) as Record<Key, string>;
}
