import { ApiError, serverMessageOf } from '@/lib/api-client';

export const TRICKS_MESSAGES = {
  loadFailed: 'Failed to load tricks',
  verifiedLocked: 'Verified tricks are locked',
  saveFailed: 'Could not save your progress. Please try again.',
} as const;

/** Why a tick did not save: the server's own words, except for a verified trick, which has a fixed answer. */
export function learnedErrorMessage(error: Error): string {
  if (error instanceof ApiError && error.status === 409) return TRICKS_MESSAGES.verifiedLocked;
  return serverMessageOf(error) ?? TRICKS_MESSAGES.saveFailed;
}
