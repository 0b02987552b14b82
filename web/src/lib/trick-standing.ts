import type { QueryClient } from '@tanstack/react-query';
import { progressKey, scoresKey } from '@/lib/query-keys';

/** A trick was verified or lost its verification: every cached progress and score is fetched anew. */
export function refreshTrickStanding(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: progressKey });
  void queryClient.invalidateQueries({ queryKey: scoresKey });
}
