import { FEED_CURSOR_MAX, type FeedKind } from '@boonies/contracts/posts';
import { DomainError } from '@boonies/platform';

/** The keys a page ends on. Time-ordered feeds sort by (createdAt, id); the popular feed puts its rank first. */
export type FeedPosition =
  | { order: 'time'; createdAt: string; id: string }
  | { order: 'rank'; rank: number; createdAt: string; id: string };

export type FeedOrder = FeedPosition['order'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Posts keep millisecond times, so the ISO form round-trips exactly.
const ISO_MILLIS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** An opaque, url-safe cursor: base64url of the position's keys. */
export function encodeCursor(position: FeedPosition): string {
  const keys =
    position.order === 'rank'
      ? ['r', position.rank, position.createdAt, position.id]
      : ['t', position.createdAt, position.id];
  return Buffer.from(JSON.stringify(keys), 'utf8').toString('base64url');
}

export const invalidCursor = () =>
  new DomainError('VALIDATION_FAILED', 'cursor is not valid', { field: 'cursor' });

/** Reads a cursor a feed of `order` handed out; anything else (edited, or from another feed) is refused. */
export function decodeCursor(cursor: string, order: FeedOrder): FeedPosition {
  if (cursor.length > FEED_CURSOR_MAX || !/^[\w-]+$/.test(cursor)) throw invalidCursor();
  let keys: unknown;
  try {
    keys = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(keys)) throw invalidCursor();
  if (order === 'time' && keys.length === 3 && keys[0] === 't') {
    const [, createdAt, id] = keys as unknown[];
    if (isTime(createdAt) && isId(id)) return { order, createdAt, id };
  }
  if (order === 'rank' && keys.length === 4 && keys[0] === 'r') {
    const [, rank, createdAt, id] = keys as unknown[];
    if (typeof rank === 'number' && Number.isFinite(rank) && isTime(createdAt) && isId(id)) {
      return { order, rank, createdAt, id };
    }
  }
  throw invalidCursor();
}

function isTime(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_MILLIS.test(value)) return false;
  // A date that does not exist (February 30th) would reach PostgreSQL and fail there.
  const time = Date.parse(value);
  return !Number.isNaN(time) && new Date(time).toISOString() === value;
}

function isId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** The popular feed walks by rank, every other feed by time. */
export function feedOrderOf(feed: FeedKind): FeedOrder {
  return feed === 'popular' ? 'rank' : 'time';
}
