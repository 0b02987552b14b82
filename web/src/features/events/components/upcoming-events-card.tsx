import { CalendarDays, MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { SectionCard } from '@/components/ui/section-card';
import { formatEventDate } from '@/lib/format';

/** A date on the park's calendar. */
export interface UpcomingEvent {
  id: string;
  title: string;
  date: string;
  location: string;
}

export function UpcomingEventsCard({ events }: { events: readonly UpcomingEvent[] }) {
  return (
    <SectionCard title="Upcoming Events" icon={CalendarDays}>
      {events.length === 0 ? (
        <EmptyState size="sm" title="No upcoming events" />
      ) : (
        <ul className="grid gap-3">
          {events.map((event) => (
            <li key={event.id} className="grid gap-0.5 rounded-lg border bg-background/40 p-3">
              <Link
                to={`/events/${encodeURIComponent(event.id)}`}
                className="text-sm font-medium hover:underline focus-visible:underline"
              >
                {event.title}
              </Link>
              <time dateTime={event.date} className="text-xs text-cyan-700 dark:text-ring">
                {formatEventDate(event.date)}
              </time>
              <span className="flex items-center gap-1 text-xs text-muted-foreground">
                <MapPin aria-hidden className="size-3" />
                {event.location}
              </span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
