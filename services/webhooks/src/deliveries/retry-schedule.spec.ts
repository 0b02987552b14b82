import { isRetryable, isSuccess, parseRetryAfter, retryDelayMs } from './retry-schedule';

describe('the retry schedule', () => {
  const settings = { baseMs: 1000, maxMs: 60_000 };

  it('doubles from the base and takes a random half off', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, settings, 0, () => 1))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, settings, 0, () => 0))).toEqual([
      500, 1000, 2000, 4000,
    ]);
  });

  it('never waits longer than the maximum, however many attempts', () => {
    expect(retryDelayMs(60, settings, 0, () => 1)).toBe(60_000);
    expect(retryDelayMs(60, settings, 10 * 60_000, () => 1)).toBe(60_000);
  });

  it("honours a receiver's longer Retry-After", () => {
    expect(retryDelayMs(1, settings, 30_000, () => 0)).toBe(30_000);
    expect(parseRetryAfter('7')).toBe(7000);
    expect(parseRetryAfter(new Date(Date.now() + 5000).toUTCString())).toBeGreaterThan(3000);
    expect(parseRetryAfter('soon')).toBe(0);
  });

  it.each([
    [500, true],
    [503, true],
    [408, true],
    [429, true],
    [400, false],
    [401, false],
    [404, false],
    [410, false],
    [301, false],
  ])('retries an answer of %i: %s', (status, retried) => {
    expect(isRetryable({ kind: 'answered', status })).toBe(retried);
  });

  it('retries timeouts and unreachable receivers, never a refused target, and counts only 2xx as success', () => {
    expect(isRetryable({ kind: 'timeout' })).toBe(true);
    expect(isRetryable({ kind: 'network', message: 'ECONNREFUSED' })).toBe(true);
    expect(isRetryable({ kind: 'refused', message: 'private' })).toBe(false);
    expect(isSuccess({ kind: 'answered', status: 204 })).toBe(true);
    expect(isSuccess({ kind: 'answered', status: 302 })).toBe(false);
  });
});
