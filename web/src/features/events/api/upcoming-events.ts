import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { UpcomingEvent } from '../components/upcoming-events-card';
import { upcomingEventsKey } from '@/lib/query-keys';

/**
 * The park's calendar. The admin service that serves it is not there yet: until it answers, any failure
 * (404, 503) reads as "no events" so the card shows its empty state.
 */
export async function fetchUpcomingEvents(signal?: AbortSignal): Promise<UpcomingEvent[]> {
  try {
    const answer = await api.GET('/api/events', { signal });
    return Array.isArray(answer) ? answer : [];
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

export function upcomingEventsQueryOptions() {
  return queryOptions({
    queryKey: upcomingEventsKey,
    queryFn: ({ signal }) => fetchUpcomingEvents(signal),
    staleTime: 10 * 60_000,
  });
}

export function useUpcomingEvents() {
  return useQuery(upcomingEventsQueryOptions());
}
