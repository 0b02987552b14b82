import { retryDelay } from './retry-policy';

describe('retryDelay', () => {
  const policy = { initialDelayMs: 100, maxDelayMs: 1000 };

  it('doubles from the initial delay after each consecutive failure', () => {
    expect([1, 2, 3, 4].map((failures) => retryDelay(failures, policy))).toEqual([100, 200, 400, 800]);
  });

  it('never exceeds the maximum delay, even after a very long outage', () => {
    expect(retryDelay(5, policy)).toBe(1000);
    expect(retryDelay(10_000, policy)).toBe(1000);
  });

  it('treats zero failures like the first', () => {
    expect(retryDelay(0, policy)).toBe(100);
  });
});
