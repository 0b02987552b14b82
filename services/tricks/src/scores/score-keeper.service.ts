import { TRICKS_EVENTS } from '@boonies/contracts/tricks';
import { type EventMeta, newEvent, Outbox } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { afterCommit } from '../database/after-commit';
import { LeaderboardCache } from '../leaderboard/leaderboard-cache';
import { sameScore, storedScoreOf, type StoredScore, ZERO_TOTALS } from './score-totals';
import { ScoresRepository } from './scores.repository';

/** Users rescored per statement when a trick's points change; bounds the size of one round trip. */
const RESCORE_BATCH = 5000;

/**
 * Keeps `user_scores` equal to what each user's progress adds up to. Scores are recomputed from the facts
 * (one sum over the user's learned tricks and their points) in the transaction that changed them, never
 * adjusted by a difference; a changed score is stored and announced with `score-changed`.
 */
@Injectable()
export class ScoreKeeper {
  constructor(
    private readonly scores: ScoresRepository,
    private readonly outbox: Outbox,
    private readonly leaderboard: LeaderboardCache,
  ) {}

  /**
   * Recomputes the scores of `userIds` inside the caller's transaction, which must hold their locks
   * (`lockUserScore`) or the catalogue's; stores and announces those that changed, and returns them.
   */
  async recompute(manager: EntityManager, userIds: string[], meta: EventMeta): Promise<StoredScore[]> {
    if (userIds.length === 0) return [];
    const changed: StoredScore[] = [];
    const rescored: StoredScore[] = [];
    for (const { userId, totals, stored } of await this.scores.recount(manager, userIds)) {
      const before = stored ?? storedScoreOf(userId, ZERO_TOTALS);
      const after = storedScoreOf(userId, totals);
      if (sameScore(before, after)) continue;
      changed.push(after);
      if (before.publicScore !== after.publicScore) rescored.push(after);
    }
    if (changed.length === 0) return changed;
    await this.scores.store(manager, changed);
    const events = changed.map((score) =>
      newEvent(TRICKS_EVENTS.scoreChanged, {
        userId: score.userId,
        privateScore: score.privateScore,
        publicScore: score.publicScore,
        level: score.level,
      }),
    );
    await this.outbox.appendAll(manager, events, meta);
    if (rescored.length > 0) afterCommit(manager, () => this.leaderboard.scoresChanged(rescored));
    return changed;
  }

  /**
   * Rescores everyone who has learned one of `trickIds`, after their points changed. The caller's
   * transaction must hold the catalogue lock exclusively (`lockCatalogue`). Returns how many changed.
   */
  async recomputeLearnersOf(manager: EntityManager, trickIds: string[], meta: EventMeta): Promise<number> {
    if (trickIds.length === 0) return 0;
    const learners = await this.scores.learnersOf(manager, trickIds);
    let changed = 0;
    for (let start = 0; start < learners.length; start += RESCORE_BATCH) {
      const batch = learners.slice(start, start + RESCORE_BATCH);
      changed += (await this.recompute(manager, batch, meta)).length;
    }
    return changed;
  }
}
