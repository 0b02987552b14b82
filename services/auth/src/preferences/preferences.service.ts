import {
  EVENTS,
  type CallerIdentity,
  type PreferencesChangedV1,
  type PreferencesDto,
  type PrivacyPreferences,
  type UpdatePreferencesDto,
} from '@boonies/contracts';
import { Outbox } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { authTables } from '../database/auth-tables';
import { eventMeta } from '../database/event-meta';
import { FollowWrites } from '../follows/follow-writes';
import { Preferences } from './entities/preferences.entity';
import { effectivePreferences, mergePreferences } from './preferences-merge';

@Injectable()
export class PreferencesService {
  private readonly follows: FollowWrites;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {
    this.follows = new FollowWrites(outbox, authTables(dataSource));
  }

  async get(userId: string, manager: EntityManager = this.dataSource.manager): Promise<PreferencesDto> {
    return effectivePreferences(await manager.findOneBy(Preferences, { userId }));
  }

  async privacyOf(userId: string, manager?: EntityManager): Promise<PrivacyPreferences> {
    return (await this.get(userId, manager)).privacy;
  }

  /**
   * Merges the change into the caller's settings and announces the switches other services enforce, in one
   * transaction. The row is created first and then locked, so two simultaneous saves both apply in turn.
   */
  update(
    caller: CallerIdentity,
    change: UpdatePreferencesDto,
    correlationId: string,
  ): Promise<PreferencesDto> {
    return this.dataSource.transaction(async (manager) => {
      await manager
        .createQueryBuilder()
        .insert()
        .into(Preferences)
        .values({ userId: caller.userId })
        .orIgnore()
        .execute();
      const stored = await manager.findOneOrFail(Preferences, {
        where: { userId: caller.userId },
        lock: { mode: 'pessimistic_write' },
      });
      const before = effectivePreferences(stored);
      const merged = mergePreferences(before, change);
      const meta = eventMeta(caller, correlationId);
      // Making the profile public again lets everyone waiting in: its pending follow requests are approved
      // (each announced as an ordinary follow), as a public profile takes no requests.
      if (!before.privacy.publicProfile && merged.privacy.publicProfile) {
        await new FollowWrites(this.outbox, authTables(this.dataSource)).approveAll(
          manager,
          caller.userId,
          meta,
        );
      }
      const saved = await manager.save(Object.assign(stored, merged));
      const event: PreferencesChangedV1 = {
        userId: caller.userId,
        notifications: merged.notifications,
        privacy: merged.privacy,
        updatedAt: saved.updatedAt.toISOString(),
      };
      await this.outbox.append(manager, EVENTS.auth.preferencesChanged, event, meta);
      return merged;
    });
  }
}
