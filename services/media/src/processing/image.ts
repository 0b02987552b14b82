import path from 'node:path';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { blurhashOf } from './blurhash';
import { sniffFile } from './sniff';
import { MediaRejected, REJECTED, type ProcessedMedia, type ProcessingLimits } from './types';

/** Longer side of each rendition: the feed's column at 2x density, and a phone's full screen. */
const FEED_SIDE = 1080;
const FULL_SIDE = 2048;
const WEBP_QUALITY = 80;

/** Containers of HEVC-coded photos (iPhone's default); whether sharp reads them depends on its libheif. */
const HEIC_FORMATS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

function unreadable(format: string, error: unknown): MediaRejected {
  const detail = error instanceof Error ? error.message : String(error);
  if (HEIC_FORMATS.has(format)) {
    return new MediaRejected(REJECTED.notMedia, `HEIC photos cannot be decoded by this build: ${detail}`);
  }
  return new MediaRejected(REJECTED.corrupt, `${format}: ${detail}`);
}

/**
 * A photo's renditions: turned upright by its EXIF orientation, then written without any of its metadata
 * (location, camera, time, colour profile after conversion to sRGB), which sharp drops unless asked to keep.
 */
export async function processImage(input: {
  inputPath: string;
  workDir: string;
  limits: ProcessingLimits;
  onProgress?: () => void;
}): Promise<ProcessedMedia> {
  const sniffed = await sniffFile(input.inputPath);
  if (!sniffed) throw new MediaRejected(REJECTED.notMedia, 'unknown signature');
  if (sniffed.kind !== 'image') throw new MediaRejected(REJECTED.mismatch, `a ${sniffed.format} video`);

  // The header alone: a decompression bomb is refused by its declared size, before a pixel is decoded.
  let header: Metadata;
  try {
    header = await sharp(input.inputPath, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw unreadable(sniffed.format, error);
  }
  if (!header.width || !header.height) throw new MediaRejected(REJECTED.corrupt, 'no dimensions');
  if (header.width * header.height > input.limits.imageMaxPixels) {
    throw new MediaRejected(REJECTED.tooLarge, `${header.width}x${header.height}`);
  }
  input.onProgress?.();

  // The limit again on decode, in case the header lied about what follows.
  const upright = sharp(input.inputPath, { limitInputPixels: input.limits.imageMaxPixels }).rotate();
  const feedPath = path.join(input.workDir, 'feed.webp');
  const fullPath = path.join(input.workDir, 'full.webp');
  const written = await Promise.allSettled([
    upright
      .clone()
      .resize(FULL_SIDE, FULL_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toFile(fullPath),
    upright
      .clone()
      .resize(FEED_SIDE, FEED_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toFile(feedPath),
  ]);
  // Both settled, so nothing is still writing when the caller cleans up after a failure.
  const failure = written.find((result) => result.status === 'rejected');
  if (failure) {
    const reason: unknown = failure.reason;
    if (reason instanceof Error && /pixel limit/i.test(reason.message)) {
      throw new MediaRejected(REJECTED.tooLarge, reason.message);
    }
    throw unreadable(sniffed.format, reason);
  }
  input.onProgress?.();
  const full = (written[0] as PromiseFulfilledResult<OutputInfo>).value;

  return {
    files: {
      'feed.webp': { path: feedPath, contentType: 'image/webp' },
      'full.webp': { path: fullPath, contentType: 'image/webp' },
    },
    width: full.width,
    height: full.height,
    durationMs: null,
    blurhash: await blurhashOf(feedPath),
  };
}
