import { ACTION_THROTTLES_TABLE, THROTTLES_TABLE } from '@boonies/platform';
import type { DataSource } from 'typeorm';
import type { ServiceUnderTest } from './service-under-test';

/**
 * Tables every service's migrations create that no entity describes: TypeORM's own record of the
 * migrations run, and the throttle tables of `libs/platform`, which `rate-limiter-flexible` and
 * `SlidingWindowLimiter` read and write with their own SQL.
 */
const SHARED_TABLES_WITHOUT_ENTITIES = ['migrations', THROTTLES_TABLE, ACTION_THROTTLES_TABLE];

export interface SchemaDriftOptions {
  /** The service's own tables that no entity describes, written only by a library's own SQL. */
  tablesWithoutEntities?: readonly string[];
}

/**
 * The statements TypeORM's schema builder would run to make the database match the DataSource's entities:
 * none when the migrations that ran build exactly what the entities describe. Nothing is executed.
 *
 * The builder looks only at tables that have an entity: their columns (type, length, default, nullability),
 * primary keys, and their indexes, unique constraints, checks and foreign keys by name.
 */
export async function pendingSchemaChanges(dataSource: DataSource): Promise<string[]> {
  const { upQueries } = await dataSource.driver.createSchemaBuilder().log();
  return upQueries.map(({ query, parameters }) =>
    parameters && parameters.length > 0 ? `${query} -- ${JSON.stringify(parameters)}` : query,
  );
}

/** The tables in the DataSource's schema that none of its entities describes, by name. */
export async function tablesWithoutEntities(dataSource: DataSource): Promise<string[]> {
  const schema = (dataSource.options as { schema?: string }).schema ?? 'public';
  const described = new Set(dataSource.entityMetadatas.map((metadata) => metadata.tableName));
  const tables = await dataSource.query<{ table_name: string }[]>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE'`,
    [schema],
  );
  return tables
    .map((table) => table.table_name)
    .filter((name) => !described.has(name))
    .sort();
}

/**
 * The schema-drift suite of a service: started by its own test helper on a fresh database, so every
 * migration has run, and compared with the entities its `AppModule` registers (the outbox, inbox and
 * dead-letter entities every service gets included). A failure lists the SQL that would close the gap:
 * change the entity, or add a migration (never edit one that has shipped).
 */
export function describeSchemaDrift(
  start: (label: string) => Promise<ServiceUnderTest>,
  options: SchemaDriftOptions = {},
): void {
  describe('schema drift', () => {
    let service: ServiceUnderTest | undefined;

    beforeAll(async () => {
      service = await start('schema_drift');
    });

    afterAll(async () => {
      await service?.stop();
    });

    it('leaves nothing between the entities and the migrated schema: no change is pending', async () => {
      expect(await pendingSchemaChanges(service!.dataSource)).toEqual([]);
    });

    it('has an entity for every table but those only a library writes, so the check above sees them all', async () => {
      const expected = [...SHARED_TABLES_WITHOUT_ENTITIES, ...(options.tablesWithoutEntities ?? [])].sort();
      expect(await tablesWithoutEntities(service!.dataSource)).toEqual(expected);
    });
  });
}
