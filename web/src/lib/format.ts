/** "1 post", "12 posts". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/**
 * A value built on first use. Creating an Intl formatter costs a phone a few milliseconds (its locale data
 * loads then); created at module load they all run before the first screen, which needs few of them.
 */
export function onFirstUse<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

const eventDateFormat = onFirstUse(
  () => new Intl.DateTimeFormat(undefined, { weekday: 'short', month: 'short', day: 'numeric' }),
);

/** A calendar date in the reader's locale; text that is not a date (e.g. "Every Saturday") is shown as is. */
export function formatEventDate(date: string): string {
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime()) ? date : eventDateFormat().format(parsed);
}

const relativeFormat = onFirstUse(
  () => new Intl.RelativeTimeFormat(undefined, { numeric: 'auto', style: 'narrow' }),
);
const dayFormat = onFirstUse(() => new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' }));
const fullFormat = onFirstUse(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 min. ago", "3 hr. ago", "2 days ago", then the date: how long ago a post was made. */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const elapsed = Math.max(0, now - time);
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return relativeFormat().format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relativeFormat().format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relativeFormat().format(-Math.floor(elapsed / DAY), 'day');
  return dayFormat().format(time);
}

/** The exact moment, for a tooltip next to a relative time. */
export function formatFullTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : fullFormat().format(time);
}
