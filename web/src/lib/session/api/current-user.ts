import type { UserDto } from '@boonies/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isUnauthenticated } from '@/lib/api-client';
import { api } from '@/lib/api/client';
import { currentUserQueryKey } from '@/lib/query-keys';

/** The signed-in user, or null when nobody is signed in (the server answers 401). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<UserDto | null> {
  try {
    return await api.GET('/api/auth/me', { signal });
  } catch (error) {
    if (isUnauthenticated(error)) return null;
    throw error;
  }
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    // No answer is said at once: with a kept session the app opens on it regardless, and without one the
    // sign-in guard offers a retry rather than waiting in silence.
    retry: false,
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/**
 * The user, for components rendered behind the sign-in guard: there, a missing user is a programming
 * error, not a state to design for.
 */
export function useSignedInUser(): UserDto {
  const { data: user } = useCurrentUser();
  if (!user) throw new Error('useSignedInUser is only for screens behind the sign-in guard');
  return user;
}
