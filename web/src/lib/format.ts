/** "1 post", "12 posts". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

const eventDateFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});

/** A calendar date in the reader's locale; text that is not a date (e.g. "Every Saturday") is shown as is. */
export function formatEventDate(date: string): string {
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime()) ? date : eventDateFormat.format(parsed);
}
