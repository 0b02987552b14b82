import type { DataSource } from 'typeorm';

/** The schema a service's DataSource works in (one schema per service). */
export function schemaOf(dataSource: DataSource): string {
  const { options } = dataSource;
  return (options.type === 'postgres' && options.schema) || 'public';
}

export function quoteIdentifier(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}
