import type { CalendarEventDto, CreateCalendarEventDto, DeletedCalendarEventDto } from '@boonies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { allEventsQueryKey, eventsKey } from '@/lib/query-keys';

/** Upcoming events soonest first, then past ones: the admins' view of the calendar. */
export function fetchAllEvents(signal?: AbortSignal): Promise<CalendarEventDto[]> {
  return apiClient.get<CalendarEventDto[]>('/api/events?scope=all', { signal });
}

export function useAllEvents() {
  return useQuery({ queryKey: allEventsQueryKey, queryFn: ({ signal }) => fetchAllEvents(signal) });
}

export function saveEvent({ id, fields }: { id?: string; fields: CreateCalendarEventDto }) {
  return id
    ? apiClient.patch<CalendarEventDto>(`/api/admin/events/${encodeURIComponent(id)}`, fields)
    : apiClient.post<CalendarEventDto>('/api/admin/events', fields);
}

export function deleteEvent(id: string): Promise<DeletedCalendarEventDto> {
  return apiClient.delete<DeletedCalendarEventDto>(`/api/admin/events/${encodeURIComponent(id)}`);
}

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsKey }),
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsKey }),
  });
}
