import type { UserDto } from '@boonies/contracts/auth';
import type { QueryClient } from '@tanstack/react-query';
import { clearPersistedQueries } from '@/lib/offline/persisted-queries';
import { currentUserQueryKey } from '@/lib/query-keys';

/**
 * A new session starts from a clean cache: nothing fetched for a previous account on this device may show
 * up for the new one.
 */
export function startSession(queryClient: QueryClient, user: UserDto): void {
  queryClient.removeQueries({ predicate: (query) => !isCurrentUserQuery(query.queryKey) });
  queryClient.setQueryData(currentUserQueryKey, user);
}

/** Signs the app out: the guard sends the visitor to /auth, and the previous account's data is dropped. */
export function endSession(queryClient: QueryClient): void {
  markSignedOut(queryClient);
  queryClient.removeQueries({ predicate: (query) => !isCurrentUserQuery(query.queryKey) });
  clearPersistedQueries();
}

/** The session is gone (it expired or was ended elsewhere): show the sign-in screen. */
export function markSignedOut(queryClient: QueryClient): void {
  queryClient.setQueryData(currentUserQueryKey, null);
}

function isCurrentUserQuery(queryKey: readonly unknown[]): boolean {
  return (
    queryKey.length === currentUserQueryKey.length &&
    currentUserQueryKey.every((part, i) => queryKey[i] === part)
  );
}
