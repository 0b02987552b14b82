// `@Type` reads decorator metadata as the class is declared: load the polyfill before it.
import 'reflect-metadata';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { TRICK_ID_PATTERN } from '../tricks/rules';
import {
  FEED_CURSOR_MAX,
  FEED_PAGE_MAX,
  POST_CONTENT_MAX,
  POST_MESSAGES,
  POST_REVIEW_STATUSES,
  REACTION_TYPES,
  TAGGED_TRICKS_MAX,
  WATCHED_POSTS_MAX,
  type PostReviewStatus,
  type PostType,
  type ReactionType,
  FEED_PAGE_SIZE,
} from './rules';
import { MEDIA_URL_MAX } from '../links/media-links';
import { PublicLink } from '../links/public-link.validator';
import { HttpUrl, VideoUrl } from '../links/url-validators';
import { ApiNote } from '../common/api-notes';
import type { MediaDto } from '../media/media.dto';
import { Omittable } from '../common/omittable';
import type { DateTime, Uri, Uuid } from '../common/formats';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** An empty optional field means "none", as the composer sends it. */
const emptyToUndefined = ({ value }: { value: unknown }) => {
  const trimmed = typeof value === 'string' ? value.trim() : value;
  return trimmed === '' || trimmed === null ? undefined : trimmed;
};

function PostContent(): PropertyDecorator {
  const rules = [
    Transform(trim),
    IsString({ message: POST_MESSAGES.emptyContent }),
    IsNotEmpty({ message: POST_MESSAGES.emptyContent }),
    MaxLength(POST_CONTENT_MAX, { message: POST_MESSAGES.contentTooLong }),
  ];
  return (target, property) => rules.forEach((rule) => rule(target, property));
}

function TrickIds(required: boolean): PropertyDecorator {
  const rules = [
    ...(required ? [] : [IsOptional()]),
    IsArray({ message: required ? POST_MESSAGES.noTricks : 'taggedTricks must be a list of trick ids' }),
    ...(required ? [ArrayMinSize(1, { message: POST_MESSAGES.noTricks })] : []),
    ArrayMaxSize(TAGGED_TRICKS_MAX, { message: POST_MESSAGES.tooManyTricks }),
    ArrayUnique({ message: 'Each trick can be tagged once' }),
    IsString({ each: true, message: 'Unknown trick id' }),
    Matches(TRICK_ID_PATTERN, { each: true, message: 'Unknown trick id' }),
  ];
  return (target, property) => rules.forEach((rule) => rule(target, property));
}

/**
 * `POST /api/posts`: a text, image or video post, or a reply (`postType: 'reply'` with `parentPostId`,
 * at most 500 characters, text only). The kind of an ordinary post follows from its media.
 */
export class CreatePostDto {
  @ApiNote({
    description: 'Trimmed; a reply may have at most 500 characters',
    example: 'Session at the boonies tonight?',
  })
  @PostContent()
  content!: string;

  @ApiNote({ description: 'A public http(s) image link: no local or private address' })
  @Transform(emptyToUndefined)
  @IsOptional()
  @PublicLink()
  @HttpUrl({ message: POST_MESSAGES.invalidImageUrl })
  @MaxLength(MEDIA_URL_MAX, { message: POST_MESSAGES.invalidImageUrl })
  imageUrl?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @PublicLink()
  @VideoUrl({ message: POST_MESSAGES.invalidVideoUrl })
  videoUrl?: string;

  @ApiNote({
    description:
      'An upload of the caller (`POST /api/uploads`) to attach instead of a link; it may still be processing',
  })
  @Omittable()
  @IsUUID('all', { message: 'mediaId must be a valid media id' })
  mediaId?: string;

  @ApiNote({ description: 'Ids of catalogue tricks; unknown ids are refused', example: ['man-1'] })
  @TrickIds(false)
  taggedTricks?: string[];

  @ApiNote({ description: 'Only `reply` matters: other kinds follow from the media' })
  @IsOptional()
  @IsIn(['text', 'image', 'video', 'reply'], { message: 'postType must be text, image, video or reply' })
  postType?: Exclude<PostType, 'trick_video'>;

  @ApiNote({ description: 'Required for a reply: the post replied to' })
  @ValidateIf((post: CreatePostDto) => post.postType === 'reply' || post.parentPostId !== undefined)
  @IsUUID('all', { message: 'parentPostId must be a valid post id' })
  parentPostId?: string;
}

/** `POST /api/posts/trick-video`: a clip tied to the tricks it shows, for the community to verify. */
export class CreateTrickVideoDto {
  @ApiNote({ example: 'Finally landed it!' })
  @PostContent()
  content!: string;

