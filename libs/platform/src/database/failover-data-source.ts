import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource, type EntityManager, type QueryRunner } from 'typeorm';
import type { IsolationLevel } from 'typeorm/driver/types/IsolationLevel';
import { isDatabaseUnavailable } from '../rpc/database-unavailable';

/**
 * How long a transaction keeps trying through a lost connection: a little under the gateway's call timeout,
 * so a retried write still answers its caller. A failover lasts longer; the caller then gets
 * SERVICE_UNAVAILABLE and tries again once a new primary serves.
 */
export const TRANSACTION_RETRY_BUDGET_MS = 3000;
const FIRST_RETRY_DELAY_MS = 100;

/** Where a failed attempt stopped: whether the database may have committed it. */
export type FailedPhase = 'before-commit' | 'commit';

/**
 * Whether a transaction that failed this way may simply run again. Only when the database could not reach
 * the COMMIT: a dropped connection, a server shutting down, or a standby refusing the write (a primary
 * demoted under the pool) rolled everything back. A connection lost during COMMIT leaves the outcome
 * unknown, so it is answered as unavailable and never run twice here.
 */
export function retriesTransaction(error: unknown, phase: FailedPhase): boolean {
  return phase === 'before-commit' && isDatabaseUnavailable(error);
}

type Work<T> = (manager: EntityManager) => Promise<T>;
type Attempt<T> = { ok: true; value: T } | { ok: false; error: unknown; phase: FailedPhase };

/**
 * The services' data source: its transactions outlive a PostgreSQL failover. A transaction whose connection
 * died before its COMMIT (the primary killed, restarted or demoted) runs again on a fresh connection from
 * the pool, for a short while; the dead connection is removed from the pool rather than handed out again.
 * A transaction's work must therefore touch only the database: its events go through the outbox in the same
 * transaction, so a retried one publishes once.
 */
export class FailoverDataSource extends DataSource {
  override transaction<T>(runInTransaction: Work<T>): Promise<T>;
  override transaction<T>(isolationLevel: IsolationLevel, runInTransaction: Work<T>): Promise<T>;
  override async transaction<T>(first: IsolationLevel | Work<T>, second?: Work<T>): Promise<T> {
    const isolation = typeof first === 'string' ? first : undefined;
    const work = typeof first === 'function' ? first : second;
    if (!work) throw new TypeError('transaction needs the work to run in it');
    const deadline = Date.now() + TRANSACTION_RETRY_BUDGET_MS;
    for (let delay = FIRST_RETRY_DELAY_MS; ; delay *= 2) {
      const attempt = await this.attempt(isolation, work);
      if (attempt.ok) return attempt.value;
      if (!retriesTransaction(attempt.error, attempt.phase) || Date.now() + delay > deadline) {
        throw attempt.error;
      }
      await sleep(delay);
    }
  }

  private async attempt<T>(isolation: IsolationLevel | undefined, work: Work<T>): Promise<Attempt<T>> {
    const runner = this.createQueryRunner();
    let phase: FailedPhase = 'before-commit';
    let failure: unknown;
    try {
      await runner.startTransaction(isolation);
      const value = await work(runner.manager);
      phase = 'commit';
      await runner.commitTransaction();
      return { ok: true, value };
    } catch (error) {
      failure = runner.isReleased ? connectionLostUnder(error) : error;
      await runner.rollbackTransaction().catch(() => undefined);
      return { ok: false, error: failure, phase };
    } finally {
      await release(runner, isDatabaseUnavailable(failure) ? failure : undefined);
    }
  }
}

/**
 * TypeORM releases a runner on its own only when its connection reports an error: the connection died
 * between two statements (the server's goodbye arrived while none ran), and the statement after it failed
 * only because the runner was gone. The transaction failed for the lost connection.
 */
function connectionLostUnder(error: unknown): Error {
  return new Error('Connection terminated between two statements of the transaction', { cause: error });
}

/**
 * Returns the runner's connection to the pool, or with `brokenBy` removes it: a connection that failed with
 * a connection error is dead, or alive on an instance that no longer takes writes.
 */
async function release(runner: QueryRunner, brokenBy: unknown): Promise<void> {
  if (brokenBy === undefined) return runner.release();
  // TypeORM's PostgreSQL runner hands the error to pg-pool, which then drops the client instead of reusing it.
  const postgresRunner = runner as unknown as { releasePostgresConnection?(error: unknown): Promise<void> };
  if (postgresRunner.releasePostgresConnection) return postgresRunner.releasePostgresConnection(brokenBy);
  return runner.release();
}
