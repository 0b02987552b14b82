import { type ProgressChangedV1, type ProgressRemovedV1, TRICKS_EVENTS } from '@boonies/contracts/tricks';
import { type EventMeta, Outbox } from '@boonies/messaging';
import { followOnMeta, forbidden, notFound } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { lockUserScore } from '../database/advisory-locks.repository';
import { ScoreKeeper } from '../scores/score-keeper.service';
import { PROGRESS_MESSAGES, type ProgressDecision } from './progress-rules';
import type { ProgressEntry } from './progress-view';
import { ProgressRepository } from './progress.repository';

/** One record to change, and how. */
export interface ProgressChange {
  userId: string;
  trickId: string;
  decide: ProgressDecision;
  /** Recorded as the verifier when the change verifies the record: an admin, or null for the community. */
  verifiedBy: string | null;
  meta: EventMeta;
}

/**
 * The one way progress changes. In the caller's transaction and under the user's lock: read the record
 * (with the trick's points and the brand flag), let the rules decide, write, announce `progress-changed`,
 * and recompute the user's score. A change that changes nothing writes and announces nothing.
 */
@Injectable()
export class ProgressLedger {
  constructor(
    private readonly progress: ProgressRepository,
    private readonly outbox: Outbox,
    private readonly scores: ScoreKeeper,
  ) {}

  /** Applies the change and returns the record as it now is. */
  async apply(manager: EntityManager, change: ProgressChange): Promise<ProgressEntry> {
    const { userId, trickId } = change;
    await lockUserScore(manager, userId);
    const current = await this.progress.currentOf(manager, userId, trickId);
    if (!current) throw notFound('Trick');
    if (current.ownerIsBrand) throw forbidden(PROGRESS_MESSAGES.brandsHaveNoProgress);
    const before = current.state;
    const after = change.decide(before);
    if (after.learned === before.learned && after.verified === before.verified) {
      return { userId, trickId, ...before, learnedAt: current.learnedAt };
    }
    const saved = await this.progress.save(manager, userId, trickId, after, change.verifiedBy);
    await this.announce(manager, userId, trickId, after, current.points, change.meta);
    await this.scores.recompute(manager, [userId], followOnMeta(change.meta));
    return saved;
  }

  /**
   * Removes every record of a user; returns how many there were. The removal itself is one event (what
   * the audit log records), each cleared record and the recount follow from it.
   */
  async removeAll(manager: EntityManager, userId: string, meta: EventMeta): Promise<number> {
    await lockUserScore(manager, userId);
    const rows = await this.progress.removeAllOf(manager, userId);
    const cleared = { learned: false, verified: false };
    const followOn = followOnMeta(meta);
    for (const row of rows.filter((record) => record.learned || record.verified)) {
      await this.announce(manager, userId, row.trickId, cleared, row.points, followOn);
    }
    await this.scores.recompute(manager, [userId], followOn);
    const event: ProgressRemovedV1 = { userId, removed: rows.length };
    await this.outbox.append(manager, TRICKS_EVENTS.progressRemoved, event, meta);
    return rows.length;
  }

  private async announce(
    manager: EntityManager,
    userId: string,
    trickId: string,
    state: { learned: boolean; verified: boolean },
    points: number,
    meta: EventMeta,
  ): Promise<void> {
    const event: ProgressChangedV1 = { userId, trickId, ...state, points };
    await this.outbox.append(manager, TRICKS_EVENTS.progressChanged, event, meta);
  }
}
