import { execFile } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { decode, isBlurhashValid } from 'blurhash';
import sharp from 'sharp';
import { MEDIA_FAILURE_REASONS } from '@boonies/contracts/media';
import { locateFfmpeg } from '../../src/processing/ffmpeg-binaries';
import { processMedia } from '../../src/processing/process-media';
import { RunStopped } from '../../src/processing/run-process';
import { MediaRejected, type ProcessingLimits } from '../../src/processing/types';
import {
  ffv1Clip,
  hdrClip,
  longClip,
  makeTempDir,
  phoneClip,
  picture,
  recordedWebm,
  smallClip,
  topLevelBoxes,
  truncated,
  webmClip,
  zipArchive,
} from '../fixtures/media-fixtures';

const run = promisify(execFile);
const LIMITS: ProcessingLimits = { videoMaxSeconds: 60, imageMaxPixels: 50_000_000 };

interface Probed {
  streams: {
    codec_type: string;
    codec_name: string;
    width?: number;
    height?: number;
    pix_fmt?: string;
    side_data_list?: unknown[];
    tags?: Record<string, string>;
  }[];
  format: { duration: string; tags?: Record<string, string> };
}

async function ffprobe(file: string): Promise<Probed> {
  const { stdout } = await run(locateFfmpeg().ffprobe, [
    ...['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
  ]);
  return JSON.parse(stdout) as Probed;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected processing to be refused');
    },
    (error: unknown) => error,
  );
}

