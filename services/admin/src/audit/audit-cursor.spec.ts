import { DomainError } from '@boonies/platform';
import { decodeAuditCursor, encodeAuditCursor } from './audit-cursor';

describe('audit cursors', () => {
  it('come back as the position they were made from', () => {
    const position = { occurredAt: '2025-11-21T10:00:00.123Z', id: '2f1e0d9c-8b7a-4c6d-9e5f-4a3b2c1d0e9f' };
    expect(decodeAuditCursor(encodeAuditCursor(position))).toEqual(position);
  });

  it('refuse anything else as a validation failure of `before`', () => {
    for (const cursor of ['', 'nonsense', Buffer.from('yesterday|1').toString('base64url')]) {
      expect(() => decodeAuditCursor(cursor)).toThrow(DomainError);
    }
  });
});
