import type { MediaDto } from '@boonies/contracts/media';
import { ImageOff } from 'lucide-react';
import { useState, type CSSProperties } from 'react';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { MEDIA_SCREEN_MESSAGES } from '../media-messages';
import { BlurhashCanvas } from './blurhash-canvas';

interface MediaViewProps {
  media: MediaDto;
  /** The picture's description (the post's text) or the clip's name, for screen readers. */
  alt: string;
  className?: string;
}

/** The space the media will take, from its recorded size: nothing jumps when it loads. */
function frameStyle(media: MediaDto): CSSProperties {
  const ratio = media.width && media.height ? `${media.width} / ${media.height}` : '16 / 9';
  return { aspectRatio: ratio };
}

/**
 * An uploaded photo or clip. While the media service works on it: "Processing…"; when it could not: the
 * reason. A clip plays only when tapped (never on its own, muted or not) and seeks by range requests.
 */
export function MediaView({ media, alt, className }: MediaViewProps) {
  if (media.status === 'failed') {
    return (
      <div
        role="note"
        className={cn(
          'flex items-start gap-2 rounded-xl border border-dashed px-4 py-3 text-sm text-muted-foreground',
          className,
        )}
      >
        <ImageOff aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong className="font-medium text-foreground">{MEDIA_SCREEN_MESSAGES.failedTitle}.</strong>{' '}
          {media.failureReason ?? MEDIA_SCREEN_MESSAGES.failedFallback}
        </span>
      </div>
    );
  }
  if (media.status !== 'ready' || !media.url) {
    return (
      <div
        style={frameStyle(media)}
        data-media-status={media.status}
        className={cn(
          'flex max-h-[28rem] w-full items-center justify-center rounded-xl border bg-muted',
          className,
        )}
      >
        <Spinner label={MEDIA_SCREEN_MESSAGES.processing} />
      </div>
    );
  }
  return media.kind === 'video' ? (
    <ReadyVideo media={media} url={media.url} alt={alt} className={className} />
  ) : (
    <ReadyImage media={media} url={media.url} alt={alt} className={className} />
  );
}

interface ReadyProps {
  media: MediaDto;
  url: string;
  alt: string;
  className?: string;
}

function ReadyVideo({ media, url, alt, className }: ReadyProps) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div
      style={frameStyle(media)}
      className={cn('relative max-h-[28rem] w-full overflow-hidden rounded-xl bg-black', className)}
    >
      {media.blurhash && !loaded && <BlurhashCanvas hash={media.blurhash} />}
      <video
        src={url}
        poster={media.fullUrl ?? undefined}
        controls
        playsInline
        preload="metadata"
        aria-label={alt}
        onLoadedData={() => setLoaded(true)}
        className="relative size-full bg-transparent object-contain"
      />
    </div>
  );
}

function ReadyImage({ media, url, alt, className }: ReadyProps) {
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Open the photo: ${alt}`}
        style={frameStyle(media)}
        className={cn(
          'relative block max-h-[28rem] w-full overflow-hidden rounded-xl border bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          className,
        )}
      >
        {media.blurhash && !loaded && <BlurhashCanvas hash={media.blurhash} />}
        <img
          src={url}
          alt={alt}
          loading="lazy"
          decoding="async"
          width={media.width ?? undefined}
          height={media.height ?? undefined}
          onLoad={() => setLoaded(true)}
          className="relative size-full object-contain"
        />
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-3xl p-2 pt-12" aria-describedby={undefined}>
          <DialogTitle className="sr-only">{alt}</DialogTitle>
          <img
            src={media.fullUrl ?? url}
            alt={alt}
            className="max-h-[80dvh] w-full rounded-lg object-contain"
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
