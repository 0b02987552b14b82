import { DomainError } from '@boonies/platform';
import { decodeQueueCursor, encodeQueueCursor } from './queue-cursor';

describe('moderation queue cursors', () => {
  it('come back as the offset they were made from', () => {
    expect(decodeQueueCursor(encodeQueueCursor(40))).toBe(40);
  });

  it('refuse anything else as a validation failure of `cursor`', () => {
    for (const cursor of ['', 'nonsense', Buffer.from('q-1').toString('base64url')]) {
      expect(() => decodeQueueCursor(cursor)).toThrow(DomainError);
    }
  });
});
