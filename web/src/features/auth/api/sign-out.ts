import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { AuthMutationCallbacks } from './session-mutation';
import { endSession } from './session-cache';

export function signOut(): Promise<void> {
  return apiClient.post<void>('/api/auth/signout');
}

export function useSignOut({ onSuccess, onError }: AuthMutationCallbacks<void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      endSession(queryClient);
      onSuccess?.();
    },
    onError,
  });
}
