import {
  MEDIA_EVENTS,
  MEDIA_FAILURE_REASONS,
  type MediaRendition,
  type StoredFileDto,
} from '@boonies/contracts/media';
import { type EventMeta, Outbox } from '@boonies/messaging';
import { Injectable, Logger } from '@nestjs/common';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { DataSource } from 'typeorm';
import { ownEventMeta } from '../event-meta';
import { MediaConfig } from '../config/media.config';
import { MediaFiles } from '../files/media-files';
import { MediaStorage } from '../files/media-storage';
import { changed, eventBase } from '../media/media-events';
import type { MediaItem } from '../media/media-item';
import { MediaRepository } from '../media/media.repository';
import { MediaService } from '../media/media.service';
import { recordProcessing } from '../metrics/media-metrics';
import {
  MediaRejected,
  processMedia,
  type ProcessedFile,
  type ProcessedMedia,
  type ProcessingLimits,
} from '../processing';
import type { MediaJob } from './job-queue';

/** What the worker does with the job's message: acknowledge it (finished either way) or hand it out again. */
export type JobOutcome = 'done' | 'retry';

export interface JobRun {
  /** Which delivery of the job this is, from 1. */
  attempt: number;
  /** Aborted when the process stops: the job is handed to another worker. */
  signal: AbortSignal;
  /** Called while work advances: the worker tells the queue it is still at it. */
  onProgress: () => void;
}

type Renditions = Partial<Record<MediaRendition, StoredFileDto>>;

/** A run's renditions: as made on this machine, and as stored. */
interface Made {
  processed: ProcessedMedia;
  stored: Renditions;
}

function renditionFiles(processed: ProcessedMedia): [MediaRendition, ProcessedFile][] {
  return Object.entries(processed.files) as [MediaRendition, ProcessedFile][];
}

/**
 * One processing job: the original made into its renditions (`processing/`), each stored content-addressed,
 * then the item marked ready or failed with its event, in one transaction. Running a job twice (a redelivery
 * after a worker died, a job queued again) commits one outcome: only an item still processing is changed.
 */
@Injectable()
export class MediaProcessor {
  private readonly logger = new Logger(MediaProcessor.name);
  private readonly limits: ProcessingLimits;

  constructor(
    private readonly dataSource: DataSource,
    private readonly media: MediaRepository,
    private readonly service: MediaService,
    private readonly storage: MediaStorage,
    private readonly files: MediaFiles,
    private readonly outbox: Outbox,
    private readonly config: MediaConfig,
  ) {
    this.limits = {
      videoMaxSeconds: config.MEDIA_VIDEO_MAX_SECONDS,
      imageMaxPixels: config.MEDIA_IMAGE_MAX_PIXELS,
    };
  }

  async run(job: MediaJob, run: JobRun): Promise<JobOutcome> {
    const item = await this.media.find(this.dataSource.manager, job.mediaId);
    // Deleted, or finished by an earlier run: nothing left to do.
    if (!item || item.status !== 'processing') return 'done';
    const meta = ownEventMeta(job.correlationId);
    if (run.attempt > this.config.MEDIA_JOB_MAX_DELIVERIES) {
      await this.failWith(item.id, MEDIA_FAILURE_REASONS.processing, meta);
      return 'done';
    }
    const started = process.hrtime.bigint();
    const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
    const scratch = path.join(this.storage.settings.dir, 'work');
    await mkdir(scratch, { recursive: true });
    const workDir = await mkdtemp(path.join(scratch, `${item.id}-`));
    try {
      const made = await this.make(item, workDir, run);
      const ready = await this.markReady(item.id, made, meta);
      // Finished by another run, or deleted meanwhile: what this run stored may be nobody's.
      if (ready) await this.afterReady(ready, made);
      else await this.files.deleteUnused(Object.values(made.stored).map((file) => file.key));
      recordProcessing(item.kind, 'ready', seconds());
      return 'done';
    } catch (error) {
      if (error instanceof MediaRejected) {
        this.logger.log(`Media ${item.id} refused: ${error.message}`);
        await this.failWith(item.id, error.reason, meta);
        recordProcessing(item.kind, 'failed', seconds());
        return 'done';
      }
      if (run.signal.aborted) return 'retry';
      this.logger.warn(`Processing media ${item.id} failed (attempt ${run.attempt}): ${String(error)}`);
      if (run.attempt >= this.config.MEDIA_JOB_MAX_DELIVERIES) {
        await this.failWith(item.id, MEDIA_FAILURE_REASONS.processing, meta);
        recordProcessing(item.kind, 'failed', seconds());
        return 'done';
      }
      recordProcessing(item.kind, 'retried', seconds());
      return 'retry';
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  /** Makes the renditions in `workDir` and stores each; a store kept remotely is read into it first. */
  private async make(item: MediaItem, workDir: string, run: JobRun): Promise<Made> {
    let inputPath = this.storage.localPathOf(item.uploadKey);
    if (!inputPath) {
      inputPath = path.join(workDir, 'original');
      await pipeline(await this.storage.objects.read(item.uploadKey), createWriteStream(inputPath), {
        signal: run.signal,
      });
    }
    const outDir = path.join(workDir, 'out');
    await mkdir(outDir);
    const processed = await processMedia({
      kind: item.kind,
      inputPath,
      workDir: outDir,
      limits: this.limits,
      signal: run.signal,
      onProgress: run.onProgress,
    });
    const stored: Renditions = {};
    for (const [rendition, file] of renditionFiles(processed)) {
      stored[rendition] = await this.files.store(rendition, file.path, file.contentType);
      run.onProgress();
    }
    return { processed, stored };
  }

  /** Records the renditions, if the item is still waiting for them; answers the ready item, or null. */
  private async markReady(
    mediaId: string,
    { processed, stored }: Made,
    meta: EventMeta,
  ): Promise<MediaItem | null> {
    const facts = {
      width: processed.width,
      height: processed.height,
      durationMs: processed.durationMs,
      blurhash: processed.blurhash,
    };
    return this.dataSource.transaction(async (manager) => {
      const current = await this.media.lock(manager, mediaId);
      if (!current || current.status !== 'processing') return null;
      const ready = changed(current, new Date(), {
        status: 'ready',
        files: stored,
        failureReason: null,
        ...facts,
      });
      await this.media.save(manager, ready);
      await this.outbox.append(
        manager,
        MEDIA_EVENTS.mediaReady,
        { ...eventBase(ready), files: stored, ...facts },
        meta,
      );
      return ready;
    });
  }

  /**
   * Once the renditions are recorded: any that a deletion of an item with the same bytes removed meanwhile
   * is stored again, and the original, no longer needed, is deleted.
   */
  private async afterReady(ready: MediaItem, { processed, stored }: Made): Promise<void> {
    for (const [rendition, file] of renditionFiles(processed)) {
      const key = stored[rendition]?.key;
      if (key && !(await this.storage.objects.stat(key)))
        await this.files.store(rendition, file.path, file.contentType);
    }
    await this.storage
      .discardUpload(ready.id)
      .catch((error: unknown) =>
        this.logger.warn(`Could not delete the original of media ${ready.id}: ${String(error)}`),
      );
  }

  private async failWith(mediaId: string, reason: string, meta: EventMeta): Promise<void> {
    const failed = await this.dataSource.transaction(async (manager) => {
      const current = await this.media.lock(manager, mediaId);
      if (!current || current.status !== 'processing') return null;
      return this.service.fail(manager, current, reason, new Date(), meta);
    });
    if (failed) await this.files.deleteFilesQuietly([failed]);
  }
}
