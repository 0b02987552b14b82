import { PeriodicJob } from '@boonies/platform';
import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ownEventMeta } from '../event-meta';
import { MediaConfig } from '../config/media.config';
import { MediaFiles } from '../files/media-files';
import { MediaJobQueue } from '../jobs/job-queue';
import type { MediaItem } from '../media/media-item';
import { MediaRepository } from '../media/media.repository';
import { MediaService } from '../media/media.service';

/** Items one pass handles at a time; the pass goes on until none is left. */
const BATCH = 50;
/**
 * An item processing for this long without a change may have lost its job (the queue's copy expired, or was
 * never made): it is queued again, which the queue refuses while the job is still there.
 */
export const STALE_PROCESSING_MS = 30 * 60 * 1000;

export interface SweepResult {
  deleted: number;
  requeued: number;
}

/**
 * Every MEDIA_SWEEP_SECONDS: deletes media whose time ran out (never posted within
 * MEDIA_UNPOSTED_TTL_HOURS, or abandoned halfway through its upload, with the upload's partial bytes), and
 * queues again the jobs of items stuck in processing. Rows are taken with SKIP LOCKED, so replicas share
 * the work.
 */
@Injectable()
export class MediaSweeper extends PeriodicJob {
  protected readonly logger = new Logger(MediaSweeper.name);
  protected readonly jobName = 'Media sweep';

  constructor(
    private readonly dataSource: DataSource,
    private readonly media: MediaRepository,
    private readonly service: MediaService,
    private readonly files: MediaFiles,
    private readonly queue: MediaJobQueue,
    private readonly config: MediaConfig,
  ) {
    super();
  }

  protected intervalMs(): number {
    return this.config.MEDIA_SWEEP_SECONDS * 1000;
  }

  async runOnce(now = new Date()): Promise<SweepResult> {
    return { deleted: await this.deleteExpired(now), requeued: await this.requeueStale(now) };
  }

  private async deleteExpired(now: Date): Promise<number> {
    let deleted = 0;
    for (;;) {
      const meta = ownEventMeta();
      const gone = await this.dataSource.transaction(async (manager) => {
        const expired = await this.media.lockExpired(manager, now, BATCH);
        const rows: MediaItem[] = [];
        for (const item of expired) rows.push(await this.service.deleteRow(manager, item, now, meta));
        return rows;
      });
      await this.files.deleteFilesQuietly(gone);
      deleted += gone.length;
      if (gone.length < BATCH) return deleted;
    }
  }

  private async requeueStale(now: Date): Promise<number> {
    const stale = await this.dataSource.transaction(async (manager) => {
      const items = await this.media.lockStaleProcessing(
        manager,
        new Date(now.getTime() - STALE_PROCESSING_MS),
        BATCH,
      );
      for (const item of items) await this.media.touch(manager, item.id, now);
      return items;
    });
    let requeued = 0;
    for (const item of stale) {
      // Refused while the item's job is still in the queue (a long backlog, a long clip): nothing was lost.
      if (await this.queue.enqueue({ mediaId: item.id, correlationId: randomUUID() })) requeued += 1;
    }
    return requeued;
  }
}
