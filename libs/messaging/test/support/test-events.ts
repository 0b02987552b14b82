import { defineEvent } from '@boonies/contracts';
import { IsInt, IsUUID, Min } from 'class-validator';

/** Events of the integration tests; their routing namespace keeps them off the real streams. */
export const TEST_EVENTS = {
  pointsAwarded: defineEvent<PointsAwardedV1>('tricks', 'points-awarded', 1),
} as const;

export class PointsAwardedV1 {
  @IsUUID()
  awardId!: string;

  @IsInt()
  @Min(1)
  points!: number;
}
