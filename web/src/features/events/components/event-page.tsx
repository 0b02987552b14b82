import type { EventDetailDto, RsvpStatus } from '@boonies/contracts/admin';
import { ArrowLeft, CalendarDays, CalendarPlus, MapPin } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { isNotFound, serverMessageOf } from '@/lib/api-client';
import { formatEventDate } from '@/lib/format';
import { paths, profilePath } from '@/lib/paths';
import { eventIcsPath, useEvent, useRsvp } from '../api/event';
import { EVENTS_MESSAGES } from '../events-messages';

const ANSWERS: { status: RsvpStatus; label: string }[] = [
  { status: 'going', label: 'Going' },
  { status: 'maybe', label: 'Maybe' },
];

/** `/events/:eventId`: when and where, the skater's RSVP, who is coming and the calendar file. */
export function EventPage() {
  const { eventId = '' } = useParams();
  const query = useEvent(eventId);
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-4">
      <Button asChild variant="ghost" size="sm" className="w-fit">
        <Link to={paths.home}>
          <ArrowLeft aria-hidden />
          Home
        </Link>
      </Button>
      {query.data ? (
        <EventDetail event={query.data} />
      ) : query.isError ? (
        <Card>
          <PageHeader title="Event" className="sr-only" />
          <ErrorState
            title={isNotFound(query.error) ? EVENTS_MESSAGES.notFound : EVENTS_MESSAGES.loadFailed}
            onRetry={isNotFound(query.error) ? undefined : () => void query.refetch()}
          />
        </Card>
      ) : (
        <div className="grid gap-4" aria-busy="true" aria-label="Loading the event">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      )}
    </div>
  );
}

function EventDetail({ event }: { event: EventDetailDto }) {
  const rsvp = useRsvp(event.id);
  const answer = (status: RsvpStatus | null) => rsvp.mutate(status);
  return (
    <>
      <Card>
        <CardHeader>
          <PageHeader title={event.title} />
        </CardHeader>
        <CardContent className="grid gap-4">
          <p className="flex items-center gap-2 text-sm">
            <CalendarDays aria-hidden className="size-4 text-muted-foreground" />
            <time dateTime={event.date}>{formatEventDate(event.date)}</time>
          </p>
          <p className="flex items-center gap-2 text-sm">
            <MapPin aria-hidden className="size-4 text-muted-foreground" />
            {event.location}
          </p>
          <div role="group" aria-label="Your RSVP" className="flex flex-wrap gap-2">
            {ANSWERS.map(({ status, label }) => (
              <Button
                key={status}
                variant={event.myRsvp === status ? 'primary' : 'outline'}
                aria-pressed={event.myRsvp === status}
                disabled={rsvp.isPending}
                onClick={() => answer(event.myRsvp === status ? null : status)}
              >
                {label}
              </Button>
            ))}
            {event.myRsvp && (
              <Button variant="ghost" disabled={rsvp.isPending} onClick={() => answer(null)}>
                Clear
              </Button>
            )}
            <Button asChild variant="outline" className="sm:ml-auto">
              <a href={eventIcsPath(event.id)} download>
                <CalendarPlus aria-hidden />
                Add to calendar
              </a>
            </Button>
          </div>
          {rsvp.isError && (
            <p role="alert" className="text-sm text-destructive">
              {serverMessageOf(rsvp.error) ?? EVENTS_MESSAGES.rsvpFailed}
            </p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Who&apos;s coming</CardTitle>
          <p className="text-sm text-muted-foreground">
            {event.goingCount} going · {event.maybeCount} maybe
          </p>
        </CardHeader>
        <CardContent>
          {event.attendees.length === 0 ? (
            <EmptyState size="sm" title={EVENTS_MESSAGES.nobodyYet} />
          ) : (
            <ul aria-label="Who's coming" className="grid gap-2">
              {event.attendees.map((attendee) => (
                <li key={attendee.id}>
                  <Link
                    to={profilePath(attendee.id)}
                    className="flex items-center gap-3 rounded-lg p-1 hover:bg-muted focus-visible:outline-2"
                  >
                    <UserAvatar
                      size="sm"
                      name={attendee.displayName ?? attendee.username}
                      src={attendee.profilePicture}
                    />
                    <span className="min-w-0 flex-1 truncate text-sm font-medium">
                      {attendee.displayName ?? attendee.username}
                    </span>
                    <span className="text-xs text-muted-foreground">
                      {attendee.status === 'going' ? 'Going' : 'Maybe'}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </>
  );
}
