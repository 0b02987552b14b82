import { signalHash } from './sign-up-signals';

describe('signalHash', () => {
  const key = 'k'.repeat(32);

  it('is the same for the same value and key, and differs by key and by kind', () => {
    expect(signalHash(key, 'address', '203.0.113.7')).toBe(signalHash(key, 'address', '203.0.113.7'));
    expect(signalHash(key, 'address', '203.0.113.7')).not.toBe(signalHash(key, 'address', '203.0.113.8'));
    expect(signalHash('x'.repeat(32), 'address', '203.0.113.7')).not.toBe(
      signalHash(key, 'address', '203.0.113.7'),
    );
    expect(signalHash(key, 'device', 'same')).not.toBe(signalHash(key, 'address', 'same'));
  });

  it('never contains the value it hashes', () => {
    const hash = signalHash(key, 'address', '203.0.113.7');
    expect(hash).not.toContain('203.0.113.7');
    expect(hash).toMatch(/^[\w-]{43}$/);
  });
});
