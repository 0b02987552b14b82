/**
 * How far an upload is and how long it has left. The rate is measured over the last few seconds only: a
 * phone's signal at the park changes by the minute, and the average since the start would lie about it.
 */

/** A moment of an upload: when (ms) and how many bytes the server had then. */
export interface UploadSample {
  at: number;
  sent: number;
}

/** How far back the rate looks. */
export const RATE_WINDOW_MS = 5_000;

/** Whole percent, never 100 before the last byte. */
export function percentOf(sent: number, total: number): number {
  if (total <= 0) return 0;
  if (sent >= total) return 100;
  return Math.min(99, Math.floor((sent / total) * 100));
}

/** Adds a sample and drops those older than the window (keeping one to measure from). */
export function addSample(samples: readonly UploadSample[], sample: UploadSample): UploadSample[] {
  const kept = [...samples, sample];
  const cutoff = sample.at - RATE_WINDOW_MS;
  let first = 0;
  while (first < kept.length - 2 && kept[first + 1].at <= cutoff) first += 1;
  return kept.slice(first);
}

/** Bytes a second over the samples, or null until there is a measurable span. */
export function recentRate(samples: readonly UploadSample[]): number | null {
  if (samples.length < 2) return null;
  const first = samples[0];
  const last = samples[samples.length - 1];
  const elapsedMs = last.at - first.at;
  const bytes = last.sent - first.sent;
  if (elapsedMs <= 0 || bytes <= 0) return null;
  return (bytes / elapsedMs) * 1000;
}

/** Whole seconds left at the recent rate; null while it cannot be told (no rate yet, or stalled). */
export function secondsLeft(samples: readonly UploadSample[], total: number): number | null {
  const rate = recentRate(samples);
  if (rate === null) return null;
  const last = samples[samples.length - 1];
  return Math.max(0, Math.ceil((total - last.sent) / rate));
}

/** "about 12 s left", "about 3 min left". */
export function formatTimeLeft(seconds: number | null): string {
  if (seconds === null) return 'estimating time left';
  if (seconds < 1) return 'almost done';
  if (seconds < 60) return `about ${seconds} s left`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `about ${minutes} min left`;
  return `about ${Math.round(minutes / 60)} h left`;
}

/** "850 KB", "12.4 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${(bytes / (1024 * 1024 * 1024)).toFixed(1)} GB`;
}