/** ffmpeg processes this test process started that are still running. */
async function ffmpegChildren(): Promise<string[]> {
  const { stdout } = await run('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)]);
  return stdout.split('\n').filter((line) => /ffmpeg|ffprobe/.test(line));
}

/** What processing left in its work directory besides the input. */
async function leftovers(workDir: string, input: string): Promise<string[]> {
  return (await readdir(workDir)).filter((name) => name !== path.basename(input));
}

describe('processing a clip', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  let workDir: string;

  beforeEach(async () => {
    temp = await makeTempDir('video');
    workDir = temp.dir;
  });
  afterEach(() => temp.remove());

  it('turns a rotated 1080p phone clip into an upright 720p H.264/AAC MP4 with its index first', async () => {
    const input = await phoneClip(workDir, 5);
    let progress = 0;

    const media = await processMedia({
      kind: 'video',
      inputPath: input,
      workDir,
      limits: LIMITS,
      onProgress: () => (progress += 1),
    });

    expect(media.files['video.mp4']).toEqual({
      path: path.join(workDir, 'video.mp4'),
      contentType: 'video/mp4',
    });
    expect(media.files['poster.jpg']).toEqual({
      path: path.join(workDir, 'poster.jpg'),
      contentType: 'image/jpeg',
    });
    expect([media.width, media.height]).toEqual([720, 1280]);
    expect(Math.abs(media.durationMs! - 5000)).toBeLessThanOrEqual(100);
    expect(progress).toBeGreaterThan(0);

    const out = await ffprobe(media.files['video.mp4']!.path);
    const video = out.streams.find((s) => s.codec_type === 'video')!;
    const audio = out.streams.find((s) => s.codec_type === 'audio')!;
    expect(video).toMatchObject({ codec_name: 'h264', width: 720, height: 1280, pix_fmt: 'yuv420p' });
    // Upright in its pixels: nothing left for a player to turn.
    expect(video.side_data_list ?? []).toEqual([]);
    expect(video.tags?.['rotate']).toBeUndefined();
    expect(audio.codec_name).toBe('aac');
    expect(Math.abs(Number(out.format.duration) * 1000 - 5000)).toBeLessThanOrEqual(100);
    // The input said where it was shot; the output says nothing of it.
    expect((await ffprobe(input)).format.tags?.['location']).toBeDefined();
    expect(Object.keys(out.format.tags ?? {}).filter((tag) => /location|make|model|date/i.test(tag))).toEqual(
      [],
    );

    const boxes = await topLevelBoxes(media.files['video.mp4']!.path);
    expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));

    const poster = await sharp(media.files['poster.jpg']!.path).metadata();
    expect(poster).toMatchObject({ format: 'jpeg', width: 720, height: 1280 });
    expect(poster.exif).toBeUndefined();

    expect(isBlurhashValid(media.blurhash!).result).toBe(true);
    expect(decode(media.blurhash!, 32, 32)).toHaveLength(32 * 32 * 4);
  }, 180_000);

  it('transcodes a WebM VP9/Opus clip as a browser records it', async () => {
    const input = await webmClip(workDir);

    const media = await processMedia({ kind: 'video', inputPath: input, workDir, limits: LIMITS });

    expect([media.width, media.height]).toEqual([640, 360]);
    const out = await ffprobe(media.files['video.mp4']!.path);
    expect(out.streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
    expect(Math.abs(media.durationMs! - 2000)).toBeLessThanOrEqual(100);
    expect((await stat(media.files['poster.jpg']!.path)).size).toBeGreaterThan(0);
  }, 120_000);

  it('keeps a small clip at its own size and a silent one silent', async () => {
    const input = await smallClip(workDir, { size: '320x240' });

    const media = await processMedia({ kind: 'video', inputPath: input, workDir, limits: LIMITS });

    expect([media.width, media.height]).toEqual([320, 240]);
    const out = await ffprobe(media.files['video.mp4']!.path);
    expect(out.streams.map((s) => s.codec_type)).toEqual(['video']);
  }, 120_000);

  it('tone-maps an HDR (HLG, 10-bit HEVC) phone clip to the SDR every screen shows', async () => {
    const input = await hdrClip(workDir);
    expect((await ffprobe(input)).streams[0]).toMatchObject({
      pix_fmt: 'yuv420p10le',
      color_transfer: 'arib-std-b67',
    });

    const media = await processMedia({ kind: 'video', inputPath: input, workDir, limits: LIMITS });

    const video = (await ffprobe(media.files['video.mp4']!.path)).streams[0]!;
    expect(video).toMatchObject({
      codec_name: 'h264',
      pix_fmt: 'yuv420p',
      color_transfer: 'bt709',
      color_primaries: 'bt709',
    });
    // Tone-mapped, a test card keeps its bright and dark parts rather than turning grey.
    const poster = await sharp(media.files['poster.jpg']!.path).stats();
    expect(Math.max(...poster.channels.map((c) => c.max))).toBeGreaterThan(200);
    expect(Math.min(...poster.channels.map((c) => c.min))).toBeLessThan(40);
  }, 120_000);

  it('transcodes a recording whose header gives no length, within the limit', async () => {
    const input = await recordedWebm(workDir, 2);
    expect((await ffprobe(input)).format.duration).toBeUndefined();

    const media = await processMedia({ kind: 'video', inputPath: input, workDir, limits: LIMITS });

    expect(Math.abs(media.durationMs! - 2000)).toBeLessThanOrEqual(100);
  }, 120_000);

  it('refuses a recording of unknown length once decoding shows it too long, leaving nothing behind', async () => {
    const input = await recordedWebm(workDir, 4);

    const error = await rejection(
      processMedia({ kind: 'video', inputPath: input, workDir, limits: { ...LIMITS, videoMaxSeconds: 2 } }),
    );

    expect((error as MediaRejected).reason).toBe(MEDIA_FAILURE_REASONS.tooLong);
    expect(await leftovers(workDir, input)).toEqual([]);
  }, 120_000);

  it('refuses a ten-minute clip by its header, without transcoding it', async () => {
    const input = await longClip(workDir);
    const started = Date.now();

    const error = await rejection(processMedia({ kind: 'video', inputPath: input, workDir, limits: LIMITS }));

    expect(error).toBeInstanceOf(MediaRejected);
    expect((error as MediaRejected).reason).toBe(MEDIA_FAILURE_REASONS.tooLong);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await leftovers(workDir, input)).toEqual([]);
  }, 120_000);

  it('refuses a clip cut short before its index as damaged and leaves nothing behind', async () => {
    const input = await truncated(await smallClip(workDir, { seconds: 3 }), 0.5);

    const error = await rejection(processMedia({ kind: 'video', inputPath: input, workDir, limits: LIMITS }));

    expect((error as MediaRejected).reason).toBe(MEDIA_FAILURE_REASONS.corrupt);
    expect(await leftovers(workDir, input)).toEqual([]);
  }, 120_000);

  it('refuses a clip whose index promises more than its data holds', async () => {
    const input = await truncated(await smallClip(workDir, { seconds: 4, faststart: true }), 0.4);

    const error = await rejection(processMedia({ kind: 'video', inputPath: input, workDir, limits: LIMITS }));

    expect((error as MediaRejected).reason).toBe(MEDIA_FAILURE_REASONS.corrupt);
    expect(await leftovers(workDir, input)).toEqual([]);
  }, 120_000);

  it('refuses a photo renamed .mp4 as not what it says it is', async () => {
    const input = await picture(workDir, { name: 'clip.mp4', width: 64, height: 64, format: 'png' });

    const error = await rejection(processMedia({ kind: 'video', inputPath: input, workDir, limits: LIMITS }));

    expect((error as MediaRejected).reason).toBe(MEDIA_FAILURE_REASONS.mismatch);
  });

  it('refuses a zip as not media', async () => {
    const input = await zipArchive(workDir);

    const error = await rejection(processMedia({ kind: 'video', inputPath: input, workDir, limits: LIMITS }));

    expect((error as MediaRejected).reason).toBe(MEDIA_FAILURE_REASONS.notMedia);
  });

  it('refuses a codec it does not decode', async () => {
    const input = await ffv1Clip(workDir);

    const error = await rejection(processMedia({ kind: 'video', inputPath: input, workDir, limits: LIMITS }));

    expect((error as MediaRejected).reason).toBe(MEDIA_FAILURE_REASONS.codec);
  });

  it('refuses a clip larger than the pixel limit before transcoding', async () => {
    const input = await smallClip(workDir, { size: '640x480' });

    const error = await rejection(
      processMedia({
        kind: 'video',
        inputPath: input,
        workDir,
        limits: { ...LIMITS, videoMaxPixels: 320 * 240 },
      }),
    );

    expect((error as MediaRejected).reason).toBe(MEDIA_FAILURE_REASONS.tooLarge);
  });

  it('kills ffmpeg when aborted and leaves no partial output', async () => {
    const input = await phoneClip(workDir, 5);
    const abort = new AbortController();
    const started = Date.now();
    let progress = 0;

    const running = processMedia({
      kind: 'video',
      inputPath: input,
      workDir,
      limits: LIMITS,
      signal: abort.signal,
      // The first call comes after probing; the next ones from ffmpeg itself, while it transcodes.
      onProgress: () => (progress += 1) === 2 && abort.abort(),
    });
    const error = await rejection(running);

    expect(error).toBeInstanceOf(RunStopped);
    expect((error as RunStopped).why).toBe('aborted');
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(await ffmpegChildren()).toEqual([]);
    expect(await leftovers(workDir, input)).toEqual([]);
  }, 120_000);

  it('kills ffmpeg when it runs out of time', async () => {
    const input = await phoneClip(workDir, 5);

    const error = await rejection(
      processMedia({ kind: 'video', inputPath: input, workDir, limits: { ...LIMITS, timeoutMs: 300 } }),
    );

    expect(error).toBeInstanceOf(RunStopped);
    expect((error as RunStopped).why).toBe('timeout');
    expect(await ffmpegChildren()).toEqual([]);
    expect(await leftovers(workDir, input)).toEqual([]);
  }, 120_000);
});
