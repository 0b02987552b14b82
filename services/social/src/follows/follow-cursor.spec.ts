import { decodeFollowCursor, encodeFollowCursor } from './follow-cursor';

describe('follow list cursors', () => {
  const cursor = {
    createdAt: '2025-06-01 12:00:00.123456+00',
    userId: '5b0f8f52-8d7e-4f55-9a55-3d1f3c1b2a10',
  };

  it('round-trip in a URL-safe form', () => {
    const token = encodeFollowCursor(cursor);
    expect(token).toMatch(/^[\w-]+$/);
    expect(decodeFollowCursor(token)).toEqual(cursor);
  });

  it('refuse tokens the service did not make', () => {
    expect(decodeFollowCursor('bm9wZQ')).toBeUndefined();
    expect(decodeFollowCursor(Buffer.from('yesterday|x').toString('base64url'))).toBeUndefined();
    expect(
      decodeFollowCursor(Buffer.from(`${cursor.createdAt}|not-a-uuid`).toString('base64url')),
    ).toBeUndefined();
  });
});
