import {
  MEDIA_EVENTS,
  MEDIA_FAILURE_REASONS,
  MEDIA_MESSAGES,
  MEDIA_RPC,
  type MediaDeletedV1,
  type MediaFailedV1,
  type MediaReadyV1,
  type MediaUploadedV1,
} from '@boonies/contracts/media';
import { POSTS_EVENTS } from '@boonies/contracts/posts';
import { exportUserDataRpc } from '@boonies/contracts/rpc';
import { errorOf } from '@boonies/testing';
import { copyFile, stat, writeFile } from 'node:fs/promises';
import { register } from 'prom-client';
import path from 'node:path';
import { makeTempDir, picture, smallClip, zipArchive } from './fixtures/media-fixtures';
import { callerFor, MediaTestService, someone } from './support/media-test-service';

jest.setTimeout(120_000);

const MB = 1024 * 1024;
const HOUR_MS = 3600 * 1000;

describe('uploads', () => {
  let service: MediaTestService;
  let files: { dir: string; remove: () => Promise<void> };
  let photo: string;

  beforeAll(async () => {
    service = await MediaTestService.start('uploads', {
      MEDIA_UPLOADS_PER_HOUR: '4',
      MEDIA_QUOTA_BYTES_PER_DAY: String(30 * MB),
    });
    files = await makeTempDir('uploads');
    photo = await picture(files.dir, { name: 'board.jpg', width: 640, height: 480, format: 'jpeg' });
  });

  afterAll(async () => {
    await service?.stop();
    await files?.remove();
  });

  describe('starting an upload', () => {
    it('records an upload within the limits and names where its bytes go', async () => {
      const me = someone();
      const grant = await service.createUpload(me, { kind: 'image', size: 1000, mimeType: 'image/jpeg' });
      expect(grant).toEqual({ mediaId: expect.any(String), uploadKey: `uploads/${grant.mediaId}` });
      expect(await service.row(grant.mediaId)).toMatchObject({
        owner_id: me.userId,
        kind: 'image',
        status: 'uploading',
        size: '1000',
        post_id: null,
        expires_at: expect.any(Date),
      });
    });

    it('refuses anyone not signed in', async () => {
      const refusal = await errorOf(
        service.call(MEDIA_RPC.createUpload, { kind: 'image', size: 10, mimeType: 'image/png' }),
      );
      expect(refusal.code).toBe('UNAUTHENTICATED');
    });

    it('refuses a declared size over the kind’s limit', async () => {
      const refusal = await errorOf(
        service.createUpload(someone(), { kind: 'image', size: 25 * MB + 1, mimeType: 'image/png' }),
      );
      expect(refusal).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', error: expect.stringContaining('25 MB') });
      expect(
        await errorOf(
          service.createUpload(someone(), { kind: 'video', size: 250 * MB + 1, mimeType: 'video/mp4' }),
        ),
      ).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    });

    it('refuses a type it does not take, and a type of the other kind', async () => {
      expect(
        await errorOf(
          service.createUpload(someone(), { kind: 'image', size: 10, mimeType: 'application/zip' }),
        ),
      ).toEqual({ code: 'VALIDATION_FAILED', error: MEDIA_MESSAGES.mimeType, field: 'mimeType' });
      expect(
        await errorOf(service.createUpload(someone(), { kind: 'video', size: 10, mimeType: 'image/png' })),
      ).toMatchObject({ code: 'VALIDATION_FAILED', error: MEDIA_MESSAGES.kindMismatch });
    });

    it('refuses fields the contract does not know, and a size that is not a whole number', async () => {
      expect(
        (
          await errorOf(
            service.callUnchecked(
              MEDIA_RPC.createUpload,
              { kind: 'image', size: 10, mimeType: 'image/png', ownerId: 'x' },
              someone(),
            ),
          )
        ).code,
      ).toBe('VALIDATION_FAILED');
      expect(
        (
          await errorOf(
            service.callUnchecked(
              MEDIA_RPC.createUpload,
              { kind: 'image', size: 1.5, mimeType: 'image/png' },
              someone(),
            ),
          )
        ).code,
      ).toBe('VALIDATION_FAILED');
    });

    it('refuses the upload past the hourly number, for that skater only', async () => {
      const me = someone();
      for (let i = 0; i < 4; i++)
        await service.createUpload(me, { kind: 'image', size: 10, mimeType: 'image/png' });
      const refusal = await errorOf(
        service.createUpload(me, { kind: 'image', size: 10, mimeType: 'image/png' }),
      );
      expect(refusal).toMatchObject({ code: 'RATE_LIMITED', error: MEDIA_MESSAGES.rate });
      expect(refusal.retryAfterSeconds).toBeGreaterThan(3500);
      await expect(
        service.createUpload(someone(), { kind: 'image', size: 10, mimeType: 'image/png' }),
      ).resolves.toBeDefined();
    });

    it('refuses bytes past the daily allowance, counting uploads of the last 24 hours', async () => {
      const me = someone();
      await service.createUpload(me, { kind: 'video', size: 20 * MB, mimeType: 'video/mp4' });
      const refusal = await errorOf(
        service.createUpload(me, { kind: 'video', size: 10 * MB + 1, mimeType: 'video/mp4' }),
      );
      expect(refusal).toMatchObject({ code: 'RATE_LIMITED', error: MEDIA_MESSAGES.quota });
      await expect(
        service.createUpload(me, { kind: 'video', size: 10 * MB, mimeType: 'video/mp4' }),
      ).resolves.toBeDefined();

      // What was declared a day ago no longer counts.
      await service.query(
        `UPDATE media.media SET created_at = now() - interval '25 hours' WHERE owner_id = $1`,
        [me.userId],
      );
      await expect(
        service.createUpload(me, { kind: 'video', size: 20 * MB, mimeType: 'video/mp4' }),
      ).resolves.toBeDefined();
    });
  });

  describe('completing an upload', () => {
    it('queues a photo that checks out, makes its renditions and deletes the original', async () => {
      const me = someone();
      const queued = await service.upload(me, photo, { kind: 'image', mimeType: 'image/jpeg' });
      expect(queued).toMatchObject({ status: 'processing', url: null });

      const ready = await service.settledMedia(me, queued.id);
      expect(ready).toEqual({
        id: queued.id,
        kind: 'image',
        status: 'ready',
        url: `/api/media/${queued.id}/feed.webp`,
        fullUrl: `/api/media/${queued.id}/full.webp`,
        width: expect.any(Number),
        height: expect.any(Number),
        durationMs: null,
        blurhash: expect.any(String),
        failureReason: null,
      });

      const [uploaded] = await service.announced<MediaUploadedV1>(MEDIA_EVENTS.mediaUploaded);
      expect(uploaded).toMatchObject({ mediaId: queued.id, ownerId: me.userId, revision: 2 });
      const announced = (await service.announced<MediaReadyV1>(MEDIA_EVENTS.mediaReady)).filter(
        (event) => event.mediaId === queued.id,
      );
      expect(announced).toHaveLength(1);
      expect(announced[0]).toMatchObject({ revision: 3, width: ready.width, height: ready.height });
      for (const rendition of ['feed.webp', 'full.webp'] as const) {
        const file = announced[0].files[rendition];
        expect(file?.key).toMatch(/^renditions\/[0-9a-f]{64}\.webp$/);
        expect(file?.contentType).toBe('image/webp');
        expect(await service.objects.stat(file?.key ?? '')).toEqual({ size: file?.size });
      }
      // Deleted right after the outcome is committed.
      await service.waitFor(async () => (await service.objects.stat(`uploads/${queued.id}`)) === null, {
        description: 'the original to be deleted',
      });
    });

    it('answers a second completion with the state as it is, queueing once', async () => {
      const me = someone();
      const first = await service.upload(me, photo, { kind: 'image', mimeType: 'image/jpeg' });
      const again = await service.call(MEDIA_RPC.completeUpload, { mediaId: first.id }, me);
      expect(['processing', 'ready']).toContain(again.status);
      const uploaded = (await service.announced<MediaUploadedV1>(MEDIA_EVENTS.mediaUploaded)).filter(
        (event) => event.mediaId === first.id,
      );
      expect(uploaded).toHaveLength(1);
      await service.settledMedia(me, first.id);
    });

    it.each([
      [
        'a photo named like a clip',
        'photo.png',
        'video/mp4',
        'video' as const,
        MEDIA_FAILURE_REASONS.mismatch,
      ],
      [
        'a zip named like a clip',
        'archive.mp4',
        'video/mp4',
        'video' as const,
        MEDIA_FAILURE_REASONS.mismatch,
      ],
      [
        'a clip named like a photo',
        'clip.jpg',
        'image/jpeg',
        'image' as const,
        MEDIA_FAILURE_REASONS.mismatch,
      ],
      ['bytes of no known type', 'noise.jpg', 'image/jpeg', 'image' as const, MEDIA_FAILURE_REASONS.notMedia],
    ])('fails %s with the reason, without processing it', async (_case, name, mimeType, kind, reason) => {
      const made = path.join(files.dir, name);
      if (name === 'photo.png') await picture(files.dir, { name, width: 64, height: 64, format: 'png' });
      if (name === 'archive.mp4') await copyFile(await zipArchive(files.dir), made);
      if (name === 'clip.jpg') await smallClip(files.dir, { name, seconds: 1 });
      if (name === 'noise.jpg') await writeFile(made, Buffer.alloc(5000, 'boonies '));
      const me = someone();
      const failed = await service.upload(me, made, { kind, mimeType });
      expect(failed).toMatchObject({ status: 'failed', failureReason: reason, url: null });
      const announced = (await service.announced<MediaFailedV1>(MEDIA_EVENTS.mediaFailed)).filter(
        (event) => event.mediaId === failed.id,
      );
      expect(announced).toEqual([expect.objectContaining({ ownerId: me.userId, reason, revision: 2 })]);
      expect(
        (await service.announced<MediaUploadedV1>(MEDIA_EVENTS.mediaUploaded)).some(
          (event) => event.mediaId === failed.id,
        ),
      ).toBe(false);
      // Bytes that will never be processed are not kept.
      expect(await service.objects.stat(`uploads/${failed.id}`)).toBeNull();
    });

    it('refuses to complete an upload whose bytes did not all arrive, and keeps it resumable', async () => {
      const me = someone();
      const { size } = await stat(photo);
      const { mediaId } = await service.createUpload(me, { kind: 'image', size, mimeType: 'image/jpeg' });
      await service.sendBytes(mediaId, photo, size, Math.floor(size / 2));
      expect(await errorOf(service.call(MEDIA_RPC.completeUpload, { mediaId }, me))).toEqual({
        code: 'CONFLICT',
        error: MEDIA_MESSAGES.incomplete,
      });
      expect(await service.row(mediaId)).toMatchObject({ status: 'uploading' });
    });

    it('answers another skater, or an unknown upload, as not found', async () => {
      const me = someone();
      const { mediaId } = await service.createUpload(me, { kind: 'image', size: 10, mimeType: 'image/png' });
      for (const call of [
        service.call(MEDIA_RPC.completeUpload, { mediaId }, someone()),
        service.call(MEDIA_RPC.get, { mediaId }, someone()),
        service.call(MEDIA_RPC.remove, { mediaId }, someone()),
        service.call(MEDIA_RPC.get, { mediaId }, callerFor(someone().userId, true)),
        service.call(MEDIA_RPC.get, { mediaId: '00000000-0000-4000-8000-000000000000' }, me),
      ]) {
        expect(await errorOf(call)).toEqual({ code: 'NOT_FOUND', error: MEDIA_MESSAGES.notFound });
      }
      expect((await errorOf(service.call(MEDIA_RPC.get, { mediaId }))).code).toBe('UNAUTHENTICATED');
    });
  });

  describe('removing and sweeping', () => {
    it('lets the owner remove media no post carries, files and all', async () => {
      const me = someone();
      // A photo of its own: renditions are shared by every item of the same bytes.
      const own = await picture(files.dir, { name: 'own-1.jpg', width: 321, height: 201, format: 'jpeg' });
      const queued = await service.upload(me, own, { kind: 'image', mimeType: 'image/jpeg' });
      await service.settledMedia(me, queued.id);
      const [ready] = (await service.announced<MediaReadyV1>(MEDIA_EVENTS.mediaReady)).filter(
        (event) => event.mediaId === queued.id,
      );

      expect(await service.call(MEDIA_RPC.remove, { mediaId: queued.id }, me)).toEqual({
        deleted: true,
        id: queued.id,
      });
      expect(await service.row(queued.id)).toBeUndefined();
      for (const file of Object.values(ready.files)) expect(await service.objects.stat(file.key)).toBeNull();
      const deleted = (await service.announced<MediaDeletedV1>(MEDIA_EVENTS.mediaDeleted)).filter(
        (event) => event.mediaId === queued.id,
      );
      expect(deleted).toEqual([expect.objectContaining({ ownerId: me.userId, revision: 4 })]);
    });

    it('keeps a stored file another item still names', async () => {
      const me = someone();
      const first = await service.upload(me, photo, { kind: 'image', mimeType: 'image/jpeg' });
      const second = await service.upload(me, photo, { kind: 'image', mimeType: 'image/jpeg' });
      await service.settledMedia(me, first.id);
      await service.settledMedia(me, second.id);
      const readyEvents = await service.announced<MediaReadyV1>(MEDIA_EVENTS.mediaReady);
      const keysOf = (id: string) =>
        Object.values(readyEvents.find((event) => event.mediaId === id)?.files ?? {}).map((file) => file.key);
      expect(keysOf(second.id)).toEqual(keysOf(first.id));

      await service.call(MEDIA_RPC.remove, { mediaId: first.id }, me);
      for (const key of keysOf(second.id)) expect(await service.objects.stat(key)).not.toBeNull();
    });

    it('keeps media a post carries, and deletes it with the post', async () => {
      const me = someone();
      const own = await picture(files.dir, { name: 'own-2.jpg', width: 322, height: 202, format: 'jpeg' });
      const queued = await service.upload(me, own, { kind: 'image', mimeType: 'image/jpeg' });
      await service.settledMedia(me, queued.id);
      const post = await service.postWith(me.userId, queued.id);
      expect(await service.row(queued.id)).toMatchObject({ post_id: post.postId, expires_at: null });

      expect(await errorOf(service.call(MEDIA_RPC.remove, { mediaId: queued.id }, me))).toMatchObject({
        code: 'CONFLICT',
      });
      // Long past the time unposted media is kept: a post's media stays.
      await service.sweeper.runOnce(new Date(Date.now() + 48 * HOUR_MS));
      expect(await service.row(queued.id)).toBeDefined();

      const [ready] = (await service.announced<MediaReadyV1>(MEDIA_EVENTS.mediaReady)).filter(
        (event) => event.mediaId === queued.id,
      );
      const deletion = await service.deliver(POSTS_EVENTS.postDeleted, {
        postId: post.postId,
        userId: me.userId,
      });
      expect(await service.row(queued.id)).toBeUndefined();
      for (const file of Object.values(ready.files)) expect(await service.objects.stat(file.key)).toBeNull();
      const deleted = () =>
        service
          .announced<MediaDeletedV1>(MEDIA_EVENTS.mediaDeleted)
          .then((events) => events.filter((event) => event.mediaId === queued.id));
      expect(await deleted()).toHaveLength(1);

      await service.redeliver(POSTS_EVENTS.postDeleted, deletion);
      expect(await deleted()).toHaveLength(1);
    });

    it('does not attach another skater’s upload to a post', async () => {
      const me = someone();
      const { mediaId } = await service.createUpload(me, { kind: 'image', size: 10, mimeType: 'image/png' });
      await service.postWith(someone().userId, mediaId);
      expect(await service.row(mediaId)).toMatchObject({ post_id: null, expires_at: expect.any(Date) });
    });

    it('sweeps media never posted in time and uploads abandoned halfway, partial bytes and all', async () => {
      const me = someone();
      const posted = await service.upload(me, photo, { kind: 'image', mimeType: 'image/jpeg' });
      const unposted = await service.upload(me, photo, { kind: 'image', mimeType: 'image/jpeg' });
      await service.settledMedia(me, posted.id);
      await service.settledMedia(me, unposted.id);
      await service.postWith(me.userId, posted.id);
      const { size } = await stat(photo);
      const abandoned = await service.createUpload(me, { kind: 'image', size, mimeType: 'image/jpeg' });
      await service.sendBytes(abandoned.mediaId, photo, size, 100);
      expect(await service.objects.stat(abandoned.uploadKey)).toEqual({ size: 100 });

      // Within the time: nothing goes.
      await service.sweeper.runOnce(new Date(Date.now() + 23 * HOUR_MS));
      expect(await service.row(unposted.id)).toBeDefined();
      expect(await service.row(abandoned.mediaId)).toBeDefined();

      await service.sweeper.runOnce(new Date(Date.now() + 25 * HOUR_MS));
      expect(await service.row(unposted.id)).toBeUndefined();
      expect(await service.row(abandoned.mediaId)).toBeUndefined();
      expect(await service.row(posted.id)).toBeDefined();
      for (const suffix of ['', '.json']) {
        expect(await service.objects.stat(`${abandoned.uploadKey}${suffix}`)).toBeNull();
      }
      const deleted = (await service.announced<MediaDeletedV1>(MEDIA_EVENTS.mediaDeleted)).map(
        (event) => event.mediaId,
      );
      expect(deleted).toEqual(expect.arrayContaining([unposted.id, abandoned.mediaId]));
      expect(deleted).not.toContain(posted.id);
    });
  });

  describe('metrics', () => {
    it('counts processing by kind and outcome, failures and refusals by reason, and reads the queue', async () => {
      const me = someone();
      const queued = await service.upload(me, photo, { kind: 'image', mimeType: 'image/jpeg' });
      await service.settledMedia(me, queued.id);
      await errorOf(service.createUpload(me, { kind: 'image', size: 10, mimeType: 'application/zip' }));

      const text = await register.metrics();
      expect(text).toMatch(/boonies_media_processing_seconds_count\{kind="image",outcome="ready"\} [1-9]/);
      expect(text).toMatch(/boonies_media_failures_total\{reason="mismatch"\} [1-9]/);
      expect(text).toMatch(/boonies_media_uploads_refused_total\{reason="mime"\} [1-9]/);
      expect(text).toMatch(/boonies_media_queue_depth\{state="waiting"\} 0/);
      expect(text).toMatch(/boonies_media_queue_depth\{state="in_progress"\} \d/);
    });
  });

  describe('data export', () => {
    it('lists the caller’s uploads and no one else’s', async () => {
      const me = someone();
      const { mediaId } = await service.createUpload(me, {
        kind: 'image',
        size: 10,
        mimeType: 'image/png',
        fileName: 'kickflip.png',
      });
      await service.createUpload(someone(), { kind: 'image', size: 10, mimeType: 'image/png' });
      const exported = await service.call(exportUserDataRpc('media'), {}, me);
      expect(exported).toMatchObject({
        service: 'media',
        data: {
          media: [expect.objectContaining({ id: mediaId, fileName: 'kickflip.png', status: 'uploading' })],
        },
      });
    });
  });
});
