import { videoSourceOf } from '../../lib/video-links';
import { cn } from '../../lib/utils';

interface VideoPlayerProps {
  url: string;
  /** Names the player for screen readers, e.g. "Kickflip video". */
  title: string;
  className?: string;
}

/** A video link, played in place. Nothing renders for a link that is not a video. */
export function VideoPlayer({ url, title, className }: VideoPlayerProps) {
  const source = videoSourceOf(url);
  if (!source) return null;
  if (source.kind === 'file') {
    return (
      <video
        src={source.src}
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
  const portrait = source.provider === 'TikTok';
  return (
    <div
      className={cn(
        'overflow-hidden rounded-xl bg-black',
        portrait ? 'mx-auto aspect-[9/16] w-full max-w-xs' : 'aspect-video w-full',
        className,
      )}
    >
      <iframe
        src={source.src}
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
