import { DomainError } from '@boonies/platform';

/** Where a page ends: lists run newest first on (createdAt, id), the id breaking ties between equal times. */
export interface PagePosition {
  createdAt: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Messages and notifications keep millisecond times, so the ISO form round-trips exactly.
const ISO_MILLIS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const CURSOR_MAX = 200;

export const invalidCursor = () =>
  new DomainError('VALIDATION_FAILED', 'cursor is not valid', { field: 'cursor' });

/** An opaque, url-safe cursor: base64url of the position's keys. */
export function encodeCursor(position: PagePosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id]), 'utf8').toString('base64url');
}

/** Reads a cursor this service handed out; anything else (edited, truncated, made up) is refused. */
export function decodeCursor(cursor: string): PagePosition {
  if (cursor.length > CURSOR_MAX || !/^[\w-]+$/.test(cursor)) throw invalidCursor();
  let keys: unknown;
  try {
    keys = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (Array.isArray(keys) && keys.length === 2) {
    const [createdAt, id] = keys as unknown[];
    if (isTime(createdAt) && typeof id === 'string' && UUID.test(id)) return { createdAt, id };
  }
  throw invalidCursor();
}

function isTime(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_MILLIS.test(value)) return false;
  // A date that does not exist (February 30th) would reach PostgreSQL and fail there.
  const time = Date.parse(value);
  return !Number.isNaN(time) && new Date(time).toISOString() === value;
}

/**
 * Cuts the `limit + 1` rows a page query fetched to the page, with the cursor of its last row when more
 * follow (the extra row only says that they do).
 */
export function pageOf<Row extends { id: string; created_at: Date }>(
  rows: Row[],
  limit: number,
): { rows: Row[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { rows: page, nextCursor: encodeCursor({ createdAt: last.created_at.toISOString(), id: last.id }) };
}
