import { type ThrottledAction, throttledMessage } from '@boonies/contracts/throttles';
import { ApiResponse } from '@nestjs/swagger';
import { ERROR_SCHEMA } from './response-docs.decorator';

/** The wait a documented refusal shows; the real one is the rest of the account's window. */
const EXAMPLE_WAIT_SECONDS = 30;

/**
 * Documents the 429 of a route whose service counts the action per account (`ActionThrottle`): the refusal
 * says what was done too fast, and `Retry-After` (and `retryAfterSeconds`) when to try again.
 */
export function ApiThrottled(...actions: [ThrottledAction, ...ThrottledAction[]]) {
  const refusals = actions.map((action) => `"${throttledMessage(action, EXAMPLE_WAIT_SECONDS)}"`);
  return ApiResponse({
    status: 429,
    description: `Too many for this account in its window, e.g. ${refusals.join(' or ')}`,
    schema: ERROR_SCHEMA,
    headers: {
      'Retry-After': {
        description: 'Seconds before the action is taken again',
        schema: { type: 'integer', minimum: 1 },
      },
    },
  });
}
