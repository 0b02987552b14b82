import {
  type TrickVerificationChangedV1,
  VERIFICATION_EVENTS,
  type VerificationDecidedV1,
  type VerificationVerdict,
} from '@boonies/contracts/verification';
import { type EventMeta, Outbox } from '@boonies/messaging';
import { followOnMeta } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { outcomeOf, type RecountCause } from './community-outcome';
import { type VerificationRow, verificationChangedOf } from './verification-view';
import { VerificationsRepository } from './verifications.repository';
import { VoteCounter } from './vote-counter.service';
import { VotesRepository } from './votes.repository';

/** A trick video's tagged tricks, as the posts service announced it. */
export interface OpenedPost {
  postId: string;
  posterId: string;
  trickIds: readonly string[];
}

/** What a counted vote did. */
export interface VoteOutcome {
  row: VerificationRow;
  /** False when the voter repeated the vote they had: nothing was written or announced. */
  changed: boolean;
  autoVerified: boolean;
}

/** An admin's final word on a verification. */
export interface Decision {
  verdict: VerificationVerdict;
  adminId: string;
  note: string | null;
}

/**
 * Every write to verifications and votes, in the caller's transaction, with the events that report it:
 * `verification-changed` for each change, `trick-verified` when one becomes verified, `trick-unverified`
 * when the poster's last verified video of a trick stops being verified, and `verification-decided` when
 * an admin decides one from the review queue.
 *
 * Whoever verifies or un-verifies one of a poster's verifications of a trick holds the lock of that poster
 * and trick (`lockPosterTricks`), so the check "is another one of this trick still verified?" never reads
 * around a concurrent change, and the trick-verified / trick-unverified events are written in the order
 * their transactions commit.
 */
@Injectable()
export class VerificationLedger {
  constructor(
    private readonly verifications: VerificationsRepository,
    private readonly votes: VotesRepository,
    private readonly outbox: Outbox,
    private readonly counter: VoteCounter,
  ) {}

  /** Opens one verification per tagged trick; a post already opened opens nothing again. */
  async open(manager: EntityManager, post: OpenedPost, meta: EventMeta): Promise<VerificationRow[]> {
    const trickIds = [...new Set(post.trickIds.map((id) => id.trim()).filter(Boolean))];
    if (trickIds.length === 0) return [];
    const opened = await this.verifications.open(manager, post.postId, post.posterId, trickIds);
    opened.sort(byPosition);
    for (const row of opened) await this.announceChange(manager, row, {}, meta);
    return opened;
  }

  /** The verification, locked until the transaction ends (every change to it starts here). */
  lock(manager: EntityManager, id: string): Promise<VerificationRow | undefined> {
    return this.verifications.lock(manager, id);
  }

  /**
   * Records `userId`'s vote, weighing their standing, on a locked verification and recounts it by the
   * community rule. Voting again after a suspension withdrew one's vote counts again.
   */
  async castVote(
    manager: EntityManager,
    locked: VerificationRow,
    vote: { userId: string; vote: boolean; weight: number },
    meta: EventMeta,
  ): Promise<VoteOutcome> {
    const written = await this.votes.cast(manager, locked.id, vote);
    if (!written) return { row: locked, changed: false, autoVerified: false };
    const { row, autoVerified } = await this.recount(manager, locked, { withdrewMakeVote: false }, meta);
    return { row, changed: true, autoVerified };
  }

  /**
   * Withdraws every vote of a suspended skater and recounts each verification they voted on, in id order
   * (the order every transaction locks them in). A community verification that the remaining votes no
   * longer carry stops being verified. Answers how many verifications were recounted; none when the votes
   * were withdrawn already.
   */
  async withdrawVotesOf(manager: EntityManager, userId: string, meta: EventMeta): Promise<number> {
    const votedOn = await this.votes.votedOnBy(manager, userId);
    let recounted = 0;
    for (const id of votedOn) {
      const locked = await this.lock(manager, id);
      if (!locked) continue;
      const withdrawn = await this.votes.withdraw(manager, id, userId);
      if (withdrawn === undefined) continue;
      await this.recount(manager, locked, { withdrewMakeVote: withdrawn }, meta);
      recounted += 1;
    }
    return recounted;
  }

