import type { ServiceName } from '@boonies/contracts/common';
import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Client } from 'pg';
import { DataSource, type DataSourceOptions, type EntitySchema, type MixedList } from 'typeorm';
import type { ServiceConfig } from '../config/service-config';
import { retryForever } from '../bootstrap/retry';
import { FailoverDataSource } from './failover-data-source';
import { PreparingClient } from './preparing-client';

type EntityList = MixedList<string | (new () => unknown) | EntitySchema>;
type MigrationList = MixedList<string | (new () => unknown)>;

export interface ServiceDatabaseOptions {
  service: ServiceName;
  config: ServiceConfig;
  entities: EntityList;
  migrations: MigrationList;
}

/** The service's own schema: its name unless configured otherwise. */
export function schemaOf(service: ServiceName, config: Pick<ServiceConfig, 'DATABASE_SCHEMA'>): string {
  return config.DATABASE_SCHEMA ?? service;
}

/** Migrations run into the schema, so it must exist before TypeORM looks for its migrations table. */
export async function ensureSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  } finally {
    await client.end();
  }
}

export function serviceDataSourceOptions(options: ServiceDatabaseOptions): DataSourceOptions {
  const schema = schemaOf(options.service, options.config);
  return {
    type: 'postgres',
    url: options.config.DATABASE_URL,
    schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    // Run by `migrateExclusively` at start, one replica at a time.
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    synchronize: false,
    applicationName: `${options.service}-service`,
    extra: {
      max: options.config.DATABASE_POOL_SIZE,
      // The services' statements each read a handful of rows by index. PostgreSQL compiles a plan whose
      // estimated cost passes `jit_above_cost`, and a pessimistic estimate (one lateral subquery over a large
      // table) made that compilation cost many times the query itself: off for every service connection.
      options: '-c jit=off',
      // Every parameterised statement prepared once per connection (see PreparingClient).
      Client: PreparingClient,
    },
  };
}

/**
 * Runs the pending migrations while holding a lock on the schema's name, so replicas started together on an
 * empty database migrate one after the other: the first applies them, the others find nothing left to do.
 */
export async function migrateExclusively(dataSource: DataSource, schema: string): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  const lock = `migrations:${schema}`;
  try {
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [lock]);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [lock]).catch(() => undefined);
    await runner.release();
  }
}

/**
 * The service's PostgreSQL connection: its own schema, created if missing and migrated at start.
 * Connection attempts are retried so a service started before PostgreSQL becomes ready on its own.
 */
@Module({})
export class ServiceDatabaseModule {
  static forRoot(options: ServiceDatabaseOptions): DynamicModule {
    const schema = schemaOf(options.service, options.config);
    return {
      module: ServiceDatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: async () => {
            await retryForever(`create schema ${schema}`, () =>
              ensureSchema(options.config.DATABASE_URL, schema),
            );
            return {
              ...serviceDataSourceOptions(options),
              retryAttempts: Number.MAX_SAFE_INTEGER,
              retryDelay: 2000,
            };
          },
          dataSourceFactory: async (dataSourceOptions) => {
            const dataSource = await new FailoverDataSource(dataSourceOptions!).initialize();
            try {
              await migrateExclusively(dataSource, schema);
              return dataSource;
            } catch (error) {
              // The module retries the whole start; this attempt's pool must not linger.
              await dataSource.destroy();
              throw error;
            }
          },
        }),
      ],
    };
  }
}
