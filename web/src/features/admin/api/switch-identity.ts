import type { UserDto } from '@boonies/contracts/auth';
import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '@/lib/query-keys';

/**
 * The session now acts as someone else (a puppet, or the admin again): show the new identity at once,
 * drop what was cached for the previous one and refetch everything on screen, the session included.
 */
export async function switchIdentity(queryClient: QueryClient, user: UserDto): Promise<void> {
  queryClient.setQueryData(currentUserQueryKey, user);
  queryClient.removeQueries({
    type: 'inactive',
    predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0],
  });
  await queryClient.invalidateQueries();
}
