import { MEDIA_FAILURE_REASONS, type MediaFailureReason, type MediaKind } from '@boonies/contracts/media';
import { Counter, Gauge, Histogram } from 'prom-client';

/** What the work queue holds: jobs waiting for a worker, and jobs a worker has taken and not finished. */
export interface QueueDepth {
  waiting: number;
  inProgress: number;
}

let depthProbe: (() => Promise<QueueDepth | null>) | null = null;

/** The dashboard's names (docs/media.md): keep them stable. */
export const queueDepthGauge = new Gauge({
  name: 'boonies_media_queue_depth',
  help: 'Processing jobs in the MEDIA_JOBS work queue, by state (waiting, in_progress)',
  labelNames: ['state'],
  async collect() {
    const depth = await depthProbe?.().catch(() => null);
    if (!depth) return;
    this.set({ state: 'waiting' }, depth.waiting);
    this.set({ state: 'in_progress' }, depth.inProgress);
  },
});

const processingSeconds = new Histogram({
  name: 'boonies_media_processing_seconds',
  help: 'Time one processing job took, by kind and outcome (ready, failed, retried)',
  labelNames: ['kind', 'outcome'],
  buckets: [0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300, 600],
});

const failures = new Counter({
  name: 'boonies_media_failures_total',
  help: 'Media items that ended failed, by reason',
  labelNames: ['reason'],
});

const refusedUploads = new Counter({
  name: 'boonies_media_uploads_refused_total',
  help: 'Uploads refused before any byte was taken, by reason (mime, kind, too_large, quota, rate)',
  labelNames: ['reason'],
});

const REASON_LABELS = new Map<string, string>(
  Object.entries(MEDIA_FAILURE_REASONS).map(([label, text]) => [text, label]),
);

/** The queue depth is read from NATS when the metrics are scraped. */
export function probeQueueDepth(probe: () => Promise<QueueDepth | null>): void {
  depthProbe = probe;
}

export function recordProcessing(
  kind: MediaKind,
  outcome: 'ready' | 'failed' | 'retried',
  seconds: number,
): void {
  processingSeconds.observe({ kind, outcome }, seconds);
}

/** Labelled by the reason's name in `MEDIA_FAILURE_REASONS` (notMedia, mismatch, tooLong, …). */
export function recordFailure(reason: MediaFailureReason | string): void {
  failures.inc({ reason: REASON_LABELS.get(reason) ?? 'other' });
}

export function recordRefusedUpload(reason: string): void {
  refusedUploads.inc({ reason });
}
