import { describeWait, tooFastMessage } from '@boonies/contracts/throttles';
import { toast } from '@/lib/toast';
import { ApiError } from './api-client';

/** One toast for every refusal, so a burst of refused requests updates it rather than piling up. */
const RATE_LIMIT_TOAST_ID = 'rate-limited';
/** When the server names no wait. */
const FALLBACK_WAIT_SECONDS = 1;

export function isRateLimited(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 429;
}

/**
 * The friendly refusal with the wait: the server's text when it already says how long ("You're posting too
 * fast. Try again in 30 seconds."), else that text with the wait added.
 */
export function rateLimitToastOf(error: ApiError): { title: string; description?: string } {
  const wait = error.retryAfterSeconds ?? FALLBACK_WAIT_SECONDS;
  const said = error.body?.error;
  if (!said) return { title: tooFastMessage(wait) };
  if (said.includes(describeWait(wait))) return { title: said };
  return { title: said, description: `Try again in ${describeWait(wait)}.` };
}

/** Shows the refusal of any read or change answered 429, wherever in the app it was made. */
export function toastIfRateLimited(error: unknown): void {
  if (!isRateLimited(error)) return;
  const { title, description } = rateLimitToastOf(error);
  toast.error(title, { id: RATE_LIMIT_TOAST_ID, description });
}
