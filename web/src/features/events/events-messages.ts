/** The words of the events pages. */
export const EVENTS_MESSAGES = {
  notFound: 'Event not found',
  loadFailed: 'The event could not be loaded',
  rsvpFailed: 'Your RSVP could not be saved. Try again.',
  nobodyYet: 'Nobody has answered yet. Be the first!',
} as const;
