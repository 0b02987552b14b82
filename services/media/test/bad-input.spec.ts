import {
  MEDIA_EVENTS,
  MEDIA_FAILURE_REASONS,
  type MediaFailedV1,
  type MediaKind,
  type MediaReadyV1,
} from '@boonies/contracts/media';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  ffv1Clip,
  longClip,
  makeTempDir,
  picture,
  pngBomb,
  smallClip,
  truncated,
} from './fixtures/media-fixtures';
import { MediaTestService, someone } from './support/media-test-service';

jest.setTimeout(240_000);

/** Every file under a directory, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Files that pass the checks of an upload but not processing: each item fails with the reason its owner
 * reads, the worker goes on to the next job, and nothing of them is left in storage.
 */
describe('bad input through the whole service', () => {
  let service: MediaTestService;
  let files: { dir: string; remove: () => Promise<void> };

  beforeAll(async () => {
    // A low pixel limit stands for the 100-megapixel photo without making one on this machine.
    service = await MediaTestService.start('bad-input', { MEDIA_IMAGE_MAX_PIXELS: '1000000' });
    files = await makeTempDir('bad-input');
  });

  afterAll(async () => {
    await service?.stop();
    await files?.remove();
  });

  it('fails each with its reason, keeps working, and leaves no file behind', async () => {
    const cases: [string, () => Promise<string>, MediaKind, string, string][] = [
      ['a ten-minute clip', () => longClip(files.dir), 'video', 'video/mp4', MEDIA_FAILURE_REASONS.tooLong],
      [
        'a clip cut short',
        async () => truncated(await smallClip(files.dir, { name: 'cut.mp4', seconds: 3 }), 0.6),
        'video',
        'video/mp4',
        MEDIA_FAILURE_REASONS.corrupt,
      ],
      [
        'a codec we do not play',
        () => ffv1Clip(files.dir),
        'video',
        'video/x-matroska',
        MEDIA_FAILURE_REASONS.codec,
      ],
      ['an image bomb', () => pngBomb(files.dir), 'image', 'image/png', MEDIA_FAILURE_REASONS.tooLarge],
      [
        'a photo over the pixel limit',
        () => picture(files.dir, { name: 'huge.jpg', width: 1200, height: 1000, format: 'jpeg' }),
        'image',
        'image/jpeg',
        MEDIA_FAILURE_REASONS.tooLarge,
      ],
    ];
    const me = someone();
    const uploaded: { id: string; reason: string; name: string }[] = [];
    for (const [name, make, kind, mimeType, reason] of cases) {
      const media = await service.upload(me, await make(), { kind, mimeType });
      expect({ name, status: media.status }).toEqual({ name, status: 'processing' });
      uploaded.push({ id: media.id, reason, name });
    }
    for (const { id, reason, name } of uploaded) {
      const settled = await service.settledMedia(me, id, 120_000);
      expect({ name, status: settled.status, reason: settled.failureReason }).toEqual({
        name,
        status: 'failed',
        reason,
      });
    }
    const failed = await service.announced<MediaFailedV1>(MEDIA_EVENTS.mediaFailed);
    expect(
      failed
        .map(({ mediaId, reason }) => ({ mediaId, reason }))
        .sort((a, b) => a.mediaId.localeCompare(b.mediaId)),
    ).toEqual(
      uploaded
        .map(({ id, reason }) => ({ mediaId: id, reason }))
        .sort((a, b) => a.mediaId.localeCompare(b.mediaId)),
    );

    // The worker is still at work: a good photo after them is processed.
    const good = await picture(files.dir, { name: 'good.jpg', width: 800, height: 600, format: 'jpeg' });
    const ready = await service.upload(me, good, { kind: 'image', mimeType: 'image/jpeg' });
    expect((await service.settledMedia(me, ready.id)).status).toBe('ready');

    // Nothing of the failed ones is left: no original, no rendition, no scratch file.
    const [readyEvent] = (await service.announced<MediaReadyV1>(MEDIA_EVENTS.mediaReady)).filter(
      (event) => event.mediaId === ready.id,
    );
    const kept = [...new Set(Object.values(readyEvent.files).map((file) => file.key))].sort();
    await service
      .waitFor(
        async () => (await filesUnder(service.config.MEDIA_STORAGE_DIR)).sort().join() === kept.join(),
        {
          description: 'only the good photo’s renditions to be left',
        },
      )
      .catch(async (error: unknown) => {
        const left = await filesUnder(service.config.MEDIA_STORAGE_DIR);
        throw new Error(`${String(error)}: ${left.join(', ')}`);
      });
  });
});
