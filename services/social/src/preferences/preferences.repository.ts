import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Preferences } from './entities/preferences.entity';

/** Each user's stored settings; a user who never saved any has no row. */
@Injectable()
export class PreferencesRepository {
  constructor(private readonly dataSource: DataSource) {}

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
}
