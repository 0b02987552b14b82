import type { PreferencesChangedV1 } from '@boonies/contracts/social';
import { tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Preferences } from './entities/preferences.entity';

/** Each user's stored settings; a user who never saved any has no row. */
@Injectable()
export class PreferencesRepository {
  private readonly tables;

  constructor(private readonly dataSource: DataSource) {
    this.tables = tablePaths(dataSource, { preferences: Preferences });
  }

  find(userId: string, manager: EntityManager = this.dataSource.manager): Promise<Preferences | null> {
    return manager.findOneBy(Preferences, { userId });
  }

  /**
   * The user's row, created first if missing and then locked until the transaction ends, so two
   * simultaneous saves both apply in turn.
   */
  async lockCreating(manager: EntityManager, userId: string): Promise<Preferences> {
    await manager.createQueryBuilder().insert().into(Preferences).values({ userId }).orIgnore().execute();
    return manager.findOneOrFail(Preferences, { where: { userId }, lock: { mode: 'pessimistic_write' } });
  }

  save(manager: EntityManager, preferences: Preferences): Promise<Preferences> {
    return manager.save(preferences);
  }

  /**
   * Stores the switches an announced change carries, as of its `updatedAt`, unless the stored settings are
   * as new or newer; groups it lacks (push in older events, accessibility, theme) stay as stored.
   */
  async saveIfNewer(manager: EntityManager, change: PreferencesChangedV1): Promise<boolean> {
    const saved = await manager.query<unknown[]>(
      `INSERT INTO ${this.tables.preferences} AS p (user_id, notifications, push, privacy, updated_at)
       VALUES ($1, $2::jsonb, COALESCE($3::jsonb, '{}'), $4::jsonb, $5)
       ON CONFLICT (user_id) DO UPDATE
          SET notifications = EXCLUDED.notifications,
              push = COALESCE($3::jsonb, p.push),
              privacy = EXCLUDED.privacy,
              updated_at = EXCLUDED.updated_at
        WHERE p.updated_at < EXCLUDED.updated_at
       RETURNING user_id`,
      [
        change.userId,
        JSON.stringify(change.notifications),
        change.push ? JSON.stringify(change.push) : null,
        JSON.stringify(change.privacy),
        change.updatedAt,
      ],
    );
    return saved.length > 0;
  }
}
