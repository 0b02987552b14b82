import {
  EVENT_ATTENDEES_MAX,
  EVENT_DURATION_HOURS,
  type EventAttendeeDto,
  type EventDetailDto,
  type EventIcsDto,
  type RsvpStatus,
  type SetRsvpRequest,
} from '@boonies/contracts/admin';
import type { CallerIdentity } from '@boonies/contracts/common';
import { decideAccess, policyTarget } from '@boonies/contracts/policy';
import { notFound } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { createEvent } from 'ics';
import { DataSource } from 'typeorm';
import { CalendarEventsRepository } from './calendar-events.repository';
import { toCalendarEventDto } from './calendar.service';
import type { CalendarEvent } from './entities/calendar-event.entity';
import { EventRsvpsRepository, type RsvpFacts } from './event-rsvps.repository';

/**
 * May the viewer see this answer? An RSVP is something its skater shares with the community, like a post:
 * the policy's `view_posts` decides, so a block either way hides the two from each other, a private skater's
 * answer shows to approved followers only, and a gone account's to nobody but its owner.
 */
function maySee(caller: CallerIdentity, answer: RsvpFacts): boolean {
  return decideAccess(
    'view_posts',
    { userId: caller.userId, isAdmin: caller.isAdmin, isBrand: false },
    policyTarget({
      userId: answer.userId,
      isActive: answer.isActive,
      isSuspended: answer.isSuspended,
      isBrand: answer.isBrand,
      publicProfile: answer.publicProfile,
    }),
    {
      viewerFollowsTarget: answer.viewerFollowsIt,
      viewerBlockedTarget: answer.viewerBlockedIt,
      targetBlockedViewer: answer.itBlockedViewer,
    },
  ).allowed;
}

/** A file name from the title: letters, digits and dashes only, so every browser saves it as named. */
export function icsFilenameOf(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'event'}.ics`;
}

/** An event's page: who is coming, the skater's own answer, and the event as a calendar file. */
@Injectable()
export class EventRsvpsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: CalendarEventsRepository,
    private readonly rsvps: EventRsvpsRepository,
  ) {}

  async detail(caller: CallerIdentity, id: string): Promise<EventDetailDto> {
    const event = await this.events.findById(id);
    if (!event) throw notFound('Event');
    return this.detailOf(caller, event);
  }

  async set(caller: CallerIdentity, { id, status }: SetRsvpRequest): Promise<EventDetailDto> {
    const event = await this.dataSource.transaction(async (manager) => {
      const found = await this.events.lockById(manager, id);
      if (!found) throw notFound('Event');
      await this.rsvps.set(manager, id, caller.userId, status);
      return found;
    });
    return this.detailOf(caller, event);
  }

  async clear(caller: CallerIdentity, id: string): Promise<EventDetailDto> {
    const event = await this.dataSource.transaction(async (manager) => {
      const found = await this.events.lockById(manager, id);
      if (!found) throw notFound('Event');
      await this.rsvps.clear(manager, id, caller.userId);
      return found;
    });
    return this.detailOf(caller, event);
  }

  /** The event as an iCalendar file of one event, lasting EVENT_DURATION_HOURS. */
  async ics(id: string): Promise<EventIcsDto> {
    const event = await this.events.findById(id);
    if (!event) throw notFound('Event');
    const { error, value } = createEvent({
      uid: `${event.id}@the-boonies`,
      productId: 'the-boonies/events',
      title: event.title,
      location: event.location,
      start: event.startsAt.getTime(),
      startInputType: 'utc',
      startOutputType: 'utc',
      duration: { hours: EVENT_DURATION_HOURS },
    });
    if (error || !value) throw error ?? new Error('The calendar file could not be made');
    return { filename: icsFilenameOf(event.title), content: value };
  }

  private async detailOf(caller: CallerIdentity, event: CalendarEvent): Promise<EventDetailDto> {
    const [answers, myRsvp] = await Promise.all([
      this.rsvps.answers(event.id, caller.userId),
      this.rsvps.statusOf(event.id, caller.userId),
    ]);
    const visible = answers.filter((answer) => maySee(caller, answer));
    const count = (status: RsvpStatus) => visible.filter((answer) => answer.status === status).length;
    const attendees: EventAttendeeDto[] = visible.slice(0, EVENT_ATTENDEES_MAX).map((answer) => ({
      id: answer.userId,
      username: answer.username,
      displayName: answer.displayName,
      profilePicture: answer.profilePicture,
      status: answer.status,
    }));
    return {
      ...toCalendarEventDto(event),
      goingCount: count('going'),
      maybeCount: count('maybe'),
      myRsvp,
      attendees,
    };
  }
}
