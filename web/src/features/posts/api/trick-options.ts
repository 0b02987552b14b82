import { useQuery } from '@tanstack/react-query';
import { tricksQueryOptions } from '@/lib/catalogue/api/tricks';
import { buildCatalogue } from '@/lib/catalogue/catalogue';

/**
 * The trick catalogue for tagging. It is several hundred entries: it is fetched when the skater first
 * reaches for a trick, not with the feed (and then shared with the tracker's cache).
 */
export function useTrickOptions({ enabled }: { enabled: boolean }) {
  return useQuery({ ...tricksQueryOptions(), select: buildCatalogue, enabled });
}
