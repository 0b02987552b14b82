import type { CallerIdentity } from '@boonies/contracts/common';
import type {
  ContestedVerificationDto,
  ReviewVoteDto,
  VerificationDto,
  VerificationVerdict,
} from '@boonies/contracts/verification';
import { actorOf, DomainError, notFound } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { eventMetaOf } from '../event-meta';
import { StandingService } from '../voters/standing.service';
import { VerificationLedger } from './verification-ledger.service';
import { toVerificationDto } from './verification-view';
import { VerificationsRepository } from './verifications.repository';
import { VoteCounter } from './vote-counter.service';

export const REVIEW_MESSAGES = {
  adminsOnly: 'Only admins can review verifications',
  alreadyDecided: 'This verification has already been decided',
} as const;

/** The review queue's default length; the query allows up to 100. */
export const CONTESTED_DEFAULT_LIMIT = 50;

/**
 * The admins' review queue: contested verifications with every vote and each voter's standing, and the
 * admin's decision, which is final. Admins only: both handlers carry the gate.
 */
@Injectable()
export class ReviewService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly verifications: VerificationsRepository,
    private readonly ledger: VerificationLedger,
    private readonly counter: VoteCounter,
    private readonly standing: StandingService,
  ) {}

  /** Contested verifications no admin has decided, the longest waiting first. */
  async contested(limit = CONTESTED_DEFAULT_LIMIT): Promise<ContestedVerificationDto[]> {
    const manager = this.dataSource.manager;
    const rows = await this.verifications.contested(manager, limit);
    const votes = await this.counter.votesOf(
      manager,
      rows.map((row) => row.id),
    );
    const posters = await this.counter.postersOf(
      manager,
      rows.map((row) => row.poster_id),
    );
    const standings = await this.standing.ofUsers(
      manager,
      [...votes.values()].flat().map((vote) => vote.voterId),
    );
    return rows.map((row) => {
      const cast = votes.get(row.id) ?? [];
      const discounted = new Set(
        this.counter.count(cast, posters.get(row.poster_id) ?? null).discountedVoterIds,
      );
      return {
        verification: toVerificationDto(row, this.counter.rule),
        reason: row.contest_reason!,
        contestedAt: row.contested_at!.toISOString(),
        votes: cast.map((vote): ReviewVoteDto => ({
          voterId: vote.voterId,
          username: vote.username,
          vote: vote.vote,
          weight: vote.weight,
          standing: standings.get(vote.voterId)!.standing,
          discounted: discounted.has(vote.voterId),
          votedAt: vote.votedAt.toISOString(),
        })),
      };
    });
  }

  /**
   * An admin's final word on a verification. A verification decided already (here or by a review of its
   * post) answers 409: two admins deciding at once must not overwrite each other silently.
   */
  async decide(
    id: string,
    verdict: VerificationVerdict,
    note: string | null,
    caller: CallerIdentity,
    correlationId: string,
  ): Promise<VerificationDto> {
    const row = await this.dataSource.transaction(async (manager) => {
      const locked = await this.ledger.lock(manager, id);
      if (!locked) throw notFound('Verification');
      if (locked.decided_at !== null) throw new DomainError('CONFLICT', REVIEW_MESSAGES.alreadyDecided);
      const meta = eventMetaOf(caller, correlationId, {
        type: 'verification',
        id,
        ownerId: locked.poster_id,
        rule: 'admin',
      });
      return this.ledger.decide(manager, locked, { verdict, adminId: actorOf(caller), note }, meta);
    });
    return toVerificationDto(row, this.counter.rule);
  }
}
