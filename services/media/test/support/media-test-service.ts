import type { CallerIdentity } from '@boonies/contracts/common';
import { MEDIA_RPC, type MediaDto, type MediaKind, type UploadGrant } from '@boonies/contracts/media';
import { type PostCreatedV1, POSTS_EVENTS } from '@boonies/contracts/posts';
import { callerFor, ServiceUnderTest, type LaunchedService } from '@boonies/service-testing';
import { createUploadStore, openStorage, type ObjectStorage, storageSettingsOf } from '@boonies/storage';
import { testNatsUrl } from '@boonies/testing';
import { Upload } from '@tus/utils';
import { connect } from 'nats';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module';
import { MediaConfig } from '../../src/config/media.config';
import { MediaJobQueue } from '../../src/jobs/job-queue';
import { MediaSweeper } from '../../src/sweep/media-sweeper';

export { callerFor } from '@boonies/service-testing';

/** A new skater, as the gateway would sign them in. */
export const someone = (): CallerIdentity => callerFor(randomUUID());

/**
 * The real media service on its own database, streams, work queue and storage directory, with the upload
 * transport's part played by the test: it writes bytes through the same tus store the gateway uses.
 */
export class MediaTestService extends ServiceUnderTest<MediaConfig> {
  readonly objects: ObjectStorage;
  private readonly ownsStorage: boolean;
  private readonly queueStream: string;

  constructor(launched: LaunchedService<MediaConfig>, ownsStorage: boolean) {
    super(launched);
    this.objects = openStorage(storageSettingsOf(this.config));
    this.ownsStorage = ownsStorage;
    this.queueStream = this.queue.stream;
  }

  /** `env` adds to the test environment, e.g. limits low enough to reach. */
  static async start(label: string, env: Record<string, string> = {}): Promise<MediaTestService> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'media-service-'));
    const launched = await ServiceUnderTest.launch({
      service: 'media',
      label,
      configClass: MediaConfig,
      appModule: (config, routing) => AppModule.forRoot(config, { routing }),
      producers: ['posts'],
      env: {
        MEDIA_STORAGE_DIR: dir,
        MEDIA_JOB_ACK_WAIT_SECONDS: '3',
        // The tests sweep when they mean to.
        MEDIA_SWEEP_SECONDS: '3600',
        ...env,
      },
    });
    return new MediaTestService(launched, true);
  }

  /** Another replica of the same service: same database, streams, queue and storage. */
  async replica(env: Record<string, string> = {}): Promise<MediaTestService> {
    const launched = await ServiceUnderTest.launch({
      service: 'media',
      label: 'replica',
      configClass: MediaConfig,
      appModule: (config, routing) => AppModule.forRoot(config, { routing }),
      producers: ['posts'],
      database: this.database,
      routing: this.routing,
      env: {
        MEDIA_STORAGE_DIR: this.config.MEDIA_STORAGE_DIR,
        MEDIA_JOB_ACK_WAIT_SECONDS: String(this.config.MEDIA_JOB_ACK_WAIT_SECONDS),
        MEDIA_SWEEP_SECONDS: '3600',
        MEDIA_JOB_MAX_DELIVERIES: String(this.config.MEDIA_JOB_MAX_DELIVERIES),
        ...env,
      },
    });
    return new MediaTestService(launched, false);
  }

  get queue(): MediaJobQueue {
    return this.app.get(MediaJobQueue);
  }

  get sweeper(): MediaSweeper {
    return this.app.get(MediaSweeper);
  }

  /** Starts an upload as the gateway does on `POST /api/uploads`. */
  createUpload(
    caller: CallerIdentity,
    upload: { kind: MediaKind; size: number; mimeType: string; fileName?: string },
  ): Promise<UploadGrant> {
    return this.call(MEDIA_RPC.createUpload, upload, caller);
  }

  /**
   * Sends a file's bytes through the tus store, as `PATCH /api/uploads/<mediaId>` would; `bytes` sends only
   * the first ones (a connection that dropped).
   */
  async sendBytes(mediaId: string, file: string, size: number, bytes = size): Promise<void> {
    const store = createUploadStore(storageSettingsOf(this.config));
    await store.create(new Upload({ id: mediaId, size, offset: 0, metadata: {} }));
    await store.write(createReadStream(file, { start: 0, end: bytes - 1 }), mediaId, 0);
  }

  /** Creates, sends and completes an upload of `file`: what a phone's whole upload comes to. */
  async upload(
    caller: CallerIdentity,
    file: string,
    declared: { kind: MediaKind; mimeType: string },
  ): Promise<MediaDto> {
    const { size } = await stat(file);
    const { mediaId } = await this.createUpload(caller, { ...declared, size, fileName: path.basename(file) });
    await this.sendBytes(mediaId, file, size);
    return this.call(MEDIA_RPC.completeUpload, { mediaId }, caller);
  }

  /** Waits until the item is ready or failed. */
  settledMedia(caller: CallerIdentity, mediaId: string, timeoutMs = 60_000): Promise<MediaDto> {
    return this.waitFor(
      async () => {
        const media = await this.call(MEDIA_RPC.get, { mediaId }, caller);
        return media.status === 'ready' || media.status === 'failed' ? media : undefined;
      },
      { timeoutMs, description: `media ${mediaId} to be processed` },
    );
  }

  /** The item's row as stored. */
  async row(mediaId: string): Promise<Record<string, unknown> | undefined> {
    const [row] = await this.query(`SELECT * FROM media.media WHERE id = $1`, [mediaId]);
    return row;
  }

  /** A post carrying the upload, as the posts service announces it. */
  async postWith(userId: string, mediaId: string): Promise<PostCreatedV1> {
    const post: PostCreatedV1 = {
      postId: randomUUID(),
      userId,
      postType: 'image',
      taggedTricks: [],
      createdAt: new Date().toISOString(),
      mediaId,
    };
    return (await this.deliver(POSTS_EVENTS.postCreated, post)).data;
  }

  override async stop(): Promise<void> {
    try {
      await super.stop();
    } finally {
      await this.removeQueueAndFiles();
    }
  }

  /** Removes what `stop` removes, of a service closed before (its replicas may have gone on using it). */
  async stopAfterClose(): Promise<void> {
    const nats = await connect({ servers: testNatsUrl() });
    try {
      const jsm = await nats.jetstreamManager();
      for (const producer of ['media', 'posts'] as const) {
        await jsm.streams.delete(this.routing.stream(producer).name).catch(() => undefined);
      }
    } finally {
      await nats.close();
    }
    await this.database.drop();
    await this.removeQueueAndFiles();
  }

  private async removeQueueAndFiles(): Promise<void> {
    const nats = await connect({ servers: testNatsUrl() });
    await (await nats.jetstreamManager()).streams.delete(this.queueStream).catch(() => undefined);
    await nats.close();
    if (this.ownsStorage) await rm(this.config.MEDIA_STORAGE_DIR, { recursive: true, force: true });
  }
}
