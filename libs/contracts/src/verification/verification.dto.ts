// `@Type` reads decorator metadata as the class is declared: load the polyfill before it.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import {
  DECISION_NOTE_MAX,
  VERIFICATION_VERDICTS,
  type ContestReason,
  type VerificationVerdict,
} from './rules';
import type { Standing, StandingReason, StandingSettings, StandingTier } from './standing';
import { ApiNote } from '../common/api-notes';
import type { DateTime, Uuid } from '../common/formats';

/** `GET /api/verifications/{id}` and the lists: one tagged trick of a trick video, with its votes. */
export interface VerificationDto {
  id: Uuid;
  /** The trick video. */
  postId: Uuid;
  trickId: string;
  /** The skater who posted the video; they cannot vote on it. */
  posterId: Uuid;
  /** People who voted make / fake. */
  votesFor: number;
  /** People who voted fake. */
  votesAgainst: number;
  /** The same votes as the community rule counts them: weighted by standing, look-alike accounts once. */
  weightedFor: number;
  /** Fake votes, counted the same way. */
  weightedAgainst: number;
  isVerified: boolean;
  /** Make votes over all votes, rounded; `null` before the first vote. */
  percentage: number | null;
  verifiedAt: DateTime | null;
  createdAt: DateTime;
  /** Where it stands by the community rule. */
  progress: VerificationProgressDto;
}

/** `GET /api/verifications/{id}/vote`: the caller's vote, `null` when they have not voted. */
export interface MyVoteDto {
  /** true = make, false = fake, null = no vote. */
  vote: boolean | null;
}

/** `POST /api/verifications/{id}/vote` answers the new tally and whether this vote verified the trick. */
export interface VoteResultDto {
  verificationId: Uuid;
  /** The vote recorded. */
  vote: boolean;
  votesFor: number;
  votesAgainst: number;
  isVerified: boolean;
  percentage: number | null;
  /** True only for the vote that tipped the verification over the community threshold. */
  autoVerified: boolean;
  /** Whether the vote weighs anything now: the voter has standing (see `standingOf`). */
  counts: boolean;
  /** Why it weighs nothing yet (`suspended`, `new_account`, …); `null` when it counts. */
  notCountedBecause: StandingReason | null;
}

/** `POST /api/verifications/{id}/vote` body: `true` = make, `false` = fake. */
export class CastVoteDto {
  @ApiNote({ description: 'true = make, false = fake' })
  @IsBoolean({ message: 'vote must be true (make) or false (fake)' })
  vote!: boolean;
}

export class VerificationIdParam {
  @IsUUID('all', { message: 'id must be a valid verification id' })
  id!: string;
}

export class CastVoteRequest extends CastVoteDto {
  @IsUUID('all', { message: 'id must be a valid verification id' })
  id!: string;
}

export interface RemovedVerificationDto {
  removed: true;
  id: Uuid;
}

/** Where a verification stands by the community rule, and what it still needs. */
export interface VerificationProgressDto {
  /** `contested`: before the admins, whose decision is final; votes are still taken meanwhile. */
  state: 'open' | 'verified' | 'rejected' | 'contested';
  /** Who settled it: the community's votes or an admin; `null` while open or contested. */
  decidedBy: 'community' | 'admin' | null;
  /** Distinct make voters with standing, and how many more are needed. */
  makeVoters: number;
  /** More make voters with standing needed. */
  votersNeeded: number;
  /** Weighted make votes still needed. */
  weightNeeded: number;
  /** Whether the make votes are a large enough share of the weighted votes. */
  makeShareMet: boolean;
  /** Votes that counted for nothing: new accounts, look-alikes of the poster or of another voter. */
  discountedVotes: number;
}

/** `GET /api/verifications/standing`: what the caller's vote weighs, why, and the facts behind it. */
export interface StandingDto {
  /** What the caller's vote weighs now. */
  weight: number;
  /** The most an ordinary skater's vote can weigh. */
  maxWeight: number;
  tier: StandingTier;
  /** What set the weight, in order. */
  reasons: StandingReason[];
  facts: {
    accountAgeDays: number;
    verifiedTricks: number;
    decidedVotes: number;
    agreedVotes: number;
    recentWarnings: number;
  };
  /** The thresholds that apply, so the page can say how to earn more. */
  settings: StandingSettings;
}

/** One vote on a contested verification, as the admins' review queue shows it. */
export interface ReviewVoteDto {
  voterId: Uuid;
  username: string | null;
  /** true = make, false = fake. */
  vote: boolean;
  /** What the vote weighed when cast, and what the voter's standing is now. */
  weight: number;
  /** The voter's standing now. */
  standing: Standing;
  /** True when the vote counted for nothing in the tally (no standing, or a look-alike account). */
  discounted: boolean;
  votedAt: DateTime;
}

/** `GET /api/admin/verifications/contested`: one entry of the review queue. */
export interface ContestedVerificationDto {
  verification: VerificationDto;
  /** Heavy fake votes, or the trick video was reported. */
  reason: ContestReason;
  contestedAt: DateTime;
  votes: ReviewVoteDto[];
}

/** `POST /api/admin/verifications/{id}/decision` body: the admin's final word. */
export class DecideVerificationDto {
  @IsIn(VERIFICATION_VERDICTS, { message: 'verdict must be verified or rejected' })
  verdict!: VerificationVerdict;

  @ApiNote({ description: 'Why, for the audit log' })
  @IsOptional()
  @IsString()
  @MaxLength(DECISION_NOTE_MAX)
  note?: string;
}

export class DecideVerificationRequest extends DecideVerificationDto {
  @IsUUID('all', { message: 'id must be a valid verification id' })
  id!: string;
}

/** `GET /api/admin/verifications/contested` query. */
export class ContestedQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;
}
