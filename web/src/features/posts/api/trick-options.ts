import { useQuery } from '@tanstack/react-query';
import { buildCatalogue, tricksQueryOptions } from '@/features/tricks';

/**
 * The trick catalogue for tagging. It is several hundred entries: it is fetched when the skater first
 * reaches for a trick, not with the feed (and then shared with the tracker's cache).
 */
export function useTrickOptions({ enabled }: { enabled: boolean }) {
  return useQuery({ ...tricksQueryOptions(), select: buildCatalogue, enabled });
}
