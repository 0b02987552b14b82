import { VIDEO_URL_MESSAGE } from '../links/media-links';

/** Limits of posts, shared by the posts service, the gateway and the web app. */
export const POST_TYPES = ['text', 'image', 'video', 'trick_video', 'reply'] as const;
export type PostType = (typeof POST_TYPES)[number];

export const REACTION_TYPES = ['like', 'dislike'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];

export const POST_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PostReviewStatus = (typeof POST_REVIEW_STATUSES)[number];

export const POST_CONTENT_MAX = 2000;
export const REPLY_CONTENT_MAX = 500;
export const TAGGED_TRICKS_MAX = 10;
export const FEED_PAGE_SIZE = 20;
export const FEED_PAGE_MAX = 50;
export const FEED_CURSOR_MAX = 200;
/** The most posts one socket watches the like counts of at once: about two screens of a feed. */
export const WATCHED_POSTS_MAX = 50;
/** A watched post's like counts are pushed at most once in this window, with the counts at its end. */
export const LIKES_PUSH_WINDOW_MS = 1000;
/** The trick picker lists at most this many matches; the inline tag search suggests at most this many. */
export const TRICK_PICKER_LIMIT = 100;
export const TAG_SUGGESTIONS = 5;

/** A reaction or vote by an admin or a trusted skater counts this much; anyone else's counts 1. */
export const PRIVILEGED_WEIGHT = 5;
export const weightOf = (user: { isAdmin: boolean; isTrusted: boolean }): number =>
  user.isAdmin || user.isTrusted ? PRIVILEGED_WEIGHT : 1;

export const POST_MESSAGES = {
  emptyContent: 'Post content cannot be empty',
  contentTooLong: `Posts can be at most ${POST_CONTENT_MAX} characters`,
  replyTooLong: `Replies can be at most ${REPLY_CONTENT_MAX} characters`,
  invalidImageUrl: 'Please enter a valid image URL',
  invalidVideoUrl: VIDEO_URL_MESSAGE,
  noTricks: 'Select at least one trick',
  tooManyTricks: `Tag at most ${TAGGED_TRICKS_MAX} tricks`,
  brandTrickVideo: 'Brand accounts cannot post trick videos',
} as const;

/** `@username` mentions and `#tag` trick tags in a post's text. */
export * from './mentions';
