import { MEDIA_EVENTS, MEDIA_FAILURE_REASONS, MEDIA_RPC, type MediaReadyV1 } from '@boonies/contracts/media';
import { connect, type NatsConnection } from 'nats';
import { testNatsUrl } from '@boonies/testing';
import { makeTempDir, picture, smallClip } from './fixtures/media-fixtures';
import { MediaProcessor } from '../src/jobs/media-processor';
import { STALE_PROCESSING_MS } from '../src/sweep/media-sweeper';
import { JOBS_CONSUMER } from '../src/jobs/job-queue';
import { MediaTestService, someone } from './support/media-test-service';

jest.setTimeout(180_000);

/** How many jobs each replica ran, counted on its processor. */
function countRuns(service: MediaTestService): () => number {
  const spy = jest.spyOn(service.app.get(MediaProcessor), 'run');
  return () => spy.mock.calls.length;
}

describe('the processing queue', () => {
  let files: { dir: string; remove: () => Promise<void> };
  let nats: NatsConnection;

  beforeAll(async () => {
    files = await makeTempDir('jobs');
    nats = await connect({ servers: testNatsUrl() });
  });

  afterAll(async () => {
    await nats?.close();
    await files?.remove();
  });

  /** Takes the next job as a worker would, and then dies: never answers. */
  async function takeJobAndDie(service: MediaTestService): Promise<string> {
    const message = await service.waitFor(
      async () => {
        // The queue exists once the first job is put on it.
        const consumer = await nats
          .jetstream()
          .consumers.get(service.queue.stream, JOBS_CONSUMER)
          .catch(() => undefined);
        return (await consumer?.next({ expires: 1000 })) ?? undefined;
      },
      { description: 'a job to take' },
    );
    return message.json<{ mediaId: string }>().mediaId;
  }

  describe('with two replicas', () => {
    let first: MediaTestService;
    let second: MediaTestService;

    beforeAll(async () => {
      first = await MediaTestService.start('jobs-replicas');
      second = await first.replica();
    });

    afterAll(async () => {
      await second?.close();
      await first?.stop();
    });

    it('spreads the jobs over both, and processes each once', async () => {
      const runsOfFirst = countRuns(first);
      const runsOfSecond = countRuns(second);
      const me = someone();
      const uploaded = [];
      for (let i = 0; i < 6; i++) {
        const photo = await picture(files.dir, {
          name: `spread-${i}.png`,
          width: 900 + i,
          height: 700,
          format: 'png',
        });
        uploaded.push(await first.upload(me, photo, { kind: 'image', mimeType: 'image/png' }));
      }
      for (const media of uploaded) expect((await first.settledMedia(me, media.id)).status).toBe('ready');

      const ready = (await first.announced<MediaReadyV1>(MEDIA_EVENTS.mediaReady)).map(
        (event) => event.mediaId,
      );
      expect(ready.sort()).toEqual(uploaded.map((media) => media.id).sort());
      expect(runsOfFirst() + runsOfSecond()).toBe(6);
      expect(runsOfFirst()).toBeGreaterThan(0);
      expect(runsOfSecond()).toBeGreaterThan(0);
      // Acknowledged after the outcome is committed: the queue empties a moment after.
      await first.waitFor(async () => (await first.queue.depth())?.inProgress === 0, {
        description: 'the jobs to be acknowledged',
      });
      expect(await first.queue.depth()).toEqual({ waiting: 0, inProgress: 0 });
    });

    it('makes a clip’s renditions: the video and its poster', async () => {
      const me = someone();
      const clip = await smallClip(files.dir, { name: 'line.mp4', seconds: 2 });
      const queued = await first.upload(me, clip, { kind: 'video', mimeType: 'video/mp4' });
      const ready = await first.settledMedia(me, queued.id, 120_000);
      expect(ready).toMatchObject({
        status: 'ready',
        url: `/api/media/${queued.id}/video.mp4`,
        fullUrl: `/api/media/${queued.id}/poster.jpg`,
        durationMs: expect.any(Number),
      });
      const [event] = (await first.announced<MediaReadyV1>(MEDIA_EVENTS.mediaReady)).filter(
        (each) => each.mediaId === queued.id,
      );
      expect(event.files['video.mp4']).toMatchObject({
        contentType: 'video/mp4',
        key: expect.stringMatching(/\.mp4$/),
      });
      expect(event.files['poster.jpg']).toMatchObject({ contentType: 'image/jpeg' });
    });
  });

  describe('when a replica stops with a job', () => {
    it('hands the job back at once, and another replica finishes it', async () => {
      // A long acknowledgement time: only a job handed back is taken again within it.
      const stopping = await MediaTestService.start('jobs-handback', { MEDIA_JOB_ACK_WAIT_SECONDS: '120' });
      let other: MediaTestService | undefined;
      try {
        // On the class: the runs of both replicas, each with the processor that ran it.
        const runs = jest.spyOn(MediaProcessor.prototype, 'run');
        const me = someone();
        const clip = await smallClip(files.dir, { name: 'long-line.mp4', seconds: 20, size: '1280x720' });
        const queued = await stopping.upload(me, clip, { kind: 'video', mimeType: 'video/mp4' });
        await stopping.waitFor(async () => runs.mock.calls.length > 0, {
          description: 'the job to start',
        });

        await stopping.close();
        other = await stopping.replica();
        const ready = await other.settledMedia(me, queued.id, 100_000);
        expect(ready.status).toBe('ready');
        const announced = (await other.announced<MediaReadyV1>(MEDIA_EVENTS.mediaReady)).filter(
          (event) => event.mediaId === queued.id,
        );
        expect(announced).toHaveLength(1);
        expect(runs.mock.contexts).toEqual([stopping.app.get(MediaProcessor), other.app.get(MediaProcessor)]);
      } finally {
        jest.restoreAllMocks();
        await other?.close();
        await stopping.stopAfterClose();
      }
    });
  });

  describe('when a worker dies with a job', () => {
    let service: MediaTestService;
    let worker: MediaTestService | undefined;

    beforeEach(async () => {
      // This replica takes requests but no jobs: the test plays its worker, and dies.
      service = await MediaTestService.start('jobs-dead-worker', {
        MEDIA_WORKERS: '0',
        MEDIA_JOB_MAX_DELIVERIES: '2',
      });
    });

    afterEach(async () => {
      await worker?.close();
      worker = undefined;
      await service?.stop();
    });

    it('hands the job to another worker once its time runs out, and processes it once', async () => {
      const me = someone();
      const photo = await picture(files.dir, {
        name: 'redelivered.jpg',
        width: 400,
        height: 300,
        format: 'jpeg',
      });
      const queued = await service.upload(me, photo, { kind: 'image', mimeType: 'image/jpeg' });
      expect(await takeJobAndDie(service)).toBe(queued.id);

      worker = await service.replica({ MEDIA_WORKERS: '1' });
      const runs = countRuns(worker);
      expect((await service.settledMedia(me, queued.id, 30_000)).status).toBe('ready');
      const ready = (await service.announced<MediaReadyV1>(MEDIA_EVENTS.mediaReady)).filter(
        (event) => event.mediaId === queued.id,
      );
      expect(ready).toHaveLength(1);
      expect(runs()).toBe(1);
      await service.waitFor(async () => (await service.queue.depth())?.inProgress === 0, {
        description: 'the job to be acknowledged',
      });
      expect(await service.queue.depth()).toEqual({ waiting: 0, inProgress: 0 });
    });

    it('fails the item for its owner when every allowed delivery was used', async () => {
      const me = someone();
      const photo = await picture(files.dir, { name: 'doomed.jpg', width: 401, height: 300, format: 'jpeg' });
      const queued = await service.upload(me, photo, { kind: 'image', mimeType: 'image/jpeg' });
      await takeJobAndDie(service);
      await takeJobAndDie(service);

      worker = await service.replica({ MEDIA_WORKERS: '1' });
      const failed = await service.settledMedia(me, queued.id, 30_000);
      expect(failed).toMatchObject({ status: 'failed', failureReason: MEDIA_FAILURE_REASONS.processing });
      expect(await service.announced(MEDIA_EVENTS.mediaFailed)).toEqual([
        expect.objectContaining({ mediaId: queued.id, reason: MEDIA_FAILURE_REASONS.processing }),
      ]);
      // Deleted right after the outcome is committed.
      await service.waitFor(async () => (await service.objects.stat(`uploads/${queued.id}`)) === null, {
        description: 'the original to be deleted',
      });
    });

    it('queues again only the job of an item whose job is gone from the queue', async () => {
      const me = someone();
      const photo = await picture(files.dir, { name: 'lost.jpg', width: 402, height: 300, format: 'jpeg' });
      const queued = await service.upload(me, photo, { kind: 'image', mimeType: 'image/jpeg' });
      await takeJobAndDie(service);
      const later = (base: number) => new Date(base + STALE_PROCESSING_MS + 1000);

      // Stale, but its job is still in the queue (taken and not finished): queueing it again is refused.
      const firstLook = later(Date.now());
      expect(await service.sweeper.runOnce(firstLook)).toEqual({ deleted: 0, requeued: 0 });
      // The job is lost for good: gone from the queue as if it had expired.
      await (await nats.jetstreamManager()).streams.purge(service.queue.stream);
      // Looked at just now: not stale yet.
      expect(await service.sweeper.runOnce(firstLook)).toEqual({ deleted: 0, requeued: 0 });
      expect(await service.sweeper.runOnce(later(firstLook.getTime()))).toEqual({ deleted: 0, requeued: 1 });
      worker = await service.replica({ MEDIA_WORKERS: '1' });
      expect((await service.settledMedia(me, queued.id, 30_000)).status).toBe('ready');
      expect(await service.call(MEDIA_RPC.get, { mediaId: queued.id }, me)).toMatchObject({
        status: 'ready',
      });
    });
  });
});
