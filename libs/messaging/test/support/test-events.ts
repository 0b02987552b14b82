import { IsInt, IsUUID, Min } from 'class-validator';

/** Events of the integration tests; their routing namespace keeps them off the real streams. */
export const TEST_EVENTS = {
  pointsAwarded: { subject: 'events.tricks.points-awarded.v1', type: 'tricks.points-awarded', version: 1 },
} as const;

export class PointsAwardedV1 {
  @IsUUID()
  awardId!: string;

  @IsInt()
  @Min(1)
  points!: number;
}
