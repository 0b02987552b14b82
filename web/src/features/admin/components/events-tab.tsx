import type { CalendarEventDto } from '@boonies/contracts/admin';
import { CalendarDays, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { serverMessageOf } from '@/lib/api-client';
import { formatFullTime } from '@/lib/format';
import { ADMIN_MESSAGES } from '../admin-messages';
import { useAllEvents, useDeleteEvent, useSaveEvent } from '../api/calendar-events';
import { Form } from '@/components/ui/form';

/** What the event dialog edits: a new event, or an existing one. */
type Editing = { event: CalendarEventDto | null } | null;

/** The park's calendar, shown to everyone as "Upcoming Events". */
export function EventsTab() {
  const events = useAllEvents();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CalendarEventDto | null>(null);
  const now = Date.now();

  return (
    <section aria-labelledby="events-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="events-heading" className="text-lg font-semibold">
          Upcoming Events
        </h2>
        <Button onClick={() => setEditing({ event: null })}>
          <Plus aria-hidden />
          Add event
        </Button>
      </div>
      {events.isPending ? (
        <Spinner label="Loading events..." />
      ) : events.isError ? (
        <ErrorState
          title={ADMIN_MESSAGES.loadEventsFailed}
          onRetry={() => void events.refetch()}
          isRetrying={events.isFetching}
        />
      ) : events.data.length === 0 ? (
        <EmptyState icon={CalendarDays} title={ADMIN_MESSAGES.noEvents} />
      ) : (
        <ul aria-label="Events" className="grid gap-2">
          {events.data.map((event) => (
            <li key={event.id}>
              <Card className="flex flex-wrap items-center gap-3 p-3">
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <p className="font-medium">
                    {event.title}
                    {Date.parse(event.date) < now && (
                      <span className="ml-2 text-xs text-muted-foreground">(past)</span>
                    )}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {formatFullTime(event.date)} · {event.location}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={`Edit ${event.title}`}
                  onClick={() => setEditing({ event })}
                >
                  <Pencil aria-hidden />
                </Button>
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={`Delete ${event.title}`}
                  onClick={() => setDeleting(event)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent>
          {editing && <EventForm event={editing.event} onDone={() => setEditing(null)} />}
        </DialogContent>
      </Dialog>
      <DeleteEventDialog event={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

/** `<input type="datetime-local">` speaks local time without a zone. */
function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

function EventForm({ event, onDone }: { event: CalendarEventDto | null; onDone: () => void }) {
  const [title, setTitle] = useState(event?.title ?? '');
  const [date, setDate] = useState(event ? toLocalInput(event.date) : '');
  const [location, setLocation] = useState(event?.location ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveEvent();

  function submit() {
    const when = new Date(date);
    if (!title.trim() || !location.trim() || !date || Number.isNaN(when.getTime())) {
      setError('Please enter a title, a date and a location');
      return;
    }
    setError(null);
    save.mutate(
      { id: event?.id, fields: { title: title.trim(), date: when.toISOString(), location: location.trim() } },
      {
        onSuccess: () => {
          toast.success(ADMIN_MESSAGES.eventSaved);
          onDone();
        },
        onError: (failure) =>
          toast.error(ADMIN_MESSAGES.saveEventFailed, { description: serverMessageOf(failure) }),
      },
    );
  }

  return (
    <Form onSubmit={submit} aria-label={event ? 'Edit event' : 'Add event'}>
      <DialogHeader>
        <DialogTitle>{event ? 'Edit event' : 'Add event'}</DialogTitle>
        <DialogDescription>Everyone signed in sees upcoming events in the sidebar.</DialogDescription>
      </DialogHeader>
      {error && <Alert variant="destructive">{error}</Alert>}
      <FormField label="Title">
        {(control) => <Input {...control} value={title} onChange={(e) => setTitle(e.target.value)} />}
      </FormField>
      <FormField label="Date and time">
        {(control) => (
          <Input {...control} type="datetime-local" value={date} onChange={(e) => setDate(e.target.value)} />
        )}
      </FormField>
      <FormField label="Location">
        {(control) => <Input {...control} value={location} onChange={(e) => setLocation(e.target.value)} />}
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" isLoading={save.isPending}>
          Save event
        </Button>
      </DialogFooter>
    </Form>
  );
}

function DeleteEventDialog({ event, onClose }: { event: CalendarEventDto | null; onClose: () => void }) {
  const remove = useDeleteEvent();
  return (
    <Dialog open={event !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete {event?.title}?</DialogTitle>
          <DialogDescription>It disappears from everyone&apos;s Upcoming Events.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            isLoading={remove.isPending}
            onClick={() =>
              event &&
              remove.mutate(event.id, {
                onSuccess: () => {
                  toast.success(ADMIN_MESSAGES.eventDeleted);
                  onClose();
                },
                onError: () => toast.error(ADMIN_MESSAGES.deleteEventFailed),
              })
            }
          >
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
