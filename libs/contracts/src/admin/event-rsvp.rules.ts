// The rules of answering events, apart from the DTOs so the web app can read them without class-validator.

/** A skater's answer to an event: coming, or perhaps. No answer is no row. */
export const RSVP_STATUSES = ['going', 'maybe'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

/** At most this many of who is coming are listed on an event's page; the counts cover everyone. */
export const EVENT_ATTENDEES_MAX = 50;

/** How long before an event its reminder goes to those going or maybe. */
export const EVENT_REMINDER_HOURS = 24;

/** How long an event lasts in the calendar file, where the calendar has no end of its own. */
export const EVENT_DURATION_HOURS = 2;
