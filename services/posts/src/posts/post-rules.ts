import { MEDIA_MESSAGES, type MediaKind } from '@boonies/contracts/media';
import {
  type CreatePostDto,
  POST_MESSAGES,
  type PostReviewStatus,
  type PostType,
  REPLY_CONTENT_MAX,
  type ReviewPostDto,
} from '@boonies/contracts/posts';
import { DomainError } from '@boonies/platform';

export const REPLY_MESSAGES = {
  textOnly: 'Replies are text only',
  parentOnlyForReplies: 'Only a reply has a parentPostId',
  replyToReply: 'You can only reply to a post, not to a reply',
} as const;

export const REVIEW_MESSAGES = {
  onlyTrickVideos: 'Only trick videos can be reviewed',
  contradiction: 'isVerified must be true exactly when verificationStatus is approved',
} as const;

/** What `POST /api/posts` creates: an ordinary post of a kind its media decide, or a reply to a post. */
export type PostPlan =
  | { kind: 'post'; postType: Exclude<PostType, 'reply' | 'trick_video'>; taggedTricks: string[] }
  | { kind: 'reply'; parentPostId: string };

const invalid = (field: string, message: string) => new DomainError('VALIDATION_FAILED', message, { field });

/** An uploaded photo or clip, or a pasted link: a post carries one or the other. */
export function refuseMediaAndLink(request: {
  mediaId?: string;
  imageUrl?: string;
  videoUrl?: string;
}): void {
  if (request.mediaId !== undefined && (request.imageUrl !== undefined || request.videoUrl !== undefined)) {
    throw invalid('mediaId', MEDIA_MESSAGES.mediaAndLink);
  }
}

/**
 * The kind of upload an ordinary post asks for: the kind it names (`image`, `video`), or whatever the upload
 * is when it names none. A text post carries no upload.
 */
export function wantedMediaKind(request: Pick<CreatePostDto, 'postType'>): MediaKind | null {
  if (request.postType === 'image' || request.postType === 'video') return request.postType;
  if (request.postType === 'text') throw invalid('mediaId', MEDIA_MESSAGES.wrongKind);
  return null;
}

/** The kind of an ordinary post follows from its media: an image, else a video, else text. */
export function derivedPostType(
  request: Pick<CreatePostDto, 'imageUrl' | 'videoUrl'>,
): 'text' | 'image' | 'video' {
  if (request.imageUrl) return 'image';
  if (request.videoUrl) return 'video';
  return 'text';
}

/**
 * Reads a validated `CreatePostDto`: a `parentPostId` (or `postType: 'reply'`) makes it a reply, which is
 * text only and at most REPLY_CONTENT_MAX characters.
 */
export function planPost(request: CreatePostDto): PostPlan {
  const isReply = request.postType === 'reply' || request.parentPostId !== undefined;
  if (!isReply) {
    return { kind: 'post', postType: derivedPostType(request), taggedTricks: request.taggedTricks ?? [] };
  }
  if (request.postType !== undefined && request.postType !== 'reply') {
    throw invalid('parentPostId', REPLY_MESSAGES.parentOnlyForReplies);
  }
  if (request.parentPostId === undefined)
    throw invalid('parentPostId', 'parentPostId must be a valid post id');
  if (request.content.length > REPLY_CONTENT_MAX) throw invalid('content', POST_MESSAGES.replyTooLong);
  if (request.imageUrl !== undefined) throw invalid('imageUrl', REPLY_MESSAGES.textOnly);
  if (request.videoUrl !== undefined) throw invalid('videoUrl', REPLY_MESSAGES.textOnly);
  if (request.taggedTricks?.length) throw invalid('taggedTricks', REPLY_MESSAGES.textOnly);
  if (request.mediaId !== undefined) throw invalid('mediaId', REPLY_MESSAGES.textOnly);
  return { kind: 'reply', parentPostId: request.parentPostId };
}

/** An admin's review: approved means verified, anything else means not; a request saying otherwise is refused. */
export function reviewOutcome(request: ReviewPostDto): {
  verificationStatus: PostReviewStatus;
  isVerified: boolean;
} {
  const isVerified = request.verificationStatus === 'approved';
  if (request.isVerified !== undefined && request.isVerified !== isVerified) {
    throw invalid('isVerified', REVIEW_MESSAGES.contradiction);
  }
  return { verificationStatus: request.verificationStatus, isVerified };
}

/** The first tagged id the trick projection does not know, if any. */
export function firstUnknownTrick(tagged: readonly string[], known: ReadonlySet<string>): string | undefined {
  return tagged.find((id) => !known.has(id));
}
