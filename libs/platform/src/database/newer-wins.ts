import type { EntityManager } from 'typeorm';
import { SqlParams } from './sql-params';

/** A projection table whose rows each keep only the newest state an event told of. */
export interface NewerWinsTable<Key extends string, Column extends string, Version extends string> {
  /** The schema-qualified table, e.g. from the ORM's `tablePath`. */
  table: string;
  /** The columns naming a row: the conflict target (its primary key). */
  key: readonly Key[];
  /** The columns a newer state replaces. */
  columns: readonly Column[];
  /** When (or which revision of) the state was made: an older one never replaces a newer. */
  version: Version;
  /**
   * `replace` lets a state as old as the stored one replace it (the later delivery is the more likely later
   * action); by default such a repeat changes nothing.
   */
  onTie?: 'keep' | 'replace';
  /** Columns an absent (null) value leaves as stored, for events that may omit them. */
  keepWhenNull?: readonly NoInfer<Column>[];
  /**
   * A condition the incoming row must meet to be written at all (neither inserted nor updated otherwise),
   * e.g. that what it belongs to still exists. `value(column)` names the parameter carrying that column's
   * new value: `(value) => 'EXISTS (SELECT 1 FROM posts WHERE id = ' + value('post_id') + ')'`.
   */
  onlyIf?: (value: (column: NoInfer<Key | Column | Version>) => string) => string;
}

/**
 * The "newer update wins" upsert every projection of another service's facts needs: events arrive late, out
 * of order and more than once, so a row is written only when its version is newer than the stored one. A
 * removal is a row switched off rather than deleted, so a late, older event cannot bring it back.
 */
export class NewerWins<Key extends string, Column extends string, Version extends string> {
  private readonly order: readonly (Key | Column | Version)[];
  private readonly sql: string;
  /** `apply`'s statement in two halves, between which `applyMany` puts its rows. */
  private readonly insertInto: string;
  private readonly onConflict: string;
  private readonly hasCondition: boolean;
  private readonly key: readonly Key[];

  constructor(spec: NewerWinsTable<Key, Column, Version>) {
    this.order = [...spec.key, ...spec.columns, spec.version];
    const keepWhenNull = new Set<string>(spec.keepWhenNull ?? []);
    const set = [...spec.columns, spec.version].map((column) =>
      keepWhenNull.has(column)
        ? `${column} = COALESCE(EXCLUDED.${column}, stored.${column})`
        : `${column} = EXCLUDED.${column}`,
    );
    const newer = spec.onTie === 'replace' ? '<=' : '<';
    // Numbered once, in `order`: the order in which `apply` passes a row's values.
    const params = new SqlParams();
    const placeholders = new Map(this.order.map((column) => [column, params.add(column)]));
    const value = (column: Key | Column | Version) => placeholders.get(column)!;
    const values = this.order.map(value).join(', ');
    const source = spec.onlyIf ? `SELECT ${values} WHERE ${spec.onlyIf(value)}` : `VALUES (${values})`;
    this.onConflict = `
      ON CONFLICT (${spec.key.join(', ')}) DO UPDATE SET ${set.join(', ')}
      WHERE stored.${spec.version} ${newer} EXCLUDED.${spec.version}`;
    this.key = spec.key;
    this.insertInto = `INSERT INTO ${spec.table} AS stored (${this.order.join(', ')})`;
    this.hasCondition = spec.onlyIf !== undefined;
    this.sql = `${this.insertInto} ${source} ${this.onConflict} RETURNING true AS applied`;
  }

  /** Writes `row` unless the stored one is newer; says whether it was written. */
  async apply(manager: EntityManager, row: Record<Key | Column | Version, unknown>): Promise<boolean> {
    const written = await manager.query<unknown[]>(
      this.sql,
      this.order.map((column) => row[column]),
    );
    return written.length > 0;
  }

  /**
   * Writes each of `rows` unless its stored one is newer, in one statement (a batch of events applied at
   * once); answers the keys of those written. The rows' keys must differ: one statement cannot update a
   * row twice.
   */
  async applyMany(
    manager: EntityManager,
    rows: readonly Record<Key | Column | Version, unknown>[],
  ): Promise<Record<Key, unknown>[]> {
    if (rows.length === 0) return [];
    if (this.hasCondition) {
      throw new Error('A newer-wins table with an onlyIf condition applies rows one by one');
    }
    const params = new SqlParams();
    const tuples = rows.map((row) => `(${this.order.map((column) => params.add(row[column])).join(', ')})`);
    return manager.query<Record<Key, unknown>[]>(
      `${this.insertInto} VALUES ${tuples.join(', ')} ${this.onConflict} RETURNING ${this.key.join(', ')}`,
      params.values,
    );
  }
}

/** Declares a {@link NewerWins} projection table; the column names type the rows it takes. */
export function newerWins<Key extends string, Column extends string, Version extends string>(
  spec: NewerWinsTable<Key, Column, Version>,
): NewerWins<Key, Column, Version> {
  return new NewerWins(spec);
}