  @ApiNote({
    description: 'A pasted clip link; required unless `mediaId` is given',
    example: 'https://youtu.be/dQw4w9WgXcQ',
  })
  @Transform(trim)
  @ValidateIf((post: CreateTrickVideoDto) => post.mediaId === undefined || post.videoUrl !== undefined)
  @PublicLink()
  @IsString({ message: POST_MESSAGES.invalidVideoUrl })
  @VideoUrl({ message: POST_MESSAGES.invalidVideoUrl })
  videoUrl?: string;

  @ApiNote({
    description: 'A video upload of the caller to attach instead of a link; it may still be processing',
  })
  @Omittable()
  @IsUUID('all', { message: 'mediaId must be a valid media id' })
  mediaId?: string;

  @ApiNote({ description: 'Ids of catalogue tricks; unknown ids are refused', example: ['man-1'] })
  @TrickIds(true)
  trickIds!: string[];
}

/** `PATCH /api/posts/{id}` (admin): approve or reject a trick video. */
export class ReviewPostDto {
  @IsIn(POST_REVIEW_STATUSES, {
    message: `verificationStatus must be one of ${POST_REVIEW_STATUSES.join(', ')}`,
  })
  verificationStatus!: PostReviewStatus;

  /** Optional; must agree with the status when given (approved ⇔ verified). */
  @ApiNote({ description: 'Must agree with the status when given (approved ⇔ verified)' })
  @IsOptional()
  @IsBoolean()
  isVerified?: boolean;
}

export class PostIdParam {
  @IsUUID('all', { message: 'id must be a valid post id' })
  id!: string;
}

export class PostIdRef {
  @IsUUID('all', { message: 'postId must be a valid post id' })
  postId!: string;
}

/** Keyset pagination of every feed. */
export class FeedPageQuery {
  @ApiNote({ description: "The previous page's `nextCursor`" })
  @IsOptional()
  @IsString()
  @MaxLength(FEED_CURSOR_MAX)
  @Matches(/^[\w-]+$/, { message: 'cursor is not valid' })
  cursor?: string;

  @ApiNote({ description: `Posts per page; ${FEED_PAGE_SIZE} when omitted` })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `limit must be a whole number from 1 to ${FEED_PAGE_MAX}` })
  @Min(1, { message: `limit must be a whole number from 1 to ${FEED_PAGE_MAX}` })
  @Max(FEED_PAGE_MAX, { message: `limit must be a whole number from 1 to ${FEED_PAGE_MAX}` })
  limit?: number;
}

export const FEED_KINDS = [
  'latest',
  'popular',
  'following',
  'trick_video',
  'user',
  'trick',
  'replies',
] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

/** What the gateway asks the posts service for one page of a feed. */
export class FeedRequest extends FeedPageQuery {
  @IsIn(FEED_KINDS)
  feed!: FeedKind;

  /** `user` feed: whose posts. */
  @ValidateIf((request: FeedRequest) => request.feed === 'user')
  @IsUUID('all', { message: 'userId must be a valid id' })
  userId?: string;

  /** `trick` feed: which trick. */
  @ValidateIf((request: FeedRequest) => request.feed === 'trick')
  @IsString()
  @Matches(TRICK_ID_PATTERN, { message: 'Unknown trick id' })
  trickId?: string;

  /** `replies` feed: whose replies. */
  @ValidateIf((request: FeedRequest) => request.feed === 'replies')
  @IsUUID('all', { message: 'postId must be a valid post id' })
  postId?: string;
}

export class UpdatePostReviewRequest extends ReviewPostDto {
  @IsUUID('all', { message: 'id must be a valid post id' })
  id!: string;
}

/** `POST /api/reactions`: the same type again removes the reaction, the other type replaces it. */
export class ReactDto {
  @IsUUID('all', { message: 'postId must be a valid post id' })
  postId!: string;

  @IsIn(REACTION_TYPES, { message: 'reactionType must be like or dislike' })
  reactionType!: ReactionType;
}

/** A post's author as every feed shows it. */
export interface PostAuthorDto {
  id: Uuid;
  username: string;
  displayName: string | null;
  /** The account's profile picture (`profilePicture` everywhere else); the API names it so. */
  avatarUrl: string | null;
  proStatus: boolean;
  amateurStatus: boolean;
  flowStatus: boolean;
  /** A brand shows only the Brand badge. */
  isBrand: boolean;
  isAdmin: boolean;
}

export interface TaggedTrickDto {
  id: string;
  name: string;
}

/** Reaction counts (people, not weights) and the caller's own reaction. */
export interface ReactionSummaryDto {
  /** People who liked the post. */
  likes: number;
  /** People who disliked the post. */
  dislikes: number;
  /** The caller's own reaction. */
  mine: ReactionType | null;
}

