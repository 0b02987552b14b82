import type { LoggerService } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { quoteIdentifier } from '../persistence/postgres-identifiers';
import { errorMessage } from '../support/error-message';
import { retryDelay, type RetryPolicy } from '../support/retry-policy';
import { Wakeup } from '../support/wakeup';

/** The part of a `pg` client that listening needs (TypeORM hands the client out untyped). */
interface ListeningClient {
  query(sql: string): Promise<unknown>;
  on(event: 'notification' | 'end', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

type ReleaseClient = (destroy: unknown) => void;

export interface OutboxNotificationsOptions {
  dataSource: DataSource;
  channel: string;
  onNotification: () => void;
  retry: RetryPolicy;
  logger: LoggerService;
}

/**
 * Keeps one PostgreSQL connection LISTENing on the outbox channel, reconnecting after it drops, so the
 * relay learns of new rows the moment their transaction commits.
 */
export class OutboxNotifications {
  private stopping = false;
  private readonly wakeup = new Wakeup();
  private disconnect?: () => void;
  private running?: Promise<void>;

  constructor(private readonly options: OutboxNotificationsOptions) {}

  start(): void {
    if (this.running) return;
    this.stopping = false;
    this.running = this.run();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeup.wake();
    this.disconnect?.();
    await this.running;
    this.running = undefined;
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (!this.stopping) {
      try {
        await this.listenUntilDisconnected();
        failures = 0;
      } catch (error) {
        failures += 1;
        this.options.logger.warn(`Cannot listen for outbox notifications: ${errorMessage(error)}`);
      }
      if (!this.stopping) await this.wakeup.wait(retryDelay(Math.max(failures, 1), this.options.retry));
    }
  }

  private async listenUntilDisconnected(): Promise<void> {
    const { driver } = this.options.dataSource;
    if (!(driver instanceof PostgresDriver)) {
      throw new Error('Outbox notifications need a PostgreSQL DataSource.');
    }
    const [client, release] = (await driver.obtainMasterConnection()) as [ListeningClient, ReleaseClient];

    await new Promise<void>((resolve, reject) => {
      let ended = false;
      const end = (error?: Error) => {
        if (ended) return;
        ended = true;
        this.disconnect = undefined;
        // Destroyed, never returned to the pool: a pooled connection must not keep LISTENing.
        release(true);
        if (error) reject(error);
        else resolve();
      };
      this.disconnect = () => end();
      client.on('notification', () => this.options.onNotification());
      client.on('error', end);
      client.on('end', () => end(new Error('The connection was closed by the server.')));
      if (this.stopping) return end();
      client.query(`LISTEN ${quoteIdentifier(this.options.channel)}`).then(
        // Rows committed while nobody listened are only found by looking: do so now.
        () => this.options.onNotification(),
        end,
      );
    });
  }
}
