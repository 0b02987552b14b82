import type { CallerIdentity } from '@boonies/contracts/common';
import type { PrivacyPreferences } from '@boonies/contracts/policy';
import {
  type PreferencesChangedV1,
  type PreferencesDto,
  SOCIAL_EVENTS,
  type UpdatePreferencesDto,
} from '@boonies/contracts/social';
import { Outbox } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { eventMetaOf } from '../event-meta';
import { FollowWrites } from '../follows/follow-writes';
import { effectivePreferences, mergePreferences } from './preferences-merge';
import { PreferencesRepository } from './preferences.repository';

@Injectable()
export class PreferencesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly follows: FollowWrites,
    private readonly preferences: PreferencesRepository,
  ) {}

  async get(userId: string, manager?: EntityManager): Promise<PreferencesDto> {
    return effectivePreferences(await this.preferences.find(userId, manager));
  }

  async privacyOf(userId: string, manager?: EntityManager): Promise<PrivacyPreferences> {
    return (await this.get(userId, manager)).privacy;
  }

  /**
   * Merges the change into the caller's settings and announces the switches other services enforce, in one
   * transaction, on the row locked for the change.
   */
  update(
    caller: CallerIdentity,
    change: UpdatePreferencesDto,
    correlationId: string,
  ): Promise<PreferencesDto> {
    return this.dataSource.transaction(async (manager) => {
      const stored = await this.preferences.lockCreating(manager, caller.userId);
      const before = effectivePreferences(stored);
      const merged = mergePreferences(before, change);
      const meta = eventMetaOf(caller, correlationId);
      // Making the profile public again lets everyone waiting in: its pending follow requests are approved
      // (each announced as an ordinary follow), as a public profile takes no requests.
      if (!before.privacy.publicProfile && merged.privacy.publicProfile) {
        await this.follows.approveAll(manager, caller.userId, meta);
      }
      const saved = await this.preferences.save(manager, Object.assign(stored, merged));
      const event: PreferencesChangedV1 = {
        userId: caller.userId,
        notifications: merged.notifications,
        push: merged.push,
        privacy: merged.privacy,
        updatedAt: saved.updatedAt.toISOString(),
      };
      await this.outbox.append(manager, SOCIAL_EVENTS.preferencesChanged, event, meta);
      return merged;
    });
  }
}