/** One tagged trick's community verification, as a feed shows it. */
export interface VerificationSummaryDto {
  id: Uuid;
  trickId: string;
  trickName: string;
  /** People who voted make. */
  votesFor: number;
  /** People who voted fake. */
  votesAgainst: number;
  isVerified: boolean;
  /** Taken back by an admin: the clip says so and takes no more votes. */
  removed: boolean;
  /** Make votes over all votes, rounded; `null` before the first vote. */
  percentage: number | null;
}

/** A post, hydrated: everything a card shows comes in the one feed request. */
export interface PostDto {
  id: Uuid;
  /** The author's id. */
  userId: Uuid;
  content: string;
  imageUrl: Uri | null;
  videoUrl: Uri | null;
  /** An uploaded photo or clip (`null` for a pasted link or none); its URLs answer only allowed viewers. */
  media: MediaDto | null;
  postType: PostType;
  /** For replies: the post replied to. */
  parentPostId: Uuid | null;
  /** Tagged trick ids. */
  taggedTricks: string[];
  createdAt: DateTime;
  author: PostAuthorDto;
  /** Tagged tricks with their names, in tagging order. */
  tricks: TaggedTrickDto[];
  /** The original client's trick-feed shape of the author. */
  users: { username: string; avatarUrl: string | null };
  /** Admin review of a trick video (`null` for other posts). */
  verificationStatus: PostReviewStatus | null;
  /** An admin approved the trick video. */
  isVerified: boolean;
  reactions: ReactionSummaryDto;
  replyCount: number;
  /** Trick videos: one per tagged trick. */
  verifications: VerificationSummaryDto[];
  /** A moderator hid it: only its author still sees it, with this mark. */
  isHidden?: true;
}

/** One page of a feed; `nextCursor` is `null` on the last page. */
export interface PostPageDto {
  posts: PostDto[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/** `GET /api/reactions/{postId}`: the email is only there for admins and for the caller's own reaction. */
export interface ReactionDto {
  postId: Uuid;
  userId: Uuid;
  reactionType: ReactionType;
  createdAt: DateTime;
  user: { username: string; isAdmin: boolean; email?: string };
}

/** `POST /api/posts` answers; `DELETE` answers `{ deleted: true, id }`. */
export interface DeletedPostDto {
  deleted: true;
  id: Uuid;
}

/** The most signed-in users one audience question names; the gateway asks in chunks of this size. */
export const AUDIENCE_VIEWERS_MAX = 2000;

/** A signed-in socket's user, as its session says. */
export class AudienceViewer {
  @IsUUID()
  userId!: string;

  @IsBoolean()
  isAdmin!: boolean;
}

/**
 * `rpc.posts.audience` (internal): which of `viewers` the access policy lets see a new post by `authorId`,
 * so that live pushes name a post only to who may read it.
 */
export class AudienceRequest {
  @IsUUID()
  authorId!: string;

  @IsArray()
  @ArrayMaxSize(AUDIENCE_VIEWERS_MAX)
  @ValidateNested({ each: true })
  @Type(() => AudienceViewer)
  viewers!: AudienceViewer[];
}

export interface AudienceDto {
  userIds: string[];
  /** Those of `userIds` who follow the author: the new post is in their Following. */
  followerIds: string[];
}

/**
 * The socket message `posts:watch`: the posts a tab has on screen, whose like counts it wants pushed. Each
 * message replaces the last; an empty list stops watching.
 */
export class WatchPostsRequest {
  @IsArray()
  @ArrayMaxSize(WATCHED_POSTS_MAX)
  @IsUUID('all', { each: true })
  postIds!: string[];
}

/** What `posts:watch` is acknowledged with: the posts now watched, those the access policy lets one see. */
export interface WatchPostsAnswer {
  postIds: string[];
}

/**
 * `rpc.posts.watchable` (internal): which of the posts the viewer may see (`view_posts`), with each one's
 * author, so that a socket watches only posts its user may read.
 */
export class WatchableRequest {
  @ValidateNested()
  @Type(() => AudienceViewer)
  viewer!: AudienceViewer;

  @IsArray()
  @ArrayMaxSize(WATCHED_POSTS_MAX)
  @IsUUID('all', { each: true })
  postIds!: string[];
}

export interface WatchableDto {
  posts: { postId: string; authorId: string }[];
}

/** The `post:created` push (`REALTIME_EVENTS.postCreated`). */
export interface PostCreatedPush {
  postId: string;
  userId: string;
  postType: PostType;
  /** The recipient follows the author: the post is new in their Following. */
  followed?: true;
}
