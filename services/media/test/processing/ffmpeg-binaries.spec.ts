import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { bundledFfmpeg, locateFfmpeg, type FfmpegBinaries } from '../../src/processing/ffmpeg-binaries';
import { processVideo } from '../../src/processing/video';
import { makeTempDir, phoneClip, topLevelBoxes } from '../fixtures/media-fixtures';

const run = promisify(execFile);

async function versionOf(binary: string): Promise<string> {
  const { stdout } = await run(binary, ['-hide_banner', '-version']);
  return stdout.split('\n')[0]!;
}

describe('the ffmpeg binaries', () => {
  it("uses the distribution's ffmpeg and ffprobe when the machine has them", async () => {
    const binaries = locateFfmpeg({});

    expect(binaries).toEqual({ ffmpeg: '/usr/bin/ffmpeg', ffprobe: '/usr/bin/ffprobe', source: 'system' });
    expect(await versionOf(binaries.ffmpeg)).toMatch(/^ffmpeg version/);
    expect(await versionOf(binaries.ffprobe)).toMatch(/^ffprobe version/);
  });

  it('resolves the bundled static builds, which run', async () => {
    const binaries = bundledFfmpeg();

    expect(binaries.source).toBe('bundled');
    expect(binaries.ffmpeg).toContain(`${path.sep}node_modules${path.sep}`);
    expect(await versionOf(binaries.ffmpeg)).toMatch(/^ffmpeg version/);
    expect(await versionOf(binaries.ffprobe)).toMatch(/^ffprobe version/);
  });

  it('processes a rotated phone clip with the bundled builds as with the system ones', async () => {
    const temp = await makeTempDir('bundled');
    try {
      const input = await phoneClip(temp.dir, 2);
      const binaries: FfmpegBinaries = bundledFfmpeg();

      const media = await processVideo({
        binaries,
        inputPath: input,
        workDir: temp.dir,
        limits: { videoMaxSeconds: 60, imageMaxPixels: 50_000_000 },
      });

      expect([media.width, media.height]).toEqual([720, 1280]);
      expect(Math.abs(media.durationMs! - 2000)).toBeLessThanOrEqual(100);
      const boxes = await topLevelBoxes(media.files['video.mp4']!.path);
      expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    } finally {
      await temp.remove();
    }
  }, 180_000);
});
