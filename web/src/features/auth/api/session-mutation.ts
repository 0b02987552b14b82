import type { UserDto } from '@boonies/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startSession } from '@/lib/session/session-cache';

/**
 * Reactions of the screen that started an auth call. They run with the cache update, even if that update
 * unmounts the screen (a successful sign-in leaves /auth), unlike callbacks passed to `mutate`.
 */
export interface AuthMutationCallbacks<TResult> {
  onSuccess?: (result: TResult) => void;
  onError?: (error: Error) => void;
}

/** A call that answers with a user and a session cookie (sign-up, sign-in) becomes the app's session. */
export function useSessionStartMutation<TRequest>(
  startRequest: (request: TRequest) => Promise<UserDto>,
  { onSuccess, onError }: AuthMutationCallbacks<UserDto>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startRequest,
    onSuccess: (user) => {
      startSession(queryClient, user);
      onSuccess?.(user);
    },
    onError,
  });
}
