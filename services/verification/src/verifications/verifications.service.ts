import {
  type CallerIdentity,
  type MyVoteDto,
  type RemovedVerificationDto,
  type VerificationDto,
  VERIFICATION_MESSAGES,
  type VoteResultDto,
  makePercentage,
} from '@boonies/contracts';
import type { EventMeta } from '@boonies/messaging';
import { eventMetaFor, forbidden, notFound } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { VerificationConfig } from '../config/verification.config';
import { verificationTables } from '../database/verification-tables';
import { type AutoVerifyThresholds, voteWeight } from './auto-verify';
import { VerificationLedger } from './verification-ledger.service';
import { toVerificationDto, type VerificationRow } from './verification-view';

/** The envelope details of the events a caller's request causes (the puppet as `actingAs` in puppet mode). */
function eventMetaOf(caller: CallerIdentity, correlationId: string): EventMeta {
  return eventMetaFor('verification', caller, correlationId);
}

/** Reading verifications, voting on them, and admins removing them (`rpc.verification.*`). */
@Injectable()
export class VerificationsService {
  private readonly thresholds: AutoVerifyThresholds;
  private readonly sql: { forPost: string; one: string; myVote: string; voter: string };

  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: VerificationLedger,
    config: VerificationConfig,
  ) {
    this.thresholds = {
      minWeightedMakeVotes: config.AUTO_VERIFY_MIN_WEIGHTED_MAKE_VOTES,
      minMakeShare: config.AUTO_VERIFY_MIN_MAKE_SHARE,
    };
    const { verifications, votes, voters } = verificationTables(dataSource);
    this.sql = {
      forPost: `SELECT * FROM ${verifications} WHERE post_id = $1 ORDER BY created_at, position, id`,
      one: `SELECT * FROM ${verifications} WHERE id = $1`,
      myVote: `SELECT vote FROM ${votes} WHERE verification_id = $1 AND user_id = $2`,
      voter: `SELECT is_admin AS "isAdmin", is_trusted AS "isTrusted" FROM ${voters} WHERE user_id = $1`,
    };
  }

  async forPost(postId: string): Promise<VerificationDto[]> {
    const rows = await this.dataSource.query<VerificationRow[]>(this.sql.forPost, [postId]);
    return rows.map(toVerificationDto);
  }

  async get(id: string): Promise<VerificationDto> {
    return toVerificationDto(await this.find(this.dataSource.manager, id));
  }

  async myVote(id: string, caller: CallerIdentity): Promise<MyVoteDto> {
    await this.find(this.dataSource.manager, id);
    const [mine] = await this.dataSource.query<{ vote: boolean }[]>(this.sql.myVote, [id, caller.userId]);
    return { vote: mine?.vote ?? null };
  }

  /**
   * One vote per user and verification, changeable; never the poster's own. The verification row stays
   * locked from the read to the commit, so concurrent votes are counted one after another.
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
      if (locked.poster_id === caller.userId) throw forbidden(VERIFICATION_MESSAGES.ownPost);
      const weight = voteWeight(await this.voterOf(manager, caller));
      const { row, autoVerified } = await this.ledger.castVote(
        manager,
        locked,
        { userId: caller.userId, vote, weight },
        this.thresholds,
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
      };
    });
  }

  /** Admins remove a verification with its votes; the trick loses its verification unless another holds it. */
  async remove(id: string, caller: CallerIdentity, correlationId: string): Promise<RemovedVerificationDto> {
    if (!caller.isAdmin) throw forbidden('Only admins can remove a verification');
    await this.dataSource.transaction(async (manager) => {
      const locked = await this.ledger.lock(manager, id);
      if (!locked) throw notFound('Verification');
      await this.ledger.remove(manager, locked, eventMetaOf(caller, correlationId));
    });
    return { removed: true, id };
  }

  private async find(manager: EntityManager, id: string): Promise<VerificationRow> {
    const [row] = await manager.query<VerificationRow[]>(this.sql.one, [id]);
    if (!row) throw notFound('Verification');
    return row;
  }

  /**
   * The voter's roles from the auth service's events. An account whose events have not arrived yet is
   * weighed by what the session says (the admin flag); trust is only known from the events.
   */
  private async voterOf(
    manager: EntityManager,
    caller: CallerIdentity,
  ): Promise<{ isAdmin: boolean; isTrusted: boolean }> {
    const [voter] = await manager.query<{ isAdmin: boolean; isTrusted: boolean }[]>(this.sql.voter, [
      caller.userId,
    ]);
    return voter ?? { isAdmin: caller.isAdmin, isTrusted: false };
  }
}
