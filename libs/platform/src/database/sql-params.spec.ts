import { SqlParams } from './sql-params';

describe('SqlParams', () => {
  it('numbers placeholders in the order values are added, from $1', () => {
    const params = new SqlParams();
    expect([params.add('a'), params.add(2), params.add(null)]).toEqual(['$1', '$2', '$3']);
    expect(params.values).toEqual(['a', 2, null]);
  });

  it('casts a placeholder to the type given', () => {
    const params = new SqlParams();
    const at = new Date(0);
    expect(params.add('d1a8c6a0-0000-4000-8000-000000000000', 'uuid')).toBe('$1::uuid');
    expect(params.add(at, 'timestamptz')).toBe('$2::timestamptz');
    expect(params.values[1]).toBe(at);
  });

  it('gives the same value added twice two placeholders, as each part asks for its own', () => {
    const params = new SqlParams();
    const viewer = 'viewer';
    expect(`${params.add(viewer, 'uuid')} = ${params.add(viewer, 'uuid')}`).toBe('$1::uuid = $2::uuid');
    expect(params.values).toEqual([viewer, viewer]);
  });

  it('numbers a part added later after the parts before it, whichever came and went', () => {
    const build = (userId: string | undefined, limit: number) => {
      const params = new SqlParams();
      const where = userId ? [`owner_id = ${params.add(userId)}`] : [];
      where.push(`true`);
      return { text: `WHERE ${where.join(' AND ')} LIMIT ${params.add(limit)}`, values: params.values };
    };
    expect(build('u', 5)).toEqual({ text: 'WHERE owner_id = $1 AND true LIMIT $2', values: ['u', 5] });
    expect(build(undefined, 5)).toEqual({ text: 'WHERE true LIMIT $1', values: [5] });
  });
});
