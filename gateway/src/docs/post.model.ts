import {
  POST_REVIEW_STATUSES,
  POST_TYPES,
  REACTION_TYPES,
  type DeletedPostDto,
  type PostAuthorDto,
  type PostDto,
  type PostPageDto,
  type PostReviewStatus,
  type PostType,
  type ReactionDto,
  type ReactionSummaryDto,
  type ReactionType,
  type TaggedTrickDto,
  type VerificationSummaryDto,
} from '@boonies/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MediaModel } from './media.model';

const nullableText = { type: String, nullable: true } as const;
const TRICK_ID_EXAMPLE = 'man-1';

/** OpenAPI descriptions of posts, feeds and reactions; `implements` keeps them in step with the contracts. */
export class PostAuthorModel implements PostAuthorDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'kickflip.kid' })
  username!: string;

  @ApiProperty(nullableText)
  displayName!: string | null;

  @ApiProperty(nullableText)
  avatarUrl!: string | null;

  @ApiProperty()
  proStatus!: boolean;

  @ApiProperty()
  amateurStatus!: boolean;

  @ApiProperty()
  flowStatus!: boolean;

  @ApiProperty({ description: 'A brand shows only the Brand badge' })
  isBrand!: boolean;

  @ApiProperty()
  isAdmin!: boolean;
}

export class TaggedTrickModel implements TaggedTrickDto {
  @ApiProperty({ example: TRICK_ID_EXAMPLE })
  id!: string;

  @ApiProperty({ example: 'Manual' })
  name!: string;
}

export class ReactionSummaryModel implements ReactionSummaryDto {
  @ApiProperty({ example: 3, description: 'People who liked the post' })
  likes!: number;

  @ApiProperty({ example: 0, description: 'People who disliked the post' })
  dislikes!: number;

  @ApiProperty({ enum: REACTION_TYPES, nullable: true, description: "The caller's own reaction" })
  mine!: ReactionType | null;
}

export class VerificationSummaryModel implements VerificationSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: TRICK_ID_EXAMPLE })
  trickId!: string;

  @ApiProperty({ example: 'Manual' })
  trickName!: string;

  @ApiProperty({ example: 4, description: 'People who voted make' })
  votesFor!: number;

  @ApiProperty({ example: 1, description: 'People who voted fake' })
  votesAgainst!: number;

  @ApiProperty()
  isVerified!: boolean;

  @ApiProperty({ description: 'Taken back by an admin; it takes no more votes' })
  removed!: boolean;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 80,
    description: 'Make votes over all votes, rounded; null before the first vote',
  })
  percentage!: number | null;
}

export class PostUsersModel {
  @ApiProperty({ example: 'kickflip.kid' })
  username!: string;

  @ApiProperty(nullableText)
  avatarUrl!: string | null;
}

export class PostModel implements PostDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid', description: "The author's id" })
  userId!: string;

  @ApiProperty({ example: 'First kickflip down the five stair!' })
  content!: string;

  @ApiProperty({ type: String, nullable: true, format: 'uri' })
  imageUrl!: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'uri' })
  videoUrl!: string | null;

  @ApiProperty({ type: MediaModel, nullable: true, description: 'An uploaded photo or clip' })
  media!: MediaModel | null;

  @ApiProperty({ enum: POST_TYPES })
  postType!: PostType;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uuid',
    description: 'For replies: the post replied to',
  })
  parentPostId!: string | null;

  @ApiProperty({ type: [String], example: [TRICK_ID_EXAMPLE], description: 'Tagged trick ids' })
  taggedTricks!: string[];

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: PostAuthorModel })
  author!: PostAuthorDto;

  @ApiProperty({ type: [TaggedTrickModel], description: 'Tagged tricks with their names, in tagging order' })
  tricks!: TaggedTrickDto[];

  @ApiProperty({ type: PostUsersModel, description: "The author in the original trick feed's shape" })
  users!: { username: string; avatarUrl: string | null };

  @ApiProperty({
    enum: POST_REVIEW_STATUSES,
    nullable: true,
    description: 'Admin review of a trick video; null for other posts',
  })
  verificationStatus!: PostReviewStatus | null;

  @ApiProperty({ description: 'An admin approved the trick video' })
  isVerified!: boolean;

  @ApiProperty({ type: ReactionSummaryModel })
  reactions!: ReactionSummaryDto;

  @ApiProperty({ example: 2 })
  replyCount!: number;

  @ApiProperty({ type: [VerificationSummaryModel], description: 'Trick videos: one per tagged trick' })
  verifications!: VerificationSummaryDto[];
}

export class PostPageModel implements PostPageDto {
  @ApiProperty({ type: [PostModel] })
  posts!: PostDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as `cursor` for the next page; null on the last page',
  })
  nextCursor!: string | null;
}

export class DeletedPostModel implements DeletedPostDto {
  @ApiProperty({ enum: [true] })
  deleted!: true;

  @ApiProperty({ format: 'uuid' })
  id!: string;
}

export class ReactionUserModel {
  @ApiProperty({ example: 'kickflip.kid' })
  username!: string;

  @ApiProperty()
  isAdmin!: boolean;

  @ApiPropertyOptional({ format: 'email', description: "Only for admins, and on the caller's own reaction" })
  email?: string;
}

export class ReactionModel implements ReactionDto {
  @ApiProperty({ format: 'uuid' })
  postId!: string;

  @ApiProperty({ format: 'uuid' })
  userId!: string;

  @ApiProperty({ enum: REACTION_TYPES })
  reactionType!: ReactionType;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: ReactionUserModel })
  user!: { username: string; isAdmin: boolean; email?: string };
}
