import {
  CONTEST_REASONS,
  MAX_EARNED_WEIGHT,
  STANDING_REASONS,
  type ContestedVerificationDto,
  type ContestReason,
  type MyVoteDto,
  type RemovedVerificationDto,
  type ReviewVoteDto,
  type Standing,
  type StandingDto,
  type StandingReason,
  type StandingSettings,
  type StandingTier,
  type VerificationDto,
  type VerificationProgressDto,
  type VoteResultDto,
} from '@boonies/contracts';
import { ApiProperty } from '@nestjs/swagger';

const percentage = {
  type: Number,
  nullable: true,
  example: 80,
  description: 'Make votes over all votes, rounded; null before the first vote',
} as const;

const STANDING_TIERS: StandingTier[] = ['none', 'established', 'staff'];

export class VerificationProgressModel implements VerificationProgressDto {
  @ApiProperty({
    enum: ['open', 'verified', 'rejected', 'contested'],
    description: 'Contested: before the admins, whose decision is final; votes are still taken meanwhile',
  })
  state!: VerificationProgressDto['state'];

  @ApiProperty({
    enum: ['community', 'admin'],
    nullable: true,
    description: 'Who settled it; null while open or contested',
  })
  decidedBy!: VerificationProgressDto['decidedBy'];

  @ApiProperty({ example: 2, description: 'Distinct make voters with standing' })
  makeVoters!: number;

  @ApiProperty({ example: 1, description: 'More make voters with standing needed' })
  votersNeeded!: number;

  @ApiProperty({ example: 1, description: 'More weighted make votes needed' })
  weightNeeded!: number;

  @ApiProperty({ description: 'Whether the make votes are a large enough share of the weighted votes' })
  makeShareMet!: boolean;

  @ApiProperty({
    example: 1,
    description:
      'Votes that counted for nothing: new accounts, look-alikes of the poster or of another voter',
  })
  discountedVotes!: number;
}

/** OpenAPI descriptions of verifications and votes; `implements` keeps them in step with the contracts. */
export class VerificationModel implements VerificationDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid', description: 'The trick video' })
  postId!: string;

  @ApiProperty({ example: 'man-1' })
  trickId!: string;

  @ApiProperty({ format: 'uuid', description: 'Who posted the video; they cannot vote on it' })
  posterId!: string;

  @ApiProperty({ example: 4, description: 'People who voted make' })
  votesFor!: number;

  @ApiProperty({ example: 1, description: 'People who voted fake' })
  votesAgainst!: number;

  @ApiProperty({
    example: 4,
    description:
      'Make votes as the community rule counts them: weighted by standing, look-alike accounts once',
  })
  weightedFor!: number;

  @ApiProperty({ example: 1, description: 'Fake votes, counted the same way' })
  weightedAgainst!: number;

  @ApiProperty()
  isVerified!: boolean;

  @ApiProperty(percentage)
  percentage!: number | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  verifiedAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: VerificationProgressModel, description: 'Where it stands by the community rule' })
  progress!: VerificationProgressDto;
}

export class MyVoteModel implements MyVoteDto {
  @ApiProperty({ type: Boolean, nullable: true, description: 'true = make, false = fake, null = no vote' })
  vote!: boolean | null;
}

export class VoteResultModel implements VoteResultDto {
  @ApiProperty({ format: 'uuid' })
  verificationId!: string;

  @ApiProperty({ description: 'The vote recorded' })
  vote!: boolean;

  @ApiProperty({ example: 5 })
  votesFor!: number;

  @ApiProperty({ example: 0 })
  votesAgainst!: number;

  @ApiProperty()
  isVerified!: boolean;

  @ApiProperty(percentage)
  percentage!: number | null;

  @ApiProperty({ description: 'True only for the vote that met the community threshold' })
  autoVerified!: boolean;

  @ApiProperty({ description: 'Whether the vote weighs anything now: the voter has standing' })
  counts!: boolean;

  @ApiProperty({
    type: String,
    enum: STANDING_REASONS,
    nullable: true,
    description: 'Why the vote weighs nothing yet; null when it counts',
  })
  notCountedBecause!: StandingReason | null;
}

