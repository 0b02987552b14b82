import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  Min,
} from 'class-validator';
import {
  POST_REVIEW_STATUSES,
  POST_TYPES,
  REACTION_TYPES,
  type PostReviewStatus,
  type PostType,
  type ReactionType,
} from './rules';
import { MENTIONS_MAX } from './mentions';
import { defineBusyEvent, defineEvent } from '../events/event-definition';

/** `events.posts.post-created.v1`. */
export class PostCreatedV1 {
  @IsUUID()
  postId!: string;

  @IsUUID()
  userId!: string;

  @IsIn(POST_TYPES)
  postType!: PostType;

  @IsArray()
  @IsString({ each: true })
  taggedTricks!: string[];

  @IsISO8601()
  createdAt!: string;

  /** The clip of a video or trick-video post, for services that show it (a game's timeline). */
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  videoUrl?: string | null;

  /** An uploaded photo or clip the post carries (the media service's id), if any. */
  @IsOptional()
  @IsUUID()
  mediaId?: string | null;

  /** Replies: the post replied to and its author (who gets notified). */
  @IsOptional()
  @IsUUID()
  parentPostId?: string | null;

  @IsOptional()
  @IsUUID()
  parentAuthorId?: string | null;

  /**
   * The skaters the text mentions (`@username`) who are to hear of it: known accounts, not the author, that
   * the policy lets the author mention and that may see the post (`mention`, then `view_posts` on it and its
   * thread). Absent when there are none, and from events written before mentions existed.
   */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MENTIONS_MAX)
  @IsUUID('all', { each: true })
  mentionedUserIds?: string[];
}

/** `events.posts.post-deleted.v1`: the post, its replies and reactions are gone. */
export class PostDeletedV1 {
  @IsUUID()
  postId!: string;

  @IsUUID()
  userId!: string;

  @IsOptional()
  @IsIn(POST_TYPES)
  postType?: PostType;
}

/**
 * `events.posts.post-reviewed.v1`: an admin approved or rejected a trick video. Approval verifies every
 * trick it shows, rejection un-verifies them (the verification service acts on it).
 */
export class PostReviewedV1 {
  @IsUUID()
  postId!: string;

  @IsUUID()
  userId!: string;

  @IsIn(POST_REVIEW_STATUSES)
  verificationStatus!: PostReviewStatus;

  @IsBoolean()
  isVerified!: boolean;
}

/** `events.posts.busy.reaction-changed.v1`: someone liked, disliked or took back their reaction to a post. */
export class ReactionChangedV1 {
  @IsUUID()
  postId!: string;

  /** The post's author. */
  @IsUUID()
  authorId!: string;

  /** Who reacted (the puppet, in puppet mode). */
  @IsUUID()
  userId!: string;

  /** The reaction now, or `null` when it was taken back. */
  @IsOptional()
  @IsIn(REACTION_TYPES)
  reactionType!: ReactionType | null;

  /** The post's counts after the change (live like counts); absent from events written before them. */
  @IsOptional()
  @IsInt()
  @Min(0)
  likes?: number;

  @IsOptional()
  @IsInt()
  @Min(0)
  dislikes?: number;
}

/** The events the posts service publishes, `events.posts.<event>.v<N>`, with their payload classes. */
export const POSTS_EVENTS = {
  postCreated: defineEvent('posts', 'post-created', 1, PostCreatedV1),
  postDeleted: defineEvent('posts', 'post-deleted', 1, PostDeletedV1),
  postReviewed: defineEvent('posts', 'post-reviewed', 1, PostReviewedV1),
  reactionChanged: defineBusyEvent('posts', 'reaction-changed', 1, ReactionChangedV1),
} as const;
