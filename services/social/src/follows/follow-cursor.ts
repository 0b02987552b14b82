/** Where a page of a follow list ends: the follow's time (to the microsecond, as text) and the other user. */
export interface FollowCursor {
  createdAt: string;
  userId: string;
}

const SEPARATOR = '|';
/** PostgreSQL's text form of a timestamptz. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

/** base64url, so it travels in a query string as it is. */
export function encodeFollowCursor(cursor: FollowCursor): string {
  return Buffer.from(`${cursor.createdAt}${SEPARATOR}${cursor.userId}`).toString('base64url');
}

/** The cursor, or undefined for anything this service did not hand out. */
export function decodeFollowCursor(token: string): FollowCursor | undefined {
  const [createdAt, userId, ...rest] = Buffer.from(token, 'base64url').toString('utf8').split(SEPARATOR);
  if (rest.length > 0 || !createdAt || !userId) return undefined;
  if (!TIMESTAMP.test(createdAt)) return undefined;
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(userId)) return undefined;
  return { createdAt, userId };
}
