import { MEDIA_EVENTS, MEDIA_RPC, type MediaReadyV1 } from '@boonies/contracts/media';
import { startS3Server, type RunningS3 } from '@boonies/testing';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { makeTempDir, picture } from './fixtures/media-fixtures';
import { MediaTestService, someone } from './support/media-test-service';

jest.setTimeout(120_000);

/** The same service on an S3 bucket: uploads, ranged sniffing, processing from a downloaded copy. */
describe('media kept in S3', () => {
  let s3: RunningS3;
  let service: MediaTestService;
  let files: { dir: string; remove: () => Promise<void> };

  beforeAll(async () => {
    s3 = await startS3Server();
    service = await MediaTestService.start('s3', { ...s3.environment, MEDIA_STORAGE_DIR: s3.scratchDir });
    files = await makeTempDir('s3');
  });

  afterAll(async () => {
    await service?.stop();
    await s3?.stop();
    await files?.remove();
  });

  it('processes an upload from the bucket into renditions in the bucket, and leaves no scratch file', async () => {
    const me = someone();
    const photo = await picture(files.dir, { name: 'bucket.png', width: 500, height: 400, format: 'png' });
    const queued = await service.upload(me, photo, { kind: 'image', mimeType: 'image/png' });
    expect(queued.status).toBe('processing');
    expect((await service.settledMedia(me, queued.id)).status).toBe('ready');

    const [ready] = (await service.announced<MediaReadyV1>(MEDIA_EVENTS.mediaReady)).filter(
      (event) => event.mediaId === queued.id,
    );
    for (const file of Object.values(ready.files)) {
      expect(await service.objects.stat(file.key)).toEqual({ size: file.size });
    }
    // The original and the job's scratch files go right after the outcome is committed.
    await service.waitFor(async () => (await service.objects.stat(`uploads/${queued.id}`)) === null, {
      description: 'the original to be deleted',
    });
    await service.waitFor(async () => (await readdir(path.join(s3.scratchDir, 'work'))).length === 0, {
      description: 'the scratch files to be removed',
    });

    await service.call(MEDIA_RPC.remove, { mediaId: queued.id }, me);
    for (const file of Object.values(ready.files)) expect(await service.objects.stat(file.key)).toBeNull();
  });
});
