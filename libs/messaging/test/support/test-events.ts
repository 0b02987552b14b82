import { defineEvent } from '@boonies/contracts/events';
import { IsInt, IsUUID, Min } from 'class-validator';

export class PointsAwardedV1 {
  @IsUUID()
  awardId!: string;

  @IsInt()
  @Min(1)
  points!: number;
}

/** Events of the integration tests; their routing namespace keeps them off the real streams. */
export const TEST_EVENTS = {
  pointsAwarded: defineEvent('tricks', 'points-awarded', 1, PointsAwardedV1),
} as const;
