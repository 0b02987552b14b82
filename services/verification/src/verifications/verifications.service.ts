import type { CallerIdentity } from '@boonies/contracts/common';
import {
  hasStanding,
  makePercentage,
  type MyVoteDto,
  type RemovedVerificationDto,
  VERIFICATION_MESSAGES,
  type VerificationDto,
  type VoteResultDto,
} from '@boonies/contracts/verification';
import { notFound } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { eventMetaOf } from '../event-meta';
import { PosterAccess } from '../access/poster-access.service';
import { StandingService } from '../voters/standing.service';
import { VerificationLedger } from './verification-ledger.service';
import { toVerificationDto, type VerificationRow } from './verification-view';
import { VerificationsRepository } from './verifications.repository';
import { VoteCounter } from './vote-counter.service';
import { VotesRepository } from './votes.repository';

/** Reading verifications, voting on them, and admins removing them (`rpc.verification.*`). */
@Injectable()
export class VerificationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly verifications: VerificationsRepository,
    private readonly votes: VotesRepository,
    private readonly ledger: VerificationLedger,
    private readonly access: PosterAccess,
    private readonly standing: StandingService,
    private readonly counter: VoteCounter,
  ) {}

  /**
   * A post's verifications. A post whose videos the caller may not see has none for them, as any id that
   * names no trick video (this service cannot tell an unknown post from one that is no trick video).
   */
  async forPost(postId: string, caller: CallerIdentity): Promise<VerificationDto[]> {
    const rows = await this.verifications.forPost(postId);
    if (rows.length === 0) return [];
    // Every verification of a post has the post's poster: one question answers for all of them.
    const decision = await this.access.decide(this.dataSource.manager, 'view_posts', caller, {
      posterId: rows[0].poster_id,
      postId,
    });
    return decision.allowed ? rows.map((row) => toVerificationDto(row, this.counter.rule)) : [];
  }

  async get(id: string, caller: CallerIdentity): Promise<VerificationDto> {
    const row = await this.find(this.dataSource.manager, id);
    await this.requireVisible(row, caller);
    return toVerificationDto(row, this.counter.rule);
  }

  async myVote(id: string, caller: CallerIdentity): Promise<MyVoteDto> {
    await this.requireVisible(await this.find(this.dataSource.manager, id), caller);
    return { vote: await this.votes.voteOf(id, caller.userId) };
  }

  /**
   * One vote per user and verification, changeable, weighing the voter's standing at the time; never the
   * poster's own, and only where the access policy lets the caller vote on the poster's videos. The
   * verification row stays locked from the read to the commit, so concurrent votes are counted one after
   * another.
   */
  async vote(
    id: string,
    vote: boolean,
    caller: CallerIdentity,
    correlationId: string,
  ): Promise<VoteResultDto> {
    return this.dataSource.transaction(async (manager) => {
      const locked = await this.ledger.lock(manager, id);
      if (!locked) throw notFound('Verification');
      await this.access.require(
        manager,
        'vote',
        caller,
        { posterId: locked.poster_id, postId: locked.post_id },
        VERIFICATION_MESSAGES.ownPost,
      );
      const { standing } = await this.standing.ofCaller(manager, caller, { recordFirstSeen: true });
      const { row, autoVerified } = await this.ledger.castVote(
        manager,
        locked,
        { userId: caller.userId, vote, weight: standing.weight },
        eventMetaOf(caller, correlationId),
      );
      return {
        verificationId: row.id,
        vote,
        votesFor: row.votes_for,
        votesAgainst: row.votes_against,
        isVerified: row.is_verified,
        percentage: makePercentage(row.votes_for, row.votes_against),
        autoVerified,
        // Said at the moment of voting: a vote without standing is kept, but weighs nothing yet.
        counts: hasStanding(standing),
        notCountedBecause: hasStanding(standing) ? null : (standing.reasons[0] ?? null),
      };
    });
  }

  /** Admins (gated on the handler) remove a verification with its votes; the trick loses its verification unless another holds it. */
  async remove(id: string, caller: CallerIdentity, correlationId: string): Promise<RemovedVerificationDto> {
    await this.dataSource.transaction(async (manager) => {
      const locked = await this.ledger.lock(manager, id);
      if (!locked) throw notFound('Verification');
      const removal = eventMetaOf(caller, correlationId, {
        type: 'verification',
        id,
        ownerId: locked.poster_id,
        rule: 'admin',
      });
      await this.ledger.remove(manager, locked, removal);
    });
    return { removed: true, id };
  }

  private requireVisible(row: VerificationRow, caller: CallerIdentity): Promise<void> {
    return this.access.require(
      this.dataSource.manager,
      'view_posts',
      caller,
      { posterId: row.poster_id, postId: row.post_id },
      VERIFICATION_MESSAGES.ownPost,
    );
  }

  private async find(manager: EntityManager, id: string): Promise<VerificationRow> {
    const row = await this.verifications.find(manager, id);
    if (!row) throw notFound('Verification');
    return row;
  }
}
