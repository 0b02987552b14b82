import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isBlurhashValid } from 'blurhash';
import sharp from 'sharp';
import { MEDIA_FAILURE_REASONS } from '@boonies/contracts/media';
import { processMedia } from '../../src/processing/process-media';
import { MediaRejected, type ProcessingLimits } from '../../src/processing/types';
import {
  gpsPhoto,
  heicLike,
  makeTempDir,
  PHOTO_MARKERS,
  picture,
  pngBomb,
  smallClip,
  truncated,
  zipArchive,
} from '../fixtures/media-fixtures';

const LIMITS: ProcessingLimits = { videoMaxSeconds: 60, imageMaxPixels: 50_000_000 };

async function rejection(promise: Promise<unknown>): Promise<MediaRejected> {
  const error = await promise.then(
    () => new Error('expected processing to be refused'),
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof MediaRejected)) throw error;
  return error;
}

/** The chunk types of a WebP file (RIFF): metadata would be `EXIF`, `XMP ` or `ICCP`. */
function webpChunks(file: Buffer): string[] {
  const chunks: string[] = [];
  for (let at = 12; at + 8 <= file.length;) {
    chunks.push(file.toString('latin1', at, at + 4));
    const size = file.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return chunks;
}

describe('processing a photo', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  let workDir: string;

  beforeEach(async () => {
    temp = await makeTempDir('image');
    workDir = temp.dir;
  });
  afterEach(() => temp.remove());

  it('turns a sideways phone photo upright and drops its location, EXIF, XMP and colour profile', async () => {
    const input = await gpsPhoto(workDir);
    const original = await sharp(input).metadata();
    expect(original).toMatchObject({ width: 400, height: 200, orientation: 6 });
    expect(original.exif?.includes(PHOTO_MARKERS.exif)).toBe(true);
    expect(original.icc).toBeDefined();

    const media = await processMedia({ kind: 'image', inputPath: input, workDir, limits: LIMITS });

    expect(media.files).toEqual({
      'feed.webp': { path: path.join(workDir, 'feed.webp'), contentType: 'image/webp' },
      'full.webp': { path: path.join(workDir, 'full.webp'), contentType: 'image/webp' },
    });
    expect([media.width, media.height]).toEqual([200, 400]);
    expect(media.durationMs).toBeNull();
    expect(isBlurhashValid(media.blurhash!).result).toBe(true);
    for (const file of Object.values(media.files)) {
      const written = await sharp(file.path).metadata();
      expect(written).toMatchObject({ format: 'webp', width: 200, height: 400 });
      expect(written.orientation).toBeUndefined();
      expect(written.exif).toBeUndefined();
      expect(written.xmp).toBeUndefined();
      expect(written.iptc).toBeUndefined();
      expect(written.icc).toBeUndefined();
      const bytes = await readFile(file.path);
      expect(webpChunks(bytes).filter((chunk) => ['EXIF', 'XMP ', 'ICCP'].includes(chunk))).toEqual([]);
      expect(bytes.includes(PHOTO_MARKERS.exif)).toBe(false);
      expect(bytes.includes(PHOTO_MARKERS.xmp)).toBe(false);
    }
  });

  it('scales a 12-megapixel photo to 2048 for full view and 1080 for the feed', async () => {
    const input = await picture(workDir, { name: 'big.jpg', width: 4000, height: 3000, format: 'jpeg' });

    const media = await processMedia({ kind: 'image', inputPath: input, workDir, limits: LIMITS });

    expect([media.width, media.height]).toEqual([2048, 1536]);
    const feed = await sharp(media.files['feed.webp']!.path).metadata();
    expect([feed.width, feed.height]).toEqual([1080, 810]);
  }, 60_000);

  it('reads an AVIF photo', async () => {
    const input = await picture(workDir, { name: 'photo.avif', width: 300, height: 500, format: 'avif' });

    const media = await processMedia({ kind: 'image', inputPath: input, workDir, limits: LIMITS });

    expect([media.width, media.height]).toEqual([300, 500]);
  });

  it('refuses a 100-megapixel photo by its header, without decoding it', async () => {
    const input = await picture(workDir, { name: 'huge.png', width: 10_000, height: 10_000, format: 'png' });
    const rssBefore = process.memoryUsage().rss;
    const started = Date.now();

    const error = await rejection(processMedia({ kind: 'image', inputPath: input, workDir, limits: LIMITS }));

    expect(error.reason).toBe(MEDIA_FAILURE_REASONS.tooLarge);
    expect(Date.now() - started).toBeLessThan(1000);
    // Decoded it would take 300 MB.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(50 * 1024 * 1024);
    expect(await readdir(workDir)).toEqual(['huge.png']);
  }, 60_000);

  it('refuses a decompression bomb declaring 50000x50000', async () => {
    const input = await pngBomb(workDir);

    const error = await rejection(
      processMedia({
        kind: 'image',
        inputPath: input,
        workDir,
        limits: { ...LIMITS, imageMaxPixels: 200_000_000 },
      }),
    );

    expect(error.reason).toBe(MEDIA_FAILURE_REASONS.tooLarge);
  });

  it('refuses a photo cut short as damaged and leaves no rendition behind', async () => {
    const input = await truncated(
      await picture(workDir, { name: 'cut.jpg', width: 1200, height: 900, format: 'jpeg' }),
      0.5,
    );

    const error = await rejection(processMedia({ kind: 'image', inputPath: input, workDir, limits: LIMITS }));

    expect(error.reason).toBe(MEDIA_FAILURE_REASONS.corrupt);
    expect(await readdir(workDir)).toEqual(['cut.jpg']);
  });

  it('refuses an HEIC photo this build cannot decode as unreadable, saying why in the detail', async () => {
    const input = await heicLike(workDir);

    const error = await rejection(processMedia({ kind: 'image', inputPath: input, workDir, limits: LIMITS }));

    expect(error.reason).toBe(MEDIA_FAILURE_REASONS.notMedia);
    expect(error.detail).toMatch(/HEIC/);
  });

  it('refuses a clip uploaded as a photo as not what it says it is', async () => {
    const input = await smallClip(workDir, { name: 'photo.jpg', seconds: 1 });

    const error = await rejection(processMedia({ kind: 'image', inputPath: input, workDir, limits: LIMITS }));

    expect(error.reason).toBe(MEDIA_FAILURE_REASONS.mismatch);
  });

  it('refuses a zip as not media', async () => {
    const input = await zipArchive(workDir);

    const error = await rejection(processMedia({ kind: 'image', inputPath: input, workDir, limits: LIMITS }));

    expect(error.reason).toBe(MEDIA_FAILURE_REASONS.notMedia);
  });
});