export class RemovedVerificationModel implements RemovedVerificationDto {
  @ApiProperty({ enum: [true] })
  removed!: true;

  @ApiProperty({ format: 'uuid' })
  id!: string;
}

export class StandingFactsModel {
  @ApiProperty({ example: 42.5, description: 'Days since sign-up' })
  accountAgeDays!: number;

  @ApiProperty({ example: 3, description: "Tricks verified on the skater's own videos" })
  verifiedTricks!: number;

  @ApiProperty({ example: 12, description: 'Votes on verifications that have an outcome' })
  decidedVotes!: number;

  @ApiProperty({ example: 11, description: 'Of those, the ones that agreed with the outcome' })
  agreedVotes!: number;

  @ApiProperty({ example: 0, description: "Moderators' warnings within the standing window" })
  recentWarnings!: number;
}

export class StandingSettingsModel implements StandingSettings {
  @ApiProperty({ example: 7, description: 'An account younger than this (days) weighs nothing' })
  minAccountAgeDays!: number;

  @ApiProperty({ example: 5, description: "Verified tricks of one's own from which a vote weighs one more" })
  experiencedAfterTricks!: number;

  @ApiProperty({ example: 10, description: "Decided votes after which one's track record counts" })
  trackRecordAfterVotes!: number;

  @ApiProperty({ example: 0.8, description: 'Agreeing share from which a track record weighs one more' })
  goodAgreementShare!: number;

  @ApiProperty({ example: 0.5, description: 'Below this agreeing share a vote weighs nothing' })
  poorAgreementShare!: number;

  @ApiProperty({ example: 180, description: 'How far back (days) warnings and suspensions count' })
  windowDays!: number;
}

export class StandingModel implements StandingDto {
  @ApiProperty({ example: 1, description: "What the caller's vote weighs now" })
  weight!: number;

  @ApiProperty({ example: MAX_EARNED_WEIGHT, description: "The most an ordinary skater's vote can weigh" })
  maxWeight!: number;

  @ApiProperty({ enum: STANDING_TIERS })
  tier!: StandingTier;

  @ApiProperty({ enum: STANDING_REASONS, isArray: true, description: 'What set the weight, in order' })
  reasons!: StandingReason[];

  @ApiProperty({ type: StandingFactsModel })
  facts!: StandingDto['facts'];

  @ApiProperty({ type: StandingSettingsModel, description: 'The thresholds that apply' })
  settings!: StandingSettings;
}

export class VoterStandingModel implements Standing {
  @ApiProperty({ example: 1 })
  weight!: number;

  @ApiProperty({ enum: STANDING_TIERS })
  tier!: StandingTier;

  @ApiProperty({ enum: STANDING_REASONS, isArray: true })
  reasons!: StandingReason[];
}

export class ReviewVoteModel implements ReviewVoteDto {
  @ApiProperty({ format: 'uuid' })
  voterId!: string;

  @ApiProperty({ type: String, nullable: true })
  username!: string | null;

  @ApiProperty({ description: 'true = make, false = fake' })
  vote!: boolean;

  @ApiProperty({ example: 1, description: 'What the vote weighed when cast' })
  weight!: number;

  @ApiProperty({ type: VoterStandingModel, description: "The voter's standing now" })
  standing!: Standing;

  @ApiProperty({ description: 'The vote counted for nothing: no standing, or a look-alike account' })
  discounted!: boolean;

  @ApiProperty({ format: 'date-time' })
  votedAt!: string;
}

export class ContestedVerificationModel implements ContestedVerificationDto {
  @ApiProperty({ type: VerificationModel })
  verification!: VerificationDto;

  @ApiProperty({ enum: CONTEST_REASONS, description: 'Heavy fake votes, or the trick video was reported' })
  reason!: ContestReason;

  @ApiProperty({ format: 'date-time' })
  contestedAt!: string;

  @ApiProperty({ type: [ReviewVoteModel] })
  votes!: ReviewVoteDto[];
}
