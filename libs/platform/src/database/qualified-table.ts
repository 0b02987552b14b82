import type { QueryRunner } from 'typeorm';

/** `"<schema>"."<table>"` in the schema of the DataSource running the migration (the service's own). */
export function qualifiedTable(queryRunner: QueryRunner, table: string): string {
  const { options } = queryRunner.connection;
  const schema = (options.type === 'postgres' && options.schema) || 'public';
  return `"${schema}"."${table}"`;
}
