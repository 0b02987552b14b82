import { correlationIdOf } from './correlation-id.middleware';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('correlationIdOf', () => {
  it('keeps a sensible incoming request id', () => {
    expect(correlationIdOf('3f1c2b4a-9d8e-4f7a-8b6c-5d4e3f2a1b0c')).toBe(
      '3f1c2b4a-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
    );
    expect(correlationIdOf('lb:1700000000.123')).toBe('lb:1700000000.123');
  });

  it('replaces a missing, short, long or unsafe one with a fresh UUID', () => {
    for (const incoming of [undefined, '', 'abc', 'x'.repeat(129), 'id with spaces', 'id\r\nX-Evil: 1']) {
      expect(correlationIdOf(incoming)).toMatch(UUID);
    }
  });
});
