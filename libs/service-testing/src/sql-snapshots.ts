import { poolOf } from '@boonies/messaging';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PoolClient } from 'pg';
import { format } from 'sql-formatter';
import { DataSource, type EntityManager } from 'typeorm';
import type { ServiceUnderTest } from './service-under-test';

/** The public methods of a repository, by name. */
type MethodsOf<Repository> = {
  [Name in keyof Repository]: Repository[Name] extends (...args: never[]) => unknown ? Name : never;
}[keyof Repository];

/** What a call of the catalogue gets besides the repository: a transaction for the methods that write. */
export interface SqlCallContext {
  /** Runs `work` in a transaction that is rolled back, so each call starts from the same database. */
  inTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T>;
  /** Runs `work` without recording it: the rows a call needs to exist first. */
  unrecorded<T>(work: () => Promise<T>): Promise<T>;
}

/** One call of a repository method, with representative arguments; its name says which variant it takes. */
export type SqlCall<Repository> = (repository: Repository, context: SqlCallContext) => Promise<unknown>;

/**
 * A repository and the calls that run every statement it can send: each public method (the type requires
 * them all) with one call per variant of its SQL (each feed kind, with and without a cursor, …).
 */
export interface RepositorySqlCatalogue<Repository> {
  repository: new (dataSource: DataSource) => Repository;
  calls: { [Method in MethodsOf<Repository>]: Record<string, SqlCall<Repository>> };
}

/** Catalogues by snapshot name: `feeds.repository` is written to `<directory>/feeds.repository.sql`. */
export type ServiceSqlCatalogue = Record<string, RepositorySqlCatalogue<never>>;

/** Types one repository's catalogue (the calls' `repository` argument is then the repository's type). */
export function sqlCatalogue<Repository>(
  catalogue: RepositorySqlCatalogue<Repository>,
): RepositorySqlCatalogue<never> {
  return catalogue as unknown as RepositorySqlCatalogue<never>;
}

/** Statements that open or close a transaction: TypeORM's, not the repository's. */
const TRANSACTION_CONTROL = /^\s*(START TRANSACTION|BEGIN|COMMIT|ROLLBACK)\b/i;

/**
 * What a query sends besides opening or closing a transaction, or null when that is all it does. A text that
 * opens its transaction with settings (`BEGIN; SET LOCAL …`, as `preparedQueryWithSettings` sends it) keeps
 * the settings: they are part of what the repository runs. Only such a text is split at its `;`s: in any
 * other a `;` may sit in a literal.
 */
function withoutTransactionControl(text: string): string | null {
  if (!TRANSACTION_CONTROL.test(text)) return text;
  const rest = text
    .split(';')
    .map((statement) => statement.trim())
    .filter((statement) => statement && !TRANSACTION_CONTROL.test(statement));
  return rest.length > 0 ? rest.join(';\n') : null;
}

/**
 * Every statement the DataSource's pool sends while `recording` is set, as its text (parameters stay `$n`).
 * Only this DataSource's connections are watched, so nothing else the service runs meanwhile (its outbox
 * relay, its consumers) is mistaken for a repository's statement.
 */
class StatementRecorder {
  recording: string[] | null = null;

  private readonly watched = new WeakSet<PoolClient>();

  watch(dataSource: DataSource): void {
    // On each checkout: the pool made its first connection before anything could listen to it.
    poolOf(dataSource).on('acquire', (client: PoolClient) => {
      if (this.watched.has(client)) return;
      this.watched.add(client);
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        const [first] = args;
        const text = typeof first === 'string' ? first : (first as { text?: unknown } | undefined)?.text;
        if (this.recording && typeof text === 'string') {
          const recorded = withoutTransactionControl(text);
          if (recorded !== null) this.recording.push(recorded);
        }
        return query(...args);
      };
    });
  }
}

/** A statement laid out for reading: PostgreSQL's dialect, keywords as written. */
function formatted(text: string): string {
  return format(text, { language: 'postgresql', keywordCase: 'upper', tabWidth: 2 });
}

