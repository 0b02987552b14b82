import { AUTH_EVENTS, USERS_IMPORTED_MAX } from '@boonies/contracts/auth';
import { Outbox } from '@boonies/messaging';
import { createValidationPipe, DomainError } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ownEventMeta } from '../event-meta';
import { PasswordHasher } from '../credentials/password-hasher.service';
import { toUserProfileChanged } from '../users/user.mappers';
import { type ImportedUser, UsersRepository } from '../users/users.repository';
import { ImportedAccount } from './imported-account.dto';

/**
 * Accounts created in bulk by an operator (`node services/auth/dist/cli.js import-users <file>`): members
 * moved over from another system, or the benchmarks' community. Each batch is one transaction with one
 * `users-imported` event, so every service's copy of the accounts follows as it does a sign-up, without an
 * event per account.
 */
@Injectable()
export class AccountImportService {
  private readonly validation = createValidationPipe();

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
  ) {}

  /**
   * Imports one account per JSON line ({@link ImportedAccount}); blank lines are skipped. A line that is not
   * a valid account stops the import with its number; the batches before it stand. Answers how many were
   * created.
   */
  async import(lines: AsyncIterable<string>, correlationId: string): Promise<number> {
    // Nobody knows this password: imported members sign in after a reset. Awaited at the first batch, not
    // here: a line source (a readline over a file) drops what it reads before it is iterated.
    const passwordHash = this.passwords.hash(randomBytes(32).toString('base64'));
    let batch: ImportedUser[] = [];
    let created = 0;
    let number = 0;
    for await (const line of lines) {
      number += 1;
      if (line.trim() === '') continue;
      batch.push({ ...(await this.accountOf(line, number)), passwordHash: await passwordHash });
      if (batch.length === USERS_IMPORTED_MAX) {
        created += await this.create(batch, correlationId);
        batch = [];
      }
    }
    if (batch.length > 0) created += await this.create(batch, correlationId);
    return created;
  }

  private async accountOf(line: string, number: number): Promise<Omit<ImportedUser, 'passwordHash'>> {
    let account: ImportedAccount;
    try {
      account = (await this.validation.transform(JSON.parse(line), {
        type: 'body',
        metatype: ImportedAccount,
      })) as ImportedAccount;
    } catch (error) {
      const reason = error instanceof DomainError || error instanceof SyntaxError ? error.message : error;
      throw new DomainError('VALIDATION_FAILED', `Line ${number}: ${String(reason)}`);
    }
    const { createdAt, ...fields } = account;
    return { ...fields, ...(createdAt ? { createdAt: new Date(createdAt) } : {}) };
  }

  private create(batch: ImportedUser[], correlationId: string): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const users = await this.users.insertMany(manager, batch);
      await this.outbox.append(
        manager,
        AUTH_EVENTS.usersImported,
        { users: users.map(toUserProfileChanged) },
        ownEventMeta(correlationId),
      );
      return users.length;
    });
  }
}
