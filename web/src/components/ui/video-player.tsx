import { isHttpUrl, recognizeVideo } from '@boonies/contracts/links';
import { ExternalLink } from 'lucide-react';
import { cn } from '@/lib/utils';

interface VideoPlayerProps {
  url: string;
  /** Names the player for screen readers, e.g. "Kickflip video". */
  title: string;
  className?: string;
}

/**
 * A video link, played in place: YouTube, Vimeo and TikTok in their players, a video file in a plain
 * muted player. Another web link (older catalogue entries) is offered as a link; anything else shows nothing.
 */
export function VideoPlayer({ url, title, className }: VideoPlayerProps) {
  const source = recognizeVideo(url.trim());
  if (!source) {
    if (!isHttpUrl(url.trim())) return null;
    return (
      <a
        href={url.trim()}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className={cn('inline-flex items-center gap-1.5 text-sm text-link hover:underline', className)}
      >
        <ExternalLink aria-hidden className="size-4" />
        {title}
      </a>
    );
  }
  if (source.kind === 'file') {
    return (
      <video
        src={source.url}
        controls
        muted
        playsInline
        preload="metadata"
        aria-label={title}
        className={cn('aspect-video w-full rounded-xl bg-black', className)}
      />
    );
  }
  // TikTok's player is portrait; the others are widescreen.
  const portrait = source.kind === 'tiktok';
  return (
    <div
      className={cn(
        'overflow-hidden rounded-xl bg-black',
        portrait ? 'mx-auto aspect-[9/16] w-full max-w-xs' : 'aspect-video w-full',
        className,
      )}
    >
      <iframe
        src={source.embedUrl}
        title={title}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="size-full border-0"
      />
    </div>
  );
}
