/*
 * Links to images and videos that people paste: posts, profiles and tricks all take them, so the rules are
 * shared. The web app plays a video with `recognizeVideo`; the server refuses what it does not recognise.
 */

export const MEDIA_URL_MAX = 2048;

export const VIDEO_URL_MESSAGE =
  'Video link must be a YouTube, Vimeo or TikTok link or a video file (.mp4, .webm, .mov)';

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
