import { createHash } from 'node:crypto';
import { Client, Query, type QueryResult } from 'pg';

/** How `pg` answers a query sent with a callback. */
type QueryCallback = (error: Error | undefined, result: QueryResult) => void;

/**
 * Named statements one connection keeps at most. A service has a few hundred statement shapes; the cap only
 * matters for texts built per call (an `IN` list of varying length), which then run unnamed.
 */
export const MAX_PREPARED_PER_CONNECTION = 500;

/** Statement names by text, shared by every connection of the process (hashing once per text). */
const statementNames = new Map<string, string>();
const MAX_REMEMBERED_NAMES = 2000;

/** How TypeORM opens and ends a transaction. */
const OPENING = new Set(['START TRANSACTION', 'BEGIN']);
const ENDING = new Set(['COMMIT', 'ROLLBACK']);

/** The name a statement's text is prepared under: the same on every connection, distinct per text. */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    if (statementNames.size < MAX_REMEMBERED_NAMES) statementNames.set(text, name);
  }
  return name;
}

/** The statement a transaction opens with, prepared once per connection under this name. */
const BEGIN_STATEMENT = 's_begin';

/** The protocol messages `pg`'s connection writes, as far as opening a transaction needs them. */
interface ProtocolWriter {
  bind(message: { statement: string }): void;
  execute(message: object): void;
  parsedStatements: Record<string, string>;
}

/** `pg`'s query internals the opening statement adds to. */
interface QueryInternals {
  prepare(connection: ProtocolWriter): void;
  handleReadyForQuery(connection: unknown): void;
  _result: QueryResult;
  _results: QueryResult | QueryResult[];
}

const queryInternals = Query.prototype as unknown as QueryInternals;

/**
 * A statement that opens the transaction it runs in: the prepared `BEGIN` is written ahead of it, in the same
 * write and the same round trip (one `Sync` ends both). The answer is the statement's own.
 */
class OpeningQuery extends Query {
  prepare(connection: ProtocolWriter): void {
    connection.bind({ statement: BEGIN_STATEMENT });
    connection.execute({});
    queryInternals.prepare.call(this, connection);
  }

  handleReadyForQuery(connection: unknown): void {
    const internals = this as unknown as QueryInternals;
    internals._results = internals._result;
    queryInternals.handleReadyForQuery.call(this, connection);
  }
}

/**
 * A PostgreSQL connection that saves the round trips a service's statements do not need:
 *
 * - **Every parameterised statement runs prepared, by name.** The first run parses it; once PostgreSQL finds
 *   its generic plan as good as the custom ones, it stops planning it too. For the services' statements,
 *   which read or write a handful of rows by index, parsing and planning cost about as much as running them,
 *   and TypeORM (like `pg` by default) sends each one unnamed, to be parsed and planned again on every call.
 * - **A transaction opens with its first statement.** TypeORM sends `START TRANSACTION` on its own and waits
 *   for the answer, which says nothing: it is answered at once, and `BEGIN` leaves with the next statement.
 *   A transaction that ends before running anything sends nothing at all.
 *
 * Other statements without parameters (`COMMIT`, DDL) run as they are.
 */
export class PreparingClient extends Client {
  private readonly prepared = new Set<string>();
  /** The caller opened a transaction that has not been sent yet: `BEGIN` goes with the next statement. */
  private opening = false;

  constructor(...args: ConstructorParameters<typeof Client>) {
    super(...args);
    // The pool listens for a connection's errors only while it is idle, the holder of a lent one may not at
    // all: a connection dying between two statements (its server killed or demoted) would then end the
    // process with an unheard 'error' event. Heard here, the next statement fails instead ("not
    // queryable", a lost connection), and the pool drops the connection when it comes back.
    this.on('error', () => undefined);
  }

  // `pg`'s `query` has many overloads; this one handles a text query, as TypeORM and the pool send it: with a
  // callback (the pool) or for a promise (TypeORM). Anything else runs as `pg` runs it.
  override query(...args: unknown[]): never {
    const [text, values, callback] = args;
    if (typeof text !== 'string' || (values !== undefined && !Array.isArray(values))) {
      return this.passOn(args);
    }
    const parameters = (values ?? []) as unknown[];
    if (parameters.length === 0 && !this.opening && OPENING.has(text)) {
      this.opening = true;
      return answered(callback, 'BEGIN') as never;
    }
    if (parameters.length === 0 && this.opening && ENDING.has(text)) {
      this.opening = false;
      return answered(callback, text) as never;
    }
    const opens = this.opening;
    this.opening = false;
    if (parameters.length > 0) {
      const opensHere = opens && this.beginIsPrepared();
      if (opens && !opensHere) this.sendBegin();
      return this.submit(
        new (opensHere ? OpeningQuery : Query)(text, parameters),
        this.nameFor(text),
        callback,
      );
    }
    if (opens) return this.submitSimpleOpening(text, callback);
    return (super.query as (...a: unknown[]) => never)(...args);
  }

  /** Another form of query: a transaction the caller opened is sent first, on its own. */
  private passOn(args: unknown[]): never {
    if (this.opening) {
      this.opening = false;
      this.sendBegin();
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }

  /**
   * `BEGIN` on its own, prepared: the first transaction of a connection opens this way, and those after it
   * with their first statement. Its failure is the next statement's (the connection is gone).
   */
  private sendBegin(): void {
    const begin = new Query('BEGIN', undefined, () => undefined) as Query & { name?: string };
    begin.name = BEGIN_STATEMENT;
    (super.query as (query: Query) => Promise<unknown>)(begin);
  }

  private beginIsPrepared(): boolean {
    const { parsedStatements } = (this as unknown as { connection: ProtocolWriter }).connection;
    return parsedStatements[BEGIN_STATEMENT] !== undefined;
  }

  /**
   * Named after it is built from the text: `pg` copies a query config given as an object through property
   * descriptors, which costs more than the rest of sending it.
   */
  private submit(query: Query, name: string | undefined, callback: unknown): never {
    if (name) (query as Query & { name?: string }).name = name;
    return settle(callback, (done) => {
      (query as unknown as { callback: QueryCallback }).callback = done;
      (super.query as (query: Query) => unknown)(query);
    });
  }

  /** A statement without parameters that opens a transaction: `BEGIN;` ahead of it, in one simple query. */
  private submitSimpleOpening(text: string, callback: unknown): never {
    return settle(callback, (done) => {
      (super.query as (text: string, callback: QueryCallback) => unknown)(
        `BEGIN;${text}`,
        (error, results) => {
          if (error) return done(error, results);
          // `BEGIN`'s answer first, then the text's: one answer, or several for several statements.
          const answers = (results as unknown as QueryResult[]).slice(1);
          done(undefined, (answers.length === 1 ? answers[0] : answers) as QueryResult);
        },
      );
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

/** The caller's callback, or a promise when there is none (as `pg` answers either way). */
function settle(callback: unknown, send: (done: QueryCallback) => void): never {
  if (typeof callback === 'function') {
    send(callback as QueryCallback);
    return undefined as never;
  }
  return new Promise((resolve, reject) => {
    send((error, result) => (error ? reject(error) : resolve(result)));
  }) as never;
}

/** The answer of a transaction statement that was not sent (yet), as `pg` shapes a command's answer. */
function answered(callback: unknown, command: string): unknown {
  const result = { command, rowCount: null, oid: null, rows: [], fields: [] } as unknown as QueryResult;
  if (typeof callback === 'function') {
    process.nextTick(() => (callback as QueryCallback)(undefined, result));
    return undefined;
  }
  return Promise.resolve(result);
}
