import { IsBoolean, IsInt, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { defineEvent } from '../events/event-definition';

/** `events.tricks.progress-changed.v1`: a user's record for one trick, after the change. */
export class ProgressChangedV1 {
  @IsUUID()
  userId!: string;

  @IsString()
  trickId!: string;

  @IsBoolean()
  learned!: boolean;

  @IsBoolean()
  verified!: boolean;

  @IsInt()
  @Min(0)
  points!: number;
}

/** `events.tricks.progress-removed.v1`: an admin removed all of a user's progress records at once. */
export class ProgressRemovedV1 {
  @IsUUID()
  userId!: string;

  /** How many records there were. */
  @IsInt()
  @Min(0)
  removed!: number;
}

/** `events.tricks.score-changed.v1`: the user's scores recomputed from their progress. */
export class ScoreChangedV1 {
  @IsUUID()
  userId!: string;

  @IsInt()
  @Min(0)
  privateScore!: number;

  @IsInt()
  @Min(0)
  publicScore!: number;

  @IsInt()
  @Min(1)
  level!: number;
}

/**
 * `events.tricks.trick-changed.v1`: a catalogue entry was added or edited (seeding publishes one per new or
 * changed entry). Posts keep trick names from it.
 */
export class TrickChangedV1 {
  @IsString()
  @MaxLength(40)
  trickId!: string;

  @IsString()
  @MaxLength(80)
  name!: string;

  @IsString()
  category!: string;

  @IsInt()
  @Min(1)
  @Max(100)
  points!: number;
}

/** The events the tricks service publishes, `events.tricks.<event>.v<N>`, with their payload classes. */
export const TRICKS_EVENTS = {
  progressChanged: defineEvent('tricks', 'progress-changed', 1, ProgressChangedV1),
  progressRemoved: defineEvent('tricks', 'progress-removed', 1, ProgressRemovedV1),
  scoreChanged: defineEvent('tricks', 'score-changed', 1, ScoreChangedV1),
  trickChanged: defineEvent('tricks', 'trick-changed', 1, TrickChangedV1),
} as const;
