import { createHash } from 'node:crypto';
import { Client, Query } from 'pg';

type QueryCallback = ConstructorParameters<typeof Query>[2];

/**
 * Named statements one connection keeps at most. A service has a few hundred statement shapes; the cap only
 * matters for texts built per call (an `IN` list of varying length), which then run unnamed.
 */
export const MAX_PREPARED_PER_CONNECTION = 500;

/** Statement names by text, shared by every connection of the process (hashing once per text). */
const statementNames = new Map<string, string>();
const MAX_REMEMBERED_NAMES = 2000;

/** The name a statement's text is prepared under: the same on every connection, distinct per text. */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    if (statementNames.size < MAX_REMEMBERED_NAMES) statementNames.set(text, name);
  }
  return name;
}

/**
 * A PostgreSQL connection that runs every parameterised statement as a named prepared statement. The first
 * run parses it; once PostgreSQL finds its generic plan as good as the custom ones, it stops planning it too.
 * For the services' statements, which read or write a handful of rows by index, parsing and planning cost
 * about as much as running them, and TypeORM (like `pg` by default) sends each one unnamed, to be parsed and
 * planned again on every call. Statements without parameters (`BEGIN`, `COMMIT`, DDL) run as they are.
 */
export class PreparingClient extends Client {
  private readonly prepared = new Set<string>();

  // `pg`'s `query` has many overloads; this one only names a text query with parameters, as TypeORM and the
  // pool send it: with a callback (the pool) or for a promise (TypeORM).
  override query(...args: unknown[]): never {
    const [text, values, callback] = args;
    if (typeof text === 'string' && Array.isArray(values) && values.length > 0) {
      const name = this.nameFor(text);
      if (name) return this.submitNamed(name, text, values, callback) as never;
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }

  /**
   * Built from the text, then named: `pg` copies a query config given as an object through property
   * descriptors, which costs more than the rest of sending it.
   */
  private submitNamed(name: string, text: string, values: unknown[], callback: unknown): unknown {
    const submit = (query: Query) => {
      (query as Query & { name?: string }).name = name;
      return (super.query as (query: Query) => unknown)(query);
    };
    if (typeof callback === 'function') return submit(new Query(text, values, callback as QueryCallback));
    return new Promise((resolve, reject) => {
      submit(new Query(text, values, (error, result) => (error ? reject(error) : resolve(result))));
    });
  }

  private nameFor(text: string): string | undefined {
    const name = statementName(text);
    if (this.prepared.has(name)) return name;
    if (this.prepared.size >= MAX_PREPARED_PER_CONNECTION) return undefined;
    this.prepared.add(name);
    return name;
  }
}
