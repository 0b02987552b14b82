import { DomainError } from '@boonies/platform';

/** Where a page of the audit log ended: the last entry's time and id (newest first, ties by id). */
export interface AuditPosition {
  occurredAt: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeAuditCursor(position: AuditPosition): string {
  return Buffer.from(`${position.occurredAt}|${position.id}`).toString('base64url');
}

export function decodeAuditCursor(cursor: string): AuditPosition {
  const [occurredAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (rest.length > 0 || !id || !UUID.test(id) || Number.isNaN(Date.parse(occurredAt ?? ''))) {
    throw new DomainError('VALIDATION_FAILED', 'before is not a cursor this log gave out', {
      field: 'before',
    });
  }
  return { occurredAt, id };
}
