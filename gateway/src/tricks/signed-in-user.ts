import type { CallContext } from '@boonies/messaging';
import { notSignedIn } from '../sessions/not-signed-in.error';

/** The id of the signed-in caller, for routes about "me"; the session guard put it in the context. */
export function signedInUserId(context: CallContext): string {
  if (!context.caller) throw notSignedIn();
  return context.caller.userId;
}
