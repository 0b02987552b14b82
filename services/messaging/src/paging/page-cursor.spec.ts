import { DomainError } from '@boonies/platform';
import { decodeCursor, encodeCursor, pageOf } from './page-cursor';

const id = '6f1c2c1e-8a53-4f8e-9d7c-0a1b2c3d4e5f';
const raw = (keys: unknown) => Buffer.from(JSON.stringify(keys)).toString('base64url');

function problemOf(cursor: string): DomainError {
  try {
    decodeCursor(cursor);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected the cursor to be refused');
}

describe('page cursor', () => {
  it('round-trips a position and is url-safe', () => {
    const position = { createdAt: '2025-03-01T10:20:30.456Z', id };
    const cursor = encodeCursor(position);
    expect(cursor).toMatch(/^[\w-]+$/);
    expect(decodeCursor(cursor)).toEqual(position);
  });

  it.each([
    ['not base64 json', 'bm90IGpzb24'],
    ['characters outside base64url', 'abc+/='],
    ['too long', 'a'.repeat(201)],
    ['a number', raw(42)],
    ['three keys', raw(['2025-03-01T10:20:30.456Z', id, 'x'])],
    ['a time without milliseconds', raw(['2025-03-01T10:20:30Z', id])],
    ['a date that does not exist', raw(['2025-02-30T10:20:30.456Z', id])],
    ['a bad id', raw(['2025-03-01T10:20:30.456Z', 'not-a-uuid'])],
    ['an id that is not a string', raw(['2025-03-01T10:20:30.456Z', 7])],
  ])('refuses %s, naming the cursor field', (_, cursor) => {
    const problem = problemOf(cursor);
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(problem.toBody()).toMatchObject({ field: 'cursor', error: 'cursor is not valid' });
  });

  describe('pageOf', () => {
    const rows = [3, 2, 1].map((second) => ({
      id: `00000000-0000-4000-8000-00000000000${second}`,
      created_at: new Date(`2025-03-01T10:00:0${second}.000Z`),
    }));

    it('hands out no cursor when the extra row is missing: the last page', () => {
      expect(pageOf(rows, 3)).toEqual({ rows, nextCursor: null });
    });

    it('drops the extra row and points the cursor at the last row kept', () => {
      const page = pageOf(rows, 2);
      expect(page.rows).toEqual(rows.slice(0, 2));
      expect(decodeCursor(page.nextCursor as string)).toEqual({
        createdAt: '2025-03-01T10:00:02.000Z',
        id: rows[1].id,
      });
    });
  });
});
