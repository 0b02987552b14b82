import {
  type CommunityCount,
  type CommunityRuleSettings,
  countCommunityVotes,
  type SignUpSignals,
} from '@boonies/contracts/verification';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { communityRuleSettingsOf, VerificationConfig } from '../config/verification.config';
import { VotersRepository } from '../projections/voters.repository';
import type { VerificationRow } from './verification-view';
import { VotesRepository, type StoredVote } from './votes.repository';

/**
 * Counts verifications by the community rule, as configured, from their stored votes (never adjusted by a
 * difference): the votes that were not withdrawn, with their voters' and the poster's sign-up signals.
 */
@Injectable()
export class VoteCounter {
  readonly rule: CommunityRuleSettings;

  constructor(
    private readonly votes: VotesRepository,
    private readonly voters: VotersRepository,
    config: VerificationConfig,
  ) {
    this.rule = communityRuleSettingsOf(config);
  }

  /** The counting votes of each verification, oldest first. */
  async votesOf(
    manager: EntityManager,
    verificationIds: readonly string[],
  ): Promise<Map<string, StoredVote[]>> {
    const byVerification = new Map<string, StoredVote[]>(verificationIds.map((id) => [id, []]));
    if (verificationIds.length === 0) return byVerification;
    for (const vote of await this.votes.countingVotesOf(manager, verificationIds)) {
      byVerification.get(vote.verificationId)?.push(vote);
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
    return this.voters.signalsOf(manager, unique);
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
