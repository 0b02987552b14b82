import type { EventDetailDto, RsvpStatus } from '@boonies/contracts/admin';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { eventKey } from '@/lib/query-keys';

const eventPath = (id: string) => `/api/events/${encodeURIComponent(id)}`;

/** Where the event's calendar file downloads from. */
export const eventIcsPath = (id: string) => `${eventPath(id)}/ics`;

export function fetchEvent(id: string, signal?: AbortSignal): Promise<EventDetailDto> {
  return api.GET('/api/events/{id}', { params: { path: { id } }, signal });
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
        ? api.DELETE('/api/events/{id}/rsvp', { params: { path: { id } } })
        : api.PUT('/api/events/{id}/rsvp', { params: { path: { id } }, body: { status } }),
    onSuccess: (detail) => client.setQueryData(eventKey(id), detail),
  });
}
