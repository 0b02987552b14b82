/** The auth feature's public entry: what other features may use of it. */
export { useCurrentUser, useSignedInUser } from './api/current-user';
export { endSession } from './api/session-cache';
