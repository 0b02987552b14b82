import { IsIn, IsISO8601, IsString, IsUUID, MaxLength } from 'class-validator';
import { ApiNote } from '../common/api-notes';
import { CALENDAR_LOCATION_MAX, CALENDAR_TITLE_MAX, type CalendarEventDto } from './admin.dto';
import { RSVP_STATUSES, type RsvpStatus } from './event-rsvp.rules';
import type { Uuid } from '../common/formats';

/** One skater who answered an event, as its page lists them. */
export interface EventAttendeeDto {
  id: Uuid;
  username: string;
  displayName: string | null;
  profilePicture: string | null;
  status: RsvpStatus;
}

/** `GET /api/events/{id}`: an event with who is coming, as far as the viewer may see them. */
export interface EventDetailDto extends CalendarEventDto {
  /** Those going the viewer may see, the viewer included. */
  goingCount: number;
  /** Skaters who said maybe whom the viewer may see, the viewer included. */
  maybeCount: number;
  /** The viewer's own answer, `null` without one. */
  myRsvp: RsvpStatus | null;
  /** Going first, then maybe; each most recent answer first; at most EVENT_ATTENDEES_MAX. */
  attendees: EventAttendeeDto[];
}

/** `PUT /api/events/{id}/rsvp`. */
export class SetRsvpDto {
  @ApiNote({ description: '`going` or `maybe`; `DELETE` the RSVP to clear it', example: 'going' })
  @IsIn(RSVP_STATUSES, { message: `status must be one of ${RSVP_STATUSES.join(', ')}` })
  status!: RsvpStatus;
}

/** `rpc.admin.set-rsvp`: the event from the path with the body's answer. */
export class SetRsvpRequest extends SetRsvpDto {
  @IsUUID('all', { message: 'id must be a valid event id' })
  id!: string;
}

/** `rpc.admin.event-ics`: the event as an iCalendar file, which the gateway sends as a download. */
export interface EventIcsDto {
  filename: string;
  content: string;
}

/**
 * `events.admin.event-reminder-due.v1`: an event starts within EVENT_REMINDER_HOURS and this skater said
 * they are going or maybe. Published once per event and skater.
 */
export class EventReminderDueV1 {
  @IsUUID()
  eventId!: string;

  @IsUUID()
  userId!: string;

  @IsIn(RSVP_STATUSES)
  status!: RsvpStatus;

  @IsString()
  @MaxLength(CALENDAR_TITLE_MAX)
  title!: string;

  @IsString()
  @MaxLength(CALENDAR_LOCATION_MAX)
  location!: string;

  @IsISO8601({ strict: true })
  startsAt!: string;
}
