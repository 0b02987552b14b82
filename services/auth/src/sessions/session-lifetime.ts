import { SESSION_TTL_SECONDS } from '@boonies/contracts/auth';

/** When a session opened now ends: "Keep me signed in" chooses the long lifetime. */
export function sessionExpiry(persistent: boolean, now: Date = new Date()): Date {
  const ttlSeconds = persistent ? SESSION_TTL_SECONDS.remembered : SESSION_TTL_SECONDS.browser;
  return new Date(now.getTime() + ttlSeconds * 1000);
}