  /**
   * Counts a locked verification afresh from its votes and applies what the count decides (see
   * `outcomeOf`), storing the count for reads.
   */
  private async recount(
    manager: EntityManager,
    locked: VerificationRow,
    cause: RecountCause,
    meta: EventMeta,
  ): Promise<{ row: VerificationRow; autoVerified: boolean }> {
    const { votes, count } = await this.counter.recount(manager, locked);
    const outcome = outcomeOf(
      {
        isVerified: locked.is_verified,
        settledBy: locked.settled_by,
        decided: locked.decided_at !== null,
        rejected: locked.rejected_at !== null,
        contested: locked.contested_at !== null,
      },
      count,
      cause,
    );
    if (outcome.verifies || outcome.unverifies) await this.lockPosterTricks(manager, [locked]);
    const votesFor = votes.filter(({ vote }) => vote).length;
    const row = await this.verifications.storeCount(manager, locked.id, {
      votesFor,
      votesAgainst: votes.length - votesFor,
      makeWeight: count.makeWeight,
      fakeWeight: count.fakeWeight,
      makeVoters: count.makeVoters,
      makeShareMet: count.makeShareMet,
      discountedVotes: count.discountedVotes,
      isVerified: outcome.isVerified,
      settledBy: outcome.settledBy,
      contests: outcome.contests,
      releases: outcome.releases,
    });
    await this.announceChange(manager, row, { autoVerified: outcome.verifies }, meta);
    if (outcome.verifies) await this.announceDecision(manager, VERIFICATION_EVENTS.trickVerified, row, meta);
    if (outcome.unverifies) await this.announceLost(manager, [row], meta);
    return { row, autoVerified: outcome.verifies };
  }

  /** Every verification of a post, locked in id order until the transaction ends. */
  lockPost(manager: EntityManager, postId: string): Promise<VerificationRow[]> {
    return this.verifications.lockPost(manager, postId);
  }

  /**
   * A report by a skater with standing puts each of the post's locked verifications that no admin has
   * decided before the admins; one already contested keeps its first reason.
   */
  async contestReported(
    manager: EntityManager,
    locked: readonly VerificationRow[],
    meta: EventMeta,
  ): Promise<VerificationRow[]> {
    const contesting = locked.filter((row) => row.decided_at === null && row.contested_at === null);
    if (contesting.length === 0) return [];
    const contested = (
      await this.verifications.contest(
        manager,
        contesting.map((row) => row.id),
        'reported',
      )
    ).sort(byPosition);
    for (const row of contested) await this.announceChange(manager, row, {}, meta);
    return contested;
  }

  /**
   * The post's last standing report was dismissed: each of its locked verifications that a report
   * contested and no admin has decided is counted afresh as if never contested (see `outcomeOf`), so it
   * is verified if its votes pass, or stays before the admins if its fake votes contest it.
   */
  async releaseReported(
    manager: EntityManager,
    locked: readonly VerificationRow[],
    meta: EventMeta,
  ): Promise<VerificationRow[]> {
    const releasing = locked
      .filter((row) => row.decided_at === null && row.contest_reason === 'reported')
      .sort(byPosition);
    const released: VerificationRow[] = [];
    for (const row of releasing) {
      const cause = { withdrewMakeVote: false, releasesReport: true };
      released.push((await this.recount(manager, row, cause, meta)).row);
    }
    return released;
  }

  /**
   * An admin's final word on a locked verification: verified or rejected, the contest cleared. The
   * decision is announced for the audit log with the admin's `meta`; the changes it causes follow on.
   */
  async decide(
    manager: EntityManager,
    locked: VerificationRow,
    decision: Decision,
    meta: EventMeta,
  ): Promise<VerificationRow> {
    const verifies = decision.verdict === 'verified';
    const changesOutcome = locked.is_verified !== verifies;
    if (changesOutcome) await this.lockPosterTricks(manager, [locked]);
    const row = await this.verifications.decide(
      manager,
      locked.id,
      verifies,
      decision.adminId,
      decision.note,
    );
    const decided: VerificationDecidedV1 = {
      verificationId: row.id,
      postId: row.post_id,
      trickId: row.trick_id,
      posterId: row.poster_id,
      verdict: decision.verdict,
      note: decision.note,
    };
    await this.outbox.append(manager, VERIFICATION_EVENTS.verificationDecided, decided, meta);
    const followOn = followOnMeta(meta);
    await this.announceChange(manager, row, {}, followOn);
    if (changesOutcome && verifies) {
      await this.announceDecision(manager, VERIFICATION_EVENTS.trickVerified, row, followOn);
    } else if (changesOutcome) {
      await this.announceLost(manager, [row], followOn);
    }
    return row;
  }

  /** Deletes a locked verification and its votes (an admin removed it). */
  async remove(manager: EntityManager, locked: VerificationRow, meta: EventMeta): Promise<void> {
    await this.removeRows(manager, [locked], meta);
  }

  /** Deletes every verification of a post, with their votes (the post was deleted). */
  async removePost(manager: EntityManager, postId: string, meta: EventMeta): Promise<number> {
    const locked = await this.verifications.lockPost(manager, postId);
    await this.removeRows(manager, locked, meta);
    return locked.length;
  }

