import { DomainError } from '@boonies/platform';

/**
 * Where a page of the moderation queue ended: the number of cases already shown. The queue is short and
 * sorted two ways, so an offset serves both orders; a case resolved meanwhile can shift one onto the next page.
 */
export function encodeQueueCursor(offset: number): string {
  return Buffer.from(`q${offset}`).toString('base64url');
}

export function decodeQueueCursor(cursor: string): number {
  const match = /^q(\d{1,7})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) {
    throw new DomainError('VALIDATION_FAILED', 'cursor is not one this queue gave out', { field: 'cursor' });
  }
  return Number(match[1]);
}
