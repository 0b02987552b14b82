import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import { accountConflictOf } from './account-conflicts';
import { User } from './entities/user.entity';

export type NewAccount = Pick<User, 'email' | 'username' | 'passwordHash'>;

/** Fields a revision may change: the profile, its statuses, and the verified and trusted flags. */
export type UserRevision = Partial<
  Omit<User, 'id' | 'email' | 'passwordHash' | 'createdAt' | 'updatedAt' | 'deactivatedAt' | 'suspendedUntil'>
>;

/**
 * Each saved revision gets a time later than the one before, to the millisecond that events carry, so
 * other services' projections (which keep the newest `updatedAt`) never skip or reorder a change.
 */
const NEXT_REVISION = `greatest(date_trunc('milliseconds', clock_timestamp()), date_trunc('milliseconds', updated_at) + interval '1 millisecond')`;

/** `%` and `_` typed by an admin are letters to find, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The accounts. Every write that other services project (profile, statuses, flags, suspension, activity)
 * stamps a new revision time; a taken email or username fails with its own code.
 */
@Injectable()
export class UsersRepository {
  constructor(private readonly dataSource: DataSource) {}

  findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<User | null> {
    return manager.findOneBy(User, { id });
  }

  /** An account known to exist (it is referenced by a row the caller holds); a missing one throws. */
  getById(id: string, manager: EntityManager = this.dataSource.manager): Promise<User> {
    return manager.findOneByOrFail(User, { id });
  }

  /** An account that is not deactivated, or null. */
  findActive(id: string, manager: EntityManager = this.dataSource.manager): Promise<User | null> {
    return manager.findOneBy(User, { id, deactivatedAt: IsNull() });
  }

  /** Emails are stored lowercased, so an exact match is a case-insensitive one. */
  findByEmail(email: string): Promise<User | null> {
    return this.dataSource.manager.findOneBy(User, { email });
  }

  /** The account, locked until the transaction ends. */
  lockById(manager: EntityManager, id: string): Promise<User | null> {
    return manager.findOne(User, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Who holds the username, deactivated accounts included (they keep theirs). */
  async holderOfUsername(username: string): Promise<string | null> {
    const holder = await this.dataSource.manager.findOne(User, { where: { username }, select: { id: true } });
    return holder?.id ?? null;
  }

  /** The usernames and emails of these that some account already holds. */
  async takenNames(names: readonly { username: string; email: string }[]): Promise<Set<string>> {
    const taken = await this.dataSource.manager.find(User, {
      where: [...names.map(({ username }) => ({ username })), ...names.map(({ email }) => ({ email }))],
      select: { username: true, email: true },
    });
    return new Set(taken.flatMap((user) => [user.username, user.email]));
  }

  /** Newest accounts first; with `q`, those whose username, display name or email contains it. */
  page(q: string | undefined, limit: number): Promise<User[]> {
    const query = this.dataSource.manager
      .createQueryBuilder(User, 'u')
      .orderBy('u.createdAt', 'DESC')
      .addOrderBy('u.id', 'DESC')
      .take(limit);
    if (q) {
      query.where('(u.username ILIKE :pattern OR u.email ILIKE :pattern OR u.displayName ILIKE :pattern)', {
        pattern: containsPattern(q),
      });
    }
    return query.getMany();
  }

  async insert(manager: EntityManager, account: NewAccount): Promise<User> {
    try {
      return await manager.save(manager.create(User, account));
    } catch (error) {
      throw accountConflictOf(error) ?? error;
    }
  }

  async replacePasswordHash(
    userId: string,
    passwordHash: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.update(User, { id: userId }, { passwordHash });
  }

  /** Writes the changes as a new revision and answers the account as saved. */
  async saveRevision(manager: EntityManager, id: string, changes: UserRevision): Promise<User> {
    try {
      await manager
        .createQueryBuilder()
        .update(User)
        .set({ ...changes, updatedAt: () => NEXT_REVISION })
        .where('id = :id', { id })
        .execute();
    } catch (error) {
      throw accountConflictOf(error) ?? error;
    }
    return manager.findOneByOrFail(User, { id });
  }

  /** Suspends for `days` from now, replacing a running suspension; answers the account as saved. */
  async suspend(manager: EntityManager, id: string, days: number): Promise<User> {
    await manager.query(
      `UPDATE ${this.table}
          SET suspended_until = now() + make_interval(days => $2::int), updated_at = ${NEXT_REVISION}
        WHERE id = $1`,
      [id, days],
    );
    return manager.findOneByOrFail(User, { id });
  }

  async liftSuspension(manager: EntityManager, id: string): Promise<User> {
    await manager.query(
      `UPDATE ${this.table} SET suspended_until = NULL, updated_at = ${NEXT_REVISION} WHERE id = $1`,
      [id],
    );
    return manager.findOneByOrFail(User, { id });
  }

  /** Deactivates an active account and answers it as saved; null when it already was deactivated. */
  async deactivate(manager: EntityManager, id: string): Promise<User | null> {
    const changed = await this.changed(
      manager,
      `UPDATE ${this.table} SET deactivated_at = now(), updated_at = ${NEXT_REVISION}
        WHERE id = $1 AND deactivated_at IS NULL RETURNING id`,
      [id],
    );
    return changed ? manager.findOneByOrFail(User, { id }) : null;
  }

  /** Brings a deactivated account back; false when it was active (or does not exist). */
  reactivate(manager: EntityManager, id: string): Promise<boolean> {
    return this.changed(
      manager,
      `UPDATE ${this.table} SET deactivated_at = NULL, updated_at = ${NEXT_REVISION}
        WHERE id = $1 AND deactivated_at IS NOT NULL RETURNING id`,
      [id],
    );
  }

  /** Runs an UPDATE … RETURNING, which TypeORM answers as [rows, affected count]. */
  private async changed(manager: EntityManager, sql: string, params: unknown[]): Promise<boolean> {
    const [, count] = await manager.query<[unknown[], number]>(sql, params);
    return count > 0;
  }

  private get table(): string {
    return this.dataSource.getMetadata(User).tablePath;
  }
}
