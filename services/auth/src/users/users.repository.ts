import { preparedQuery } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In, IsNull } from 'typeorm';
import { accountConflictOf } from './account-conflicts';
import { User } from './entities/user.entity';

export type NewAccount = Pick<User, 'email' | 'username' | 'passwordHash'>;

/** An account brought in from elsewhere: its id and join date may come along, and a few profile fields. */
export type ImportedUser = NewAccount &
  Partial<
    Pick<
      User,
      | 'id'
      | 'displayName'
      | 'location'
      | 'proStatus'
      | 'amateurStatus'
      | 'flowStatus'
      | 'isBrand'
      | 'isVerified'
      | 'createdAt'
    >
  >;

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
  /** The signed-in account's read, with each column under its property's name (see `findSignedIn`). */
  private readonly signedInQuery: string;

  constructor(private readonly dataSource: DataSource) {
    const users = dataSource.getMetadata(User);
    const columns = users.columns.map((column) => `"${column.databaseName}" AS "${column.propertyName}"`);
    this.signedInQuery = `SELECT ${columns.join(', ')} FROM ${users.tablePath} WHERE id = $1 AND deactivated_at IS NULL`;
  }

  /**
   * The account behind a live session: the read behind every signed-in request, so it runs as a prepared
   * statement (planned once per connection) rather than the ORM's freshly built query.
   */
  async findSignedIn(id: string): Promise<User | null> {
    const [row] = await preparedQuery<Partial<User>>(this.dataSource, this.signedInQuery, [id]);
    return row ? this.dataSource.manager.create(User, row) : null;
  }

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

  /** The account with this (lowercased) email, locked until the transaction ends. */
  lockByEmail(manager: EntityManager, email: string): Promise<User | null> {
    return manager.findOne(User, { where: { email }, lock: { mode: 'pessimistic_write' } });
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

  /**
   * Creates many accounts in one statement (an import: raw SQL, the rows travel as one JSON parameter), then
   * reads them back as entities; a taken email or username fails them all.
   */
  async insertMany(manager: EntityManager, accounts: readonly ImportedUser[]): Promise<User[]> {
    const rows = accounts.map((account) => ({
      id: account.id ?? null,
      email: account.email,
      username: account.username,
      password_hash: account.passwordHash,
      display_name: account.displayName ?? null,
      location: account.location ?? null,
      pro_status: account.proStatus ?? false,
      amateur_status: account.amateurStatus ?? false,
      flow_status: account.flowStatus ?? false,
      is_brand: account.isBrand ?? false,
      is_verified: account.isVerified ?? false,
      created_at: account.createdAt?.toISOString() ?? null,
    }));
    try {
      const inserted = await manager.query<{ id: string }[]>(
        `INSERT INTO ${this.table} (id, email, username, password_hash, display_name, location, pro_status,
                                    amateur_status, flow_status, is_brand, is_verified, created_at)
         SELECT COALESCE(a.id, gen_random_uuid()), a.email, a.username, a.password_hash, a.display_name,
                a.location, a.pro_status, a.amateur_status, a.flow_status, a.is_brand, a.is_verified,
                COALESCE(a.created_at, now())
           FROM jsonb_to_recordset($1::jsonb) AS a(id uuid, email text, username text, password_hash text,
                display_name text, location text, pro_status boolean, amateur_status boolean,
                flow_status boolean, is_brand boolean, is_verified boolean, created_at timestamptz)
         RETURNING id`,
        [JSON.stringify(rows)],
      );
      return await manager.findBy(User, { id: In(inserted.map(({ id }) => id)) });
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
