import { SESSION_TTL_SECONDS } from '@boonies/contracts/auth';
import { sessionExpiry } from './session-lifetime';

describe('sessionExpiry', () => {
  const now = new Date('2025-06-01T12:00:00.000Z');

  it('gives a browser session the short lifetime', () => {
    expect(sessionExpiry(false, now).getTime() - now.getTime()).toBe(SESSION_TTL_SECONDS.browser * 1000);
  });

  it('gives a remembered session the long lifetime', () => {
    expect(sessionExpiry(true, now).toISOString()).toBe('2025-07-01T12:00:00.000Z');
  });
});
