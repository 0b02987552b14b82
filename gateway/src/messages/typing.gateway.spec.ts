import { randomUUID } from 'node:crypto';
import { typingTarget } from './typing.gateway';

describe('typing target', () => {
  it('takes a user id, and nothing else', () => {
    const id = randomUUID();
    expect(typingTarget({ to: id })).toBe(id);
    expect(typingTarget({ to: id.toUpperCase() })).toBe(id);
    for (const body of [null, 'x', 42, {}, { to: 'bob' }, { to: 7 }, [id]])
      expect(typingTarget(body)).toBeNull();
  });
});
