import type { CountedVote } from '@boonies/contracts/verification';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { tablePaths } from '@boonies/platform';
import { VOTERS } from '../projections/entities/voter.entity';
import { Verification } from './entities/verification.entity';
import { signalsOf } from '../projections/voters.repository';
import { Vote } from './entities/vote.entity';

/** A vote that still counts (not withdrawn), with who cast it and their sign-up signals. */
export interface StoredVote extends CountedVote {
  verificationId: string;
  username: string | null;
  votedAt: Date;
}

/** A vote the user cast, as Download Your Data gives it. */
export interface VoteExport {
  verificationId: string;
  postId: string;
  trickId: string;
  vote: 'make' | 'fake';
  weight: number;
  updatedAt: Date;
}

interface VoteRow {
  verification_id: string;
  voter_id: string;
  vote: boolean;
  weight: number;
  voted_at: Date;
  username: string | null;
  signed_up_at: Date | null;
  address_hash: string | null;
  device_hash: string | null;
}

interface VoteExportRow {
  verification_id: string;
  post_id: string;
  trick_id: string;
  vote: boolean;
  weight: number;
  updated_at: Date;
}

/**
 * Make and fake votes (`votes`), one per user and verification. A suspended voter's votes are withdrawn,
 * not deleted: they stop counting, and voting again counts again. Writes take the manager of the caller's
 * transaction, which holds the verification's lock.
 */
@Injectable()
export class VotesRepository {
  private readonly upsertQuery: string;
  private readonly withdrawQuery: string;
  private readonly countingQuery: string;
  private readonly exportQuery: string;

  constructor(private readonly dataSource: DataSource) {
    const { votes, voters, verifications } = tablePaths(dataSource, {
      votes: Vote,
      voters: VOTERS,
      verifications: Verification,
    });
    // Repeating the vote one already has writes nothing (and returns no row); voting again after a
    // withdrawal counts again.
    this.upsertQuery = `
      INSERT INTO ${votes} AS v (verification_id, user_id, vote, weight, updated_at)
      VALUES ($1, $2, $3, $4, now())
      ON CONFLICT (verification_id, user_id) DO UPDATE SET
        vote = EXCLUDED.vote,
        weight = EXCLUDED.weight,
        updated_at = now(),
        withdrawn_at = NULL
      WHERE v.vote IS DISTINCT FROM EXCLUDED.vote OR v.weight IS DISTINCT FROM EXCLUDED.weight
         OR v.withdrawn_at IS NOT NULL
      RETURNING v.user_id`;
    // In a CTE: TypeORM answers a bare UPDATE with `[rows, count]` rather than the rows.
    this.withdrawQuery = `
      WITH changed AS (
        UPDATE ${votes} SET withdrawn_at = now()
         WHERE verification_id = $1 AND user_id = $2 AND withdrawn_at IS NULL
        RETURNING vote)
      SELECT * FROM changed`;
    this.countingQuery = `
      SELECT vote.verification_id, vote.user_id AS voter_id, vote.vote, vote.weight,
             vote.updated_at AS voted_at, voter.username, voter.signed_up_at, voter.address_hash,
             voter.device_hash
        FROM ${votes} vote
        LEFT JOIN ${voters} voter ON voter.user_id = vote.user_id
       WHERE vote.verification_id = ANY($1::uuid[]) AND vote.withdrawn_at IS NULL
       ORDER BY vote.updated_at, vote.user_id`;
    this.exportQuery = `
      SELECT v.verification_id, ver.post_id, ver.trick_id, v.vote, v.weight, v.updated_at
        FROM ${votes} v JOIN ${verifications} ver ON ver.id = v.verification_id
       WHERE v.user_id = $1
       ORDER BY v.updated_at, v.verification_id`;
  }

  /** Records the vote; false when the voter repeated the vote they had and nothing was written. */
  async cast(
    manager: EntityManager,
    verificationId: string,
    vote: { userId: string; vote: boolean; weight: number },
  ): Promise<boolean> {
    const written = await manager.query<unknown[]>(this.upsertQuery, [
      verificationId,
      vote.userId,
      vote.vote,
      vote.weight,
    ]);
    return written.length > 0;
  }

  /** The verifications the user has a counting vote on, in id order (the order they are locked in). */
  async votedOnBy(manager: EntityManager, userId: string): Promise<string[]> {
    const votes = await manager
      .getRepository(Vote)
      .createQueryBuilder('vote')
      .select('vote.verificationId', 'id')
      .where('vote.userId = :userId AND vote.withdrawnAt IS NULL', { userId })
      .orderBy('vote.verificationId')
      .getRawMany<{ id: string }>();
    return votes.map(({ id }) => id);
  }

  /** Withdraws the user's vote; answers the vote withdrawn, or undefined when none counted. */
  async withdraw(
    manager: EntityManager,
    verificationId: string,
    userId: string,
  ): Promise<boolean | undefined> {
    const [withdrawn] = await manager.query<{ vote: boolean }[]>(this.withdrawQuery, [
      verificationId,
      userId,
    ]);
    return withdrawn?.vote;
  }

  /** The counting votes of each verification, oldest first. */
  async countingVotesOf(manager: EntityManager, verificationIds: readonly string[]): Promise<StoredVote[]> {
    const rows = await manager.query<VoteRow[]>(this.countingQuery, [verificationIds]);
    return rows.map((row) => ({
      verificationId: row.verification_id,
      voterId: row.voter_id,
      vote: row.vote,
      weight: row.weight,
      username: row.username,
      votedAt: row.voted_at,
      signals: signalsOf(row),
    }));
  }

  /** The user's vote on the verification, withdrawn or not; null when they never voted. */
  async voteOf(verificationId: string, userId: string): Promise<boolean | null> {
    const vote = await this.dataSource
      .getRepository(Vote)
      .findOne({ select: { vote: true }, where: { verificationId, userId } });
    return vote?.vote ?? null;
  }

  async exportOf(userId: string): Promise<VoteExport[]> {
    const rows = await this.dataSource.query<VoteExportRow[]>(this.exportQuery, [userId]);
    return rows.map((row) => ({
      verificationId: row.verification_id,
      postId: row.post_id,
      trickId: row.trick_id,
      vote: row.vote ? 'make' : 'fake',
      weight: row.weight,
      updatedAt: row.updated_at,
    }));
  }
}
