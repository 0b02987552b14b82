import type {
  CalendarEventDto,
  CreateCalendarEventDto,
  DeletedCalendarEventDto,
} from '@boonies/contracts/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { allEventsQueryKey, eventsKey } from '@/lib/query-keys';

/** Upcoming events soonest first, then past ones: the admins' view of the calendar. */
export function fetchAllEvents(signal?: AbortSignal): Promise<CalendarEventDto[]> {
  return api.GET('/api/events', { params: { query: { scope: 'all' } }, signal });
}

export function useAllEvents() {
  return useQuery({ queryKey: allEventsQueryKey, queryFn: ({ signal }) => fetchAllEvents(signal) });
}

export function saveEvent({ id, fields }: { id?: string; fields: CreateCalendarEventDto }) {
  return id
    ? api.PATCH('/api/admin/events/{id}', { params: { path: { id } }, body: fields })
    : api.POST('/api/admin/events', { body: fields });
}

export function deleteEvent(id: string): Promise<DeletedCalendarEventDto> {
  return api.DELETE('/api/admin/events/{id}', { params: { path: { id } } });
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
