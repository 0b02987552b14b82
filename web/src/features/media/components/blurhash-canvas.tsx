import { useEffect, useRef } from 'react';
import { cn } from '@/lib/utils';

/** Decoded small and scaled up by CSS: the placeholder is a blur anyway. */
const SIZE = 32;

/**
 * A media item's blurhash, drawn under it until the real picture or frame arrives. The decoder loads on
 * first use, in its own chunk.
 */
export function BlurhashCanvas({ hash, className }: { hash: string; className?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancelled = false;
    void import('blurhash')
      .then(({ decode, isBlurhashValid }) => {
        const target = canvas.current;
        if (cancelled || !target || !isBlurhashValid(hash).result) return;
        const context = target.getContext('2d');
        if (!context) return;
        const image = context.createImageData(SIZE, SIZE);
        image.data.set(decode(hash, SIZE, SIZE));
        context.putImageData(image, 0, 0);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [hash]);
  return (
    <canvas
      ref={canvas}
      width={SIZE}
      height={SIZE}
      aria-hidden
      data-blurhash
      className={cn('absolute inset-0 size-full', className)}
    />
  );
}
