/** Suspensions: the auth service keeps them; moderators set them from the admin panel or a report. */
export const SUSPENSION_DAYS_MIN = 1;
export const SUSPENSION_DAYS_MAX = 365;
export const SUSPENSION_REASON_MAX = 500;

/** The sign-in answer for a suspended account with the right password, e.g. "…until 2 December 2026." */
export function suspendedUntilText(until: Date): string {
  const date = until.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `Your account is suspended until ${date}.`;
}