  /**
   * An admin approved the post: every verification of it becomes verified, voting or not, and decided by
   * the admin (final). Repeating the approval changes nothing.
   */
  async approvePost(
    manager: EntityManager,
    postId: string,
    adminId: string | null,
    meta: EventMeta,
  ): Promise<VerificationRow[]> {
    const locked = await this.verifications.lockPost(manager, postId);
    const approving = locked.filter((row) => !row.is_verified || row.decided_at === null);
    if (approving.length === 0) return [];
    const verifying = approving.filter((row) => !row.is_verified);
    await this.lockPosterTricks(manager, verifying);
    const approved = (
      await this.verifications.approve(
        manager,
        approving.map((row) => row.id),
        adminId,
      )
    ).sort(byPosition);
    const newlyVerified = new Set(verifying.map((row) => row.id));
    for (const row of approved) {
      await this.announceChange(manager, row, {}, meta);
      if (newlyVerified.has(row.id))
        await this.announceDecision(manager, VERIFICATION_EVENTS.trickVerified, row, meta);
    }
    return approved;
  }

  /**
   * An admin rejected the post: none of its verifications is verified, and votes no longer verify them
   * (decided by the admin, final).
   */
  async rejectPost(
    manager: EntityManager,
    postId: string,
    adminId: string | null,
    meta: EventMeta,
  ): Promise<VerificationRow[]> {
    const locked = (await this.verifications.lockPost(manager, postId)).sort(byPosition);
    const changing = locked.filter((row) => row.is_verified || row.rejected_at === null);
    if (changing.length === 0) return [];
    const losing = changing.filter((row) => row.is_verified);
    await this.lockPosterTricks(manager, losing);
    const rejected = (
      await this.verifications.reject(
        manager,
        changing.map((row) => row.id),
        adminId,
      )
    ).sort(byPosition);
    for (const row of rejected) await this.announceChange(manager, row, {}, meta);
    await this.announceLost(manager, losing, meta);
    return rejected;
  }

  private async removeRows(
    manager: EntityManager,
    locked: VerificationRow[],
    meta: EventMeta,
  ): Promise<void> {
    if (locked.length === 0) return;
    const ordered = [...locked].sort(byPosition);
    const losing = ordered.filter((row) => row.is_verified);
    await this.lockPosterTricks(manager, losing);
    await this.verifications.remove(
      manager,
      ordered.map((row) => row.id),
    );
    for (const row of ordered) await this.announceChange(manager, row, { removed: true }, meta);
    await this.announceLost(manager, losing, followOnMeta(meta));
  }

  /**
   * `trick-unverified` for each verification that stopped being verified, unless the poster still has
   * another verified video of the same trick: then the trick stays verified in their progress.
   */
  private async announceLost(
    manager: EntityManager,
    lost: VerificationRow[],
    meta: EventMeta,
  ): Promise<void> {
    const announced = new Set<string>();
    for (const row of lost) {
      const key = posterTrickKey(row);
      if (announced.has(key)) continue;
      if (await this.verifications.isTrickVerified(manager, row.poster_id, row.trick_id)) continue;
      announced.add(key);
      await this.announceDecision(manager, VERIFICATION_EVENTS.trickUnverified, row, meta);
    }
  }

  /**
   * Takes the poster-and-trick locks of these verifications, in one fixed order (sorted by key) so that two
   * transactions never wait for each other. Always taken after the verification rows are locked.
   */
  private async lockPosterTricks(manager: EntityManager, rows: readonly VerificationRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.verifications.lockPosterTricks(manager, rows.map(posterTrickKey));
  }

  private async announceChange(
    manager: EntityManager,
    row: VerificationRow,
    change: { removed?: boolean; autoVerified?: boolean },
    meta: EventMeta,
  ): Promise<void> {
    await this.outbox.append(
      manager,
      VERIFICATION_EVENTS.verificationChanged,
      verificationChangedOf(row, change),
      meta,
    );
  }

  private async announceDecision(
    manager: EntityManager,
    definition: typeof VERIFICATION_EVENTS.trickVerified | typeof VERIFICATION_EVENTS.trickUnverified,
    row: VerificationRow,
    meta: EventMeta,
  ): Promise<void> {
    const decision: TrickVerificationChangedV1 = {
      verificationId: row.id,
      postId: row.post_id,
      userId: row.poster_id,
      trickId: row.trick_id,
    };
    await this.outbox.append(manager, definition, decision, meta);
  }
}

/** A post's verifications are announced in the order its tricks were tagged. */
function byPosition(a: VerificationRow, b: VerificationRow): number {
  return a.position - b.position;
}

function posterTrickKey(row: Pick<VerificationRow, 'poster_id' | 'trick_id'>): string {
  return `${row.poster_id}:${row.trick_id}`;
}
