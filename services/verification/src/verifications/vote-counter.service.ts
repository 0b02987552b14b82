import {
  type CommunityCount,
  type CommunityRuleSettings,
  countCommunityVotes,
  type CountedVote,
  type SignUpSignals,
} from '@boonies/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { communityRuleSettingsOf, VerificationConfig } from '../config/verification.config';
import { verificationTables } from '../database/verification-tables';
import type { VerificationRow } from './verification-view';

/** A vote that still counts (not withdrawn), with who cast it and their sign-up signals. */
export interface StoredVote extends CountedVote {
  verificationId: string;
  username: string | null;
  votedAt: Date;
}

interface VoteRow {
  verificationId: string;
  voterId: string;
  vote: boolean;
  weight: number;
  votedAt: Date;
  username: string | null;
  signedUpAt: Date | null;
  addressHash: string | null;
  deviceHash: string | null;
}

/** Sign-up signals exist only where the sign-up event arrived. */
function signalsOf(row: Pick<VoteRow, 'signedUpAt' | 'addressHash' | 'deviceHash'>): SignUpSignals | null {
  if (!row.signedUpAt) return null;
  return {
    signedUpAt: row.signedUpAt.toISOString(),
    addressHash: row.addressHash,
    deviceHash: row.deviceHash,
  };
}

/**
 * Counts verifications by the community rule, as configured, from their stored votes (never adjusted by a
 * difference): the votes that were not withdrawn, with their voters' and the poster's sign-up signals.
 */
@Injectable()
export class VoteCounter {
  readonly rule: CommunityRuleSettings;
  private readonly sql: { votes: string; posters: string };

  constructor(dataSource: DataSource, config: VerificationConfig) {
    this.rule = communityRuleSettingsOf(config);
    const { votes, voters } = verificationTables(dataSource);
    this.sql = {
      votes: `
        SELECT vote.verification_id AS "verificationId", vote.user_id AS "voterId", vote.vote,
               vote.weight, vote.updated_at AS "votedAt", voter.username,
               voter.signed_up_at AS "signedUpAt", voter.address_hash AS "addressHash",
               voter.device_hash AS "deviceHash"
          FROM ${votes} vote
          LEFT JOIN ${voters} voter ON voter.user_id = vote.user_id
         WHERE vote.verification_id = ANY($1::uuid[]) AND vote.withdrawn_at IS NULL
         ORDER BY vote.updated_at, vote.user_id`,
      posters: `
        SELECT user_id AS "userId", signed_up_at AS "signedUpAt", address_hash AS "addressHash",
               device_hash AS "deviceHash"
          FROM ${voters} WHERE user_id = ANY($1::uuid[])`,
    };
  }

  /** The counting votes of each verification, oldest first. */
  async votesOf(
    manager: EntityManager,
    verificationIds: readonly string[],
  ): Promise<Map<string, StoredVote[]>> {
    const byVerification = new Map<string, StoredVote[]>(verificationIds.map((id) => [id, []]));
    if (verificationIds.length === 0) return byVerification;
    const rows = await manager.query<VoteRow[]>(this.sql.votes, [verificationIds]);
    for (const row of rows) {
      byVerification.get(row.verificationId)?.push({
        verificationId: row.verificationId,
        voterId: row.voterId,
        vote: row.vote,
        weight: row.weight,
        username: row.username,
        votedAt: row.votedAt,
        signals: signalsOf(row),
      });
    }
    return byVerification;
  }

  /** Each poster's sign-up signals, where known. */
  async postersOf(
    manager: EntityManager,
    posterIds: readonly string[],
  ): Promise<Map<string, SignUpSignals | null>> {
    const unique = [...new Set(posterIds)];
    if (unique.length === 0) return new Map();
    const rows = await manager.query<(VoteRow & { userId: string })[]>(this.sql.posters, [unique]);
    return new Map(rows.map((row) => [row.userId, signalsOf(row)]));
  }

  count(votes: readonly StoredVote[], poster: SignUpSignals | null): CommunityCount {
    return countCommunityVotes(votes, poster, this.rule);
  }

  /** One verification, counted afresh (and the votes counted). */
  async recount(
    manager: EntityManager,
    row: Pick<VerificationRow, 'id' | 'poster_id'>,
  ): Promise<{ votes: StoredVote[]; count: CommunityCount }> {
    const votes = (await this.votesOf(manager, [row.id])).get(row.id) ?? [];
    const poster = (await this.postersOf(manager, [row.poster_id])).get(row.poster_id) ?? null;
    return { votes, count: this.count(votes, poster) };
  }
}
