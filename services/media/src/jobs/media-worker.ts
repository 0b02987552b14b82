import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { JsMsg } from 'nats';
import { setTimeout as sleep } from 'node:timers/promises';
import { MediaConfig } from '../config/media.config';
import { probeQueueDepth } from '../metrics/media-metrics';
import { MediaJobQueue, type MediaJob } from './job-queue';
import { MediaProcessor } from './media-processor';

/** How long one pull waits for a job before asking again (and looking whether to stop). */
const PULL_EXPIRES_MS = 2000;
/** A job that failed for a reason worth another try waits this long before it is handed out again. */
const RETRY_DELAY_MS = 5000;
const MAX_BACKOFF_MS = 30_000;

function isMediaJob(value: unknown): value is MediaJob {
  const job = value as Partial<MediaJob> | null;
  return typeof job?.mediaId === 'string' && typeof job.correlationId === 'string';
}

/**
 * MEDIA_WORKERS loops per replica, each pulling one job at a time from the shared consumer, so a replica
 * runs at most that many jobs and the queue spreads them over replicas. While a job runs its worker tells
 * the queue it is alive (`working`); a job is acknowledged once its outcome is committed, and handed back
 * (`nak`) when it should be tried again or the process is stopping. A worker that dies says nothing, and the
 * job goes to another worker when its acknowledgement time runs out.
 */
@Injectable()
export class MediaWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(MediaWorker.name);
  private stopping = false;
  private loops: Promise<void>[] = [];
  private readonly running = new Set<AbortController>();

  constructor(
    private readonly queue: MediaJobQueue,
    private readonly processor: MediaProcessor,
    private readonly config: MediaConfig,
  ) {}

  onApplicationBootstrap(): void {
    probeQueueDepth(() => this.queue.depth());
    this.loops = Array.from({ length: this.config.MEDIA_WORKERS }, () => this.loop());
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    for (const controller of this.running) controller.abort();
    await Promise.all(this.loops);
  }

  private async loop(): Promise<void> {
    let failures = 0;
    while (!this.stopping) {
      try {
        const consumer = await this.queue.consumer();
        while (!this.stopping) {
          const message = await consumer.next({ expires: PULL_EXPIRES_MS });
          if (message) await this.handle(message);
          failures = 0;
        }
      } catch (error) {
        if (this.stopping) break;
        failures += 1;
        const delay = Math.min(MAX_BACKOFF_MS, 250 * 2 ** failures);
        this.logger.warn(
          `Pulling media jobs failed (failure ${failures}), again in ${delay} ms: ${String(error)}`,
        );
        await sleep(delay);
      }
    }
  }

  private async handle(message: JsMsg): Promise<void> {
    let job: unknown;
    try {
      job = message.json();
    } catch {
      job = null;
    }
    if (!isMediaJob(job)) {
      this.logger.error(`Dropped a malformed media job: ${message.string().slice(0, 200)}`);
      message.term();
      return;
    }
    if (this.stopping) {
      message.nak();
      return;
    }
    const controller = new AbortController();
    this.running.add(controller);
    const heartbeat = setInterval(() => message.working(), this.queue.ackWaitMs / 3);
    let lastWord = Date.now();
    const onProgress = () => {
      // Said at most once a second, however often processing reports.
      if (Date.now() - lastWord < 1000) return;
      lastWord = Date.now();
      message.working();
    };
    try {
      const outcome = await this.processor.run(job, {
        attempt: message.info.deliveryCount,
        signal: controller.signal,
        onProgress,
      });
      if (outcome === 'done') await message.ackAck();
      else message.nak(this.stopping ? 0 : RETRY_DELAY_MS);
    } catch (error) {
      this.logger.warn(`Media job ${job.mediaId} could not run: ${String(error)}`);
      message.nak(RETRY_DELAY_MS);
    } finally {
      clearInterval(heartbeat);
      this.running.delete(controller);
    }
  }
}
