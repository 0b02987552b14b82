import type { EventDetailDto, RsvpStatus } from '@boonies/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { eventKey } from '@/lib/query-keys';

const eventPath = (id: string) => `/api/events/${encodeURIComponent(id)}`;

/** Where the event's calendar file downloads from. */
export const eventIcsPath = (id: string) => `${eventPath(id)}/ics`;

export function fetchEvent(id: string, signal?: AbortSignal): Promise<EventDetailDto> {
  return apiClient.get<EventDetailDto>(eventPath(id), { signal });
}

export function eventQueryOptions(id: string) {
  return queryOptions({ queryKey: eventKey(id), queryFn: ({ signal }) => fetchEvent(id, signal) });
}

export function useEvent(id: string) {
  return useQuery(eventQueryOptions(id));
}

/** Going, Maybe, or `null` to clear the answer; the page shows the server's answer at once. */
export function useRsvp(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: RsvpStatus | null) =>
      status === null
        ? apiClient.delete<EventDetailDto>(`${eventPath(id)}/rsvp`)
        : apiClient.put<EventDetailDto>(`${eventPath(id)}/rsvp`, { status }),
    onSuccess: (detail) => client.setQueryData(eventKey(id), detail),
  });
}
