import type { MyVoteDto, RemovedVerificationDto, VerificationDto, VoteResultDto } from '@boonies/contracts';
import { ApiProperty } from '@nestjs/swagger';

const percentage = {
  type: Number,
  nullable: true,
  example: 80,
  description: 'Make votes over all votes, rounded; null before the first vote',
} as const;

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

  @ApiProperty({ example: 8, description: 'Make votes weighted: admins and trusted skaters count 5' })
  weightedFor!: number;

  @ApiProperty({ example: 1, description: 'Fake votes, weighted the same way' })
  weightedAgainst!: number;

  @ApiProperty()
  isVerified!: boolean;

  @ApiProperty(percentage)
  percentage!: number | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  verifiedAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
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
}

export class RemovedVerificationModel implements RemovedVerificationDto {
  @ApiProperty({ enum: [true] })
  removed!: true;

  @ApiProperty({ format: 'uuid' })
  id!: string;
}
