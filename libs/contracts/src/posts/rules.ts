/** Limits and link rules of posts, shared by the posts service, the gateway and the web app. */
export const POST_TYPES = ['text', 'image', 'video', 'trick_video', 'reply'] as const;
export type PostType = (typeof POST_TYPES)[number];

export const REACTION_TYPES = ['like', 'dislike'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];

export const POST_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PostReviewStatus = (typeof POST_REVIEW_STATUSES)[number];

export const POST_CONTENT_MAX = 2000;
export const REPLY_CONTENT_MAX = 500;
export const MEDIA_URL_MAX = 2048;
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

/** An absolute http(s) URL, nothing else (`javascript:`, `data:` and relative paths are refused). */
export function isHttpUrl(value: string): boolean {
  if (value.length > MEDIA_URL_MAX) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** How a video link is played: an embedded player for the big hosts, a `<video>` for a file. */
export type VideoSource =
  | { kind: 'youtube'; id: string; embedUrl: string }
  | { kind: 'vimeo'; id: string; embedUrl: string }
  | { kind: 'tiktok'; id: string; embedUrl: string }
  | { kind: 'file'; url: string };

const VIDEO_FILE = /\.(mp4|webm|mov|m4v|ogv|ogg)$/i;
const YOUTUBE_ID = /^[\w-]{11}$/;

function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
}

function youtubeId(url: URL): string | null {
  const host = hostOf(url);
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null = null;
  if (host === 'youtu.be') id = segments[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (['shorts', 'embed', 'live', 'v'].includes(segments[0] ?? '')) id = segments[1] ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = hostOf(url);
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const id = url.pathname
    .split('/')
    .filter(Boolean)
    .find((segment) => /^\d+$/.test(segment));
  return id ?? null;
}

function tiktokId(url: URL): string | null {
  if (!hostOf(url).endsWith('tiktok.com')) return null;
  const match = /\/video\/(\d+)/.exec(url.pathname) ?? /\/embed\/(?:v2\/)?(\d+)/.exec(url.pathname);
  return match?.[1] ?? null;
}

/**
 * Recognises a video link: YouTube (watch, short, shorts and embed links), Vimeo, TikTok, or a plain video
 * file. Anything else — including a non-http(s) URL — is `null`, and the server refuses it.
 */
export function recognizeVideo(value: string): VideoSource | null {
  if (!isHttpUrl(value)) return null;
  const url = new URL(value);
  const youtube = youtubeId(url);
  if (youtube)
    return { kind: 'youtube', id: youtube, embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}` };
  const vimeo = vimeoId(url);
  if (vimeo) return { kind: 'vimeo', id: vimeo, embedUrl: `https://player.vimeo.com/video/${vimeo}` };
  const tiktok = tiktokId(url);
  if (tiktok) return { kind: 'tiktok', id: tiktok, embedUrl: `https://www.tiktok.com/embed/v2/${tiktok}` };
  if (VIDEO_FILE.test(url.pathname)) return { kind: 'file', url: url.toString() };
  return null;
}

export const POST_MESSAGES = {
  emptyContent: 'Post content cannot be empty',
  contentTooLong: `Posts can be at most ${POST_CONTENT_MAX} characters`,
  replyTooLong: `Replies can be at most ${REPLY_CONTENT_MAX} characters`,
  invalidImageUrl: 'Please enter a valid image URL',
  invalidVideoUrl: 'Video link must be a YouTube, Vimeo or TikTok link or a video file (.mp4, .webm, .mov)',
  noTricks: 'Select at least one trick',
  tooManyTricks: `Tag at most ${TAGGED_TRICKS_MAX} tricks`,
  brandTrickVideo: 'Brand accounts cannot post trick videos',
} as const;

/** `@username` mentions and `#tag` trick tags in a post's text. */
export * from './mentions';
