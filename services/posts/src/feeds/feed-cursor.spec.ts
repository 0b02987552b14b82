import { DomainError } from '@boonies/platform';
import { decodeCursor, encodeCursor, type FeedPosition } from './feed-cursor';

const id = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const createdAt = '2025-06-01T12:00:00.123Z';

function refuses(cursor: string, order: 'time' | 'rank'): void {
  try {
    decodeCursor(cursor, order);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).toBody()).toEqual({
      code: 'VALIDATION_FAILED',
      field: 'cursor',
      error: 'cursor is not valid',
    });
    return;
  }
  throw new Error(`expected ${cursor} to be refused`);
}

const raw = (keys: unknown) => Buffer.from(JSON.stringify(keys)).toString('base64url');

describe('feed cursors', () => {
  it.each<FeedPosition>([
    { order: 'time', createdAt, id },
    { order: 'rank', rank: 38_400.123_456_789_01, createdAt, id },
    { order: 'rank', rank: -1.5e-7, createdAt, id },
  ])('round-trip exactly through an url-safe string: %o', (position) => {
    const cursor = encodeCursor(position);
    expect(cursor).toMatch(/^[\w-]+$/);
    expect(cursor.length).toBeLessThanOrEqual(200);
    expect(decodeCursor(cursor, position.order)).toEqual(position);
  });

  it('refuses a cursor of the other ordering', () => {
    refuses(encodeCursor({ order: 'time', createdAt, id }), 'rank');
    refuses(encodeCursor({ order: 'rank', rank: 1, createdAt, id }), 'time');
  });

  it.each([
    ['not base64 JSON', 'bm90IGpzb24'],
    ['characters outside base64url', 'abc+/='],
    ['an object', raw({ createdAt, id })],
    ['a bad id', raw(['t', createdAt, "1' OR 1=1 --"])],
    ['a time without milliseconds', raw(['t', '2025-06-01T12:00:00Z', id])],
    ['an impossible date', raw(['t', '2025-13-45T12:00:00.000Z', id])],
    ['a day that does not exist', raw(['t', '2025-02-30T12:00:00.000Z', id])],
    ['a rank that is a string', raw(['r', '1', createdAt, id])],
    ['extra keys', raw(['t', createdAt, id, 'more'])],
    ['an empty string', ''],
    ['an overlong cursor', 'a'.repeat(201)],
  ])('refuses %s', (_label, cursor) => {
    refuses(cursor, 'time');
  });
});
