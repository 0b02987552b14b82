import {
  FEED_CURSOR_MAX,
  FEED_PAGE_MAX,
  FEED_PAGE_SIZE,
  MEDIA_URL_MAX,
  POST_CONTENT_MAX,
  POST_REVIEW_STATUSES,
  REACTION_TYPES,
  REPLY_CONTENT_MAX,
  TAGGED_TRICKS_MAX,
  TRICK_ID_PATTERN,
  type CastVoteDto,
  type CreatePostDto,
  type CreateTrickVideoDto,
  type PostReviewStatus,
  type ReactDto,
  type ReactionType,
  type ReviewPostDto,
} from '@boonies/contracts';
import {
  ApiProperty,
  ApiPropertyOptional,
  type ApiPropertyOptions,
  type ApiQueryOptions,
} from '@nestjs/swagger';

const VIDEO_LINKS = 'A YouTube, Vimeo or TikTok link, or an http(s) link to a video file (.mp4, .webm, .mov)';
const trickIds = (minItems: number): ApiPropertyOptions => ({
  type: [String],
  minItems,
  maxItems: TAGGED_TRICKS_MAX,
  uniqueItems: true,
  example: ['man-1'],
  description: `Ids of catalogue tricks (${TRICK_ID_PATTERN.source}); unknown ids are refused`,
});

/**
 * OpenAPI descriptions of the posts, reactions and verification request bodies. Validation uses the
 * contracts' classes; these repeat their rules from the same constants, and `implements` keeps them in step.
 */
export class CreatePostModel implements CreatePostDto {
  @ApiProperty({
    minLength: 1,
    maxLength: POST_CONTENT_MAX,
    description: `Trimmed; a reply may have at most ${REPLY_CONTENT_MAX} characters`,
    example: 'Session at the boonies tonight?',
  })
  content!: string;

  @ApiPropertyOptional({ format: 'uri', maxLength: MEDIA_URL_MAX, description: 'An http(s) image link' })
  imageUrl?: string;

  @ApiPropertyOptional({ format: 'uri', description: VIDEO_LINKS })
  videoUrl?: string;

  @ApiPropertyOptional(trickIds(0))
  taggedTricks?: string[];

  @ApiPropertyOptional({
    enum: ['text', 'image', 'video', 'reply'],
    description: 'Only `reply` matters: other kinds follow from the media',
  })
  postType?: 'text' | 'image' | 'video' | 'reply';

  @ApiPropertyOptional({ format: 'uuid', description: 'Required for a reply: the post replied to' })
  parentPostId?: string;
}

export class CreateTrickVideoModel implements CreateTrickVideoDto {
  @ApiProperty({ minLength: 1, maxLength: POST_CONTENT_MAX, example: 'Finally landed it!' })
  content!: string;

  @ApiProperty({ format: 'uri', description: VIDEO_LINKS, example: 'https://youtu.be/dQw4w9WgXcQ' })
  videoUrl!: string;

  @ApiProperty(trickIds(1))
  trickIds!: string[];
}

export class ReviewPostModel implements ReviewPostDto {
  @ApiProperty({ enum: POST_REVIEW_STATUSES })
  verificationStatus!: PostReviewStatus;

  @ApiPropertyOptional({ description: 'Must agree with the status when given (approved ⇔ verified)' })
  isVerified?: boolean;
}

export class ReactModel implements ReactDto {
  @ApiProperty({ format: 'uuid' })
  postId!: string;

  @ApiProperty({ enum: REACTION_TYPES })
  reactionType!: ReactionType;
}

export class CastVoteModel implements CastVoteDto {
  @ApiProperty({ description: 'true = make, false = fake' })
  vote!: boolean;
}

export const FEED_CURSOR_QUERY: ApiQueryOptions = {
  name: 'cursor',
  required: false,
  type: String,
  description: `The previous page's \`nextCursor\` (at most ${FEED_CURSOR_MAX} characters)`,
};

export const FEED_LIMIT_QUERY: ApiQueryOptions = {
  name: 'limit',
  required: false,
  type: Number,
  description: `Posts per page, 1 to ${FEED_PAGE_MAX}; ${FEED_PAGE_SIZE} when omitted`,
};
