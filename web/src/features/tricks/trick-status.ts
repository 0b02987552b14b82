import type { ProgressDto, TrickSummaryDto } from '@boonies/contracts/tricks';
import type { Catalogue } from '@/lib/catalogue/catalogue';

/**
 * Where a skater stands with a trick: landed and confirmed by the community (verified), landed
 * (learned), ready because every prerequisite is learned (available), or not yet (needs-prerequisites).
 */
export type TrickStatus = 'verified' | 'learned' | 'available' | 'needs-prerequisites';

export type ProgressByTrick = ReadonlyMap<string, ProgressDto>;

export function indexProgress(progress: readonly ProgressDto[]): ProgressByTrick {
  return new Map(progress.map((record) => [record.trickId, record]));
}

export function isLearned(progress: ProgressByTrick, trickId: string): boolean {
  return progress.get(trickId)?.learned === true;
}

/** A verified trick counts only while it is learned (the verified score has the same rule). */
export function isVerified(progress: ProgressByTrick, trickId: string): boolean {
  const record = progress.get(trickId);
  return record?.learned === true && record.verified;
}

export function statusOf(
  catalogue: Catalogue,
  progress: ProgressByTrick,
  trick: TrickSummaryDto,
): TrickStatus {
  if (isVerified(progress, trick.id)) return 'verified';
  if (isLearned(progress, trick.id)) return 'learned';
  const ready = catalogue
    .prerequisitesOf(trick)
    .every((prerequisite) => isLearned(progress, prerequisite.id));
  return ready ? 'available' : 'needs-prerequisites';
}

export function statusesOf(catalogue: Catalogue, progress: ProgressByTrick): Map<string, TrickStatus> {
  return new Map(catalogue.tricks.map((trick) => [trick.id, statusOf(catalogue, progress, trick)]));
}

export interface ProgressSummary {
  total: number;
  learned: number;
  verified: number;
  available: number;
  /** Learned over total, rounded to a whole percent. */
  percent: number;
}

export function summarise(statuses: Iterable<TrickStatus>): ProgressSummary {
  const counts = { total: 0, learned: 0, verified: 0, available: 0 };
  for (const status of statuses) {
    counts.total += 1;
    if (status === 'learned' || status === 'verified') counts.learned += 1;
    if (status === 'verified') counts.verified += 1;
    if (status === 'available') counts.available += 1;
  }
  return { ...counts, percent: counts.total === 0 ? 0 : Math.round((counts.learned / counts.total) * 100) };
}
