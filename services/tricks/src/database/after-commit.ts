import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  DataSource,
  type EntityManager,
  type EntitySubscriberInterface,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
} from 'typeorm';

const AFTER_COMMIT = 'tricks:after-commit';

type Callbacks = { [AFTER_COMMIT]?: (() => void)[] };

/**
 * Runs `callback` once the transaction of `manager` has committed, and never if it rolls back; at once
 * when there is no transaction. For in-memory caches: cleared before the commit, a concurrent read could
 * fill them again with the old data.
 */
export function afterCommit(manager: EntityManager, callback: () => void): void {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) return callback();
  const data = runner.data as Callbacks;
  (data[AFTER_COMMIT] ??= []).push(callback);
}

/** Hands committed transactions' callbacks their turn; TypeORM calls it for every transaction. */
@Injectable()
export class AfterCommitSubscriber implements EntitySubscriberInterface, OnModuleInit {
  constructor(private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    this.dataSource.subscribers.push(this);
  }

  afterTransactionCommit({ queryRunner }: TransactionCommitEvent): void {
    // A released savepoint: the transaction itself is still open.
    if (queryRunner.isTransactionActive) return;
    for (const callback of this.take(queryRunner.data as Callbacks)) callback();
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    if (!queryRunner.isTransactionActive) this.take(queryRunner.data as Callbacks);
  }

  private take(data: Callbacks): (() => void)[] {
    const callbacks = data[AFTER_COMMIT] ?? [];
    delete data[AFTER_COMMIT];
    return callbacks;
  }
}
