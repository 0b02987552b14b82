import { IsArray, IsBoolean, IsIn, IsInt, IsISO8601, IsString, IsUUID, Min } from 'class-validator';

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

/** `events.verification.trick-verified.v1` and `…trick-unverified.v1`: the community (or an admin) decided. */
export class TrickVerificationChangedV1 {
  @IsUUID()
  verificationId!: string;

  @IsUUID()
  postId!: string;

  /** The skater who posted the video and whose progress changes. */
  @IsUUID()
  userId!: string;

  @IsString()
  trickId!: string;
}

/** `events.posts.post-created.v1`. */
export class PostCreatedV1 {
  @IsUUID()
  postId!: string;

  @IsUUID()
  userId!: string;

  @IsIn(['text', 'image', 'video', 'trick_video', 'reply'])
  postType!: string;

  @IsArray()
  @IsString({ each: true })
  taggedTricks!: string[];

  @IsISO8601()
  createdAt!: string;
}

/** `events.posts.post-deleted.v1`. */
export class PostDeletedV1 {
  @IsUUID()
  postId!: string;

  @IsUUID()
  userId!: string;
}
