/** The casts a placeholder may carry: the types the services' statements compare their parameters with. */
export type SqlParamType =
  'uuid' | 'uuid[]' | 'text' | 'text[]' | 'int' | 'boolean' | 'timestamptz' | 'float8';

/**
 * The values of a statement assembled from parts (conditions that come and go, fragments written
 * elsewhere), numbered as they are added: each part asks for a placeholder where it needs a value, so no
 * part counts the others' `$n`. Cheap enough for every request: one push and one short string per value.
 *
 * ```ts
 * const params = new SqlParams();
 * const where = [`owner_id = ${params.add(userId, 'uuid')}`];
 * if (position) where.push(`(created_at, id) < (${params.add(position.at, 'timestamptz')}, …)`);
 * dataSource.query(`SELECT … WHERE ${where.join(' AND ')}`, params.values);
 * ```
 *
 * A statement written in one piece, its values in one array, keeps its literal `$1…$n`.
 */
export class SqlParams {
  readonly values: unknown[] = [];

  /** `$n` for the value, cast to `type` when given (a prepared statement's generic plan needs the type). */
  add(value: unknown, type?: SqlParamType): string {
    const position = this.values.push(value);
    return type ? `$${position}::${type}` : `$${position}`;
  }
}
