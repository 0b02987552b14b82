import { SERVICE_NAMES, type ServiceName } from '@boonies/contracts/common';
import { createTestDatabase, testNatsUrl, uniqueTestName, type TestDatabase } from '@boonies/testing';
import { connect, type JetStreamManager, type NatsConnection } from 'nats';
import { DataSource } from 'typeorm';
import { CreateMessagingTables1763700000000, EventRouting, MESSAGING_ENTITIES } from '../../src';
import { isJetStreamNotFound } from '../../src/jetstream/jetstream-errors';

/**
 * Real PostgreSQL and NATS for one test file: a database of its own, and routings whose streams and
 * subjects no one else uses. `close()` removes all of it.
 */
export class MessagingTestBed {
  private readonly routings: EventRouting[] = [];
  private readonly dataSources: DataSource[] = [];

  private constructor(
    readonly database: TestDatabase,
    readonly nats: NatsConnection,
    readonly jsm: JetStreamManager,
  ) {}

  static async open(label: string): Promise<MessagingTestBed> {
    const database = await createTestDatabase(label);
    const nats = await connect({ servers: testNatsUrl(), name: `test ${label}` });
    return new MessagingTestBed(database, nats, await nats.jetstreamManager());
  }

  newRouting(): EventRouting {
    const routing = new EventRouting({ namespace: uniqueTestName('t') });
    this.routings.push(routing);
    return routing;
  }

  /** A DataSource on the schema of `service`, with the messaging tables migrated in. */
  async serviceDataSource(service: ServiceName, url = this.database.url): Promise<DataSource> {
    const dataSource = new DataSource({
      type: 'postgres',
      url,
      schema: service,
      entities: MESSAGING_ENTITIES,
      migrations: [CreateMessagingTables1763700000000],
      poolSize: 4,
    });
    await dataSource.initialize();
    this.dataSources.push(dataSource);
    await dataSource.query(`CREATE SCHEMA IF NOT EXISTS ${service}`);
    await dataSource.runMigrations();
    return dataSource;
  }

  async streamMessages(stream: string): Promise<number> {
    try {
      return (await this.jsm.streams.info(stream)).state.messages;
    } catch (error) {
      if (isJetStreamNotFound(error)) return 0;
      throw error;
    }
  }

  /** Whether `durable` has every event of `stream` delivered and acknowledged (or terminated). */
  async consumerSettled(stream: string, durable: string): Promise<boolean> {
    const info = await this.jsm.consumers.info(stream, durable);
    return info.num_pending === 0 && info.num_ack_pending === 0;
  }

  async close(): Promise<void> {
    await Promise.all(this.dataSources.map((dataSource) => dataSource.isInitialized && dataSource.destroy()));
    for (const routing of this.routings) {
      for (const service of SERVICE_NAMES) await this.deleteStream(routing.stream(service).name);
    }
    await this.nats.close();
    await this.database.drop();
  }

  private async deleteStream(name: string): Promise<void> {
    try {
      await this.jsm.streams.delete(name);
    } catch (error) {
      if (!isJetStreamNotFound(error)) throw error;
    }
  }
}
