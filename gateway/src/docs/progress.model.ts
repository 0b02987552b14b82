import { LEVEL_NAMES, type ProgressDto, type ScoreDto, type UnverifiedTrickDto } from '@boonies/contracts';
import { ApiProperty } from '@nestjs/swagger';

/** OpenAPI descriptions of progress records and scores; `implements` keeps them in step with the contracts. */
export class ProgressModel implements ProgressDto {
  @ApiProperty({ example: 'man-1' })
  trickId!: string;

  @ApiProperty()
  learned!: boolean;

  @ApiProperty({ description: 'Verified tricks count toward the public score and cannot be unchecked' })
  verified!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  learnedAt!: string | null;
}

export class OwnedProgressModel extends ProgressModel {
  @ApiProperty({ format: 'uuid' })
  userId!: string;
}

export class RemovedProgressModel {
  @ApiProperty({ example: 42, description: 'Progress records removed' })
  removed!: number;
}

export class ScoreModel implements ScoreDto {
  @ApiProperty({ format: 'uuid' })
  userId!: string;

  @ApiProperty({ example: 340, description: 'Points of learned tricks' })
  privateScore!: number;

  @ApiProperty({
    example: 210,
    description: 'Points of learned and verified tricks: what the leaderboard ranks',
  })
  publicScore!: number;

  @ApiProperty()
  learnedCount!: number;

  @ApiProperty()
  verifiedCount!: number;

  @ApiProperty({ minimum: 1, maximum: LEVEL_NAMES.length, description: 'floor(publicScore / 100) + 1' })
  level!: number;

  @ApiProperty({ enum: LEVEL_NAMES })
  levelName!: string;

  @ApiProperty({ example: 10, description: 'Points earned inside the current level (of 100)' })
  pointsInLevel!: number;
}

export class UnverifiedTrickModel implements UnverifiedTrickDto {
  @ApiProperty({ format: 'uuid', description: "The progress record's id, for the verify call" })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  userId!: string;

  @ApiProperty({ example: 'kickflip.kid' })
  username!: string;

  @ApiProperty({ example: 'man-1' })
  trickId!: string;

  @ApiProperty({ example: 'Manual' })
  trickName!: string;

  @ApiProperty({ example: 10 })
  points!: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  learnedAt!: string | null;
}
