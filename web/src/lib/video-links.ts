/** How a pasted video link plays: in its site's player, or as a plain video file. */
export type VideoSource =
  { kind: 'embed'; provider: 'YouTube' | 'Vimeo' | 'TikTok'; src: string } | { kind: 'file'; src: string };

const YOUTUBE_ID = /^[\w-]{6,20}$/;
const NUMERIC_ID = /^\d{3,25}$/;

/**
 * YouTube (watch, short, shorts and embed links; played from its privacy-enhanced domain), Vimeo and
 * TikTok become their players; any other http(s) link is played as a file. Anything else is not a video.
 */
export function videoSourceOf(link: string): VideoSource | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const segments = url.pathname.split('/').filter(Boolean);

  const youTubeId =
    host === 'youtu.be'
      ? segments[0]
      : host === 'youtube.com'
        ? segments[0] === 'watch'
          ? url.searchParams.get('v')
          : ['shorts', 'embed', 'live'].includes(segments[0] ?? '')
            ? segments[1]
            : null
        : null;
  if (youTubeId && YOUTUBE_ID.test(youTubeId)) {
    return { kind: 'embed', provider: 'YouTube', src: `https://www.youtube-nocookie.com/embed/${youTubeId}` };
  }

  const vimeoId = host === 'vimeo.com' ? segments.find((segment) => NUMERIC_ID.test(segment)) : null;
  if (vimeoId) return { kind: 'embed', provider: 'Vimeo', src: `https://player.vimeo.com/video/${vimeoId}` };

  const tikTokId = host === 'tiktok.com' && segments[1] === 'video' ? segments[2] : null;
  if (tikTokId && NUMERIC_ID.test(tikTokId)) {
    return { kind: 'embed', provider: 'TikTok', src: `https://www.tiktok.com/embed/v2/${tikTokId}` };
  }

  return { kind: 'file', src: url.href };
}