/** The snapshot of one repository: each statement under the method and variant that sent it. */
async function snapshotOf(
  name: string,
  catalogue: RepositorySqlCatalogue<never>,
  dataSource: DataSource,
  recorder: StatementRecorder,
): Promise<{ text: string; statements: number }> {
  const repository = new catalogue.repository(dataSource);
  const className = catalogue.repository.name;
  const context: SqlCallContext = {
    unrecorded: async (work) => {
      const recording = recorder.recording;
      recorder.recording = null;
      try {
        return await work();
      } finally {
        recorder.recording = recording;
      }
    },
    inTransaction: async (work) => {
      const runner = dataSource.createQueryRunner();
      await runner.connect();
      await runner.startTransaction();
      try {
        return await work(runner.manager);
      } finally {
        await runner.rollbackTransaction();
        await runner.release();
      }
    },
  };
  const sections = [
    `-- The SQL of ${className} (${name}.ts), as its methods send it to PostgreSQL.\n` +
      '-- Written by `npm run sync:sql`; review changes to it with the code that made them.',
  ];
  let statements = 0;
  const calls = catalogue.calls as Record<string, Record<string, SqlCall<never>>>;
  for (const method of Object.keys(calls)) {
    for (const [variant, call] of Object.entries(calls[method])) {
      const label = `${className}.${method}: ${variant}`;
      const recorded: string[] = [];
      recorder.recording = recorded;
      try {
        await call(repository, context);
      } catch (error) {
        throw new Error(`${label} failed, so its statements cannot be recorded: ${String(error)}`);
      } finally {
        recorder.recording = null;
      }
      if (recorded.length === 0) throw new Error(`${label} sent no statement`);
      recorded.forEach((text, index) => {
        const step = recorded.length > 1 ? ` (statement ${index + 1} of ${recorded.length})` : '';
        sections.push(`-- ${label}${step}\n${formatted(text)};`);
      });
      statements += recorded.length;
    }
  }
  return { text: `${sections.join('\n\n')}\n`, statements };
}

/** Where the committed snapshot and the statements sent first part, to show in the failure. */
function firstDifference(committed: string, sent: string): string {
  const [was, is] = [committed.split('\n'), sent.split('\n')];
  const line = was.findIndex((text, index) => text !== is[index]);
  const at = line === -1 ? was.length : line;
  return `first difference at line ${at + 1}:\n  committed: ${was[at] ?? '(end of file)'}\n  sent:      ${is[at] ?? '(end of file)'}`;
}

/** Whether this run writes the snapshots (`npm run sync:sql`) rather than comparing them. */
const WRITING = process.env.SQL_SNAPSHOTS === 'write';

/**
 * The SQL snapshot suite of a service: on a fresh, migrated database of its own it runs each repository's
 * catalogue of calls, records the statements sent, and compares them with the committed
 * `<directory>/<name>.sql` files (`npm run sync:sql` writes them instead). A difference fails the suite, so
 * every change to what a service runs shows in review as SQL.
 */
export function describeSqlSnapshots(
  start: (label: string) => Promise<ServiceUnderTest>,
  directory: string,
  catalogues: ServiceSqlCatalogue,
): void {
  describe('SQL snapshots', () => {
    let service: ServiceUnderTest | undefined;
    let dataSource: DataSource | undefined;
    const recorder = new StatementRecorder();

    beforeAll(async () => {
      service = await start('sql_snapshots');
      // A DataSource of the repositories' own, on the migrated database: its connections are the watched ones.
      dataSource = new DataSource({ ...service.dataSource.options, migrationsRun: false });
      await dataSource.initialize();
      recorder.watch(dataSource);
      if (WRITING) mkdirSync(directory, { recursive: true });
    });

    afterAll(async () => {
      await dataSource?.destroy();
      await service?.stop();
    });

    it.each(Object.keys(catalogues).sort())('%s.sql holds the statements it sends', async (name) => {
      const { text } = await snapshotOf(name, catalogues[name], dataSource!, recorder);
      const file = path.join(directory, `${name}.sql`);
      if (WRITING) {
        writeFileSync(file, text);
        return;
      }
      const committed = existsSync(file) ? readFileSync(file, 'utf8') : '';
      if (committed !== text) {
        throw new Error(
          `${path.relative(process.cwd(), file)} is stale: run \`npm run sync:sql\`\n${firstDifference(committed, text)}`,
        );
      }
    });

    it('has a snapshot for each repository and none for a repository gone', () => {
      const expected = Object.keys(catalogues).map((name) => `${name}.sql`);
      const present = existsSync(directory) ? readdirSync(directory).filter((f) => f.endsWith('.sql')) : [];
      if (WRITING) {
        for (const file of present.filter((f) => !expected.includes(f))) rmSync(path.join(directory, file));
        return;
      }
      expect(present.sort()).toEqual(expected.sort());
    });
  });
}
