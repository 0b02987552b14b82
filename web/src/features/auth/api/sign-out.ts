import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dropPushSubscriptionOnSignOut } from '@/lib/push-subscription';
import { api } from '@/lib/api/client';
import type { AuthMutationCallbacks } from './session-mutation';
import { endSession } from '@/lib/session/session-cache';

export async function signOut(): Promise<void> {
  await api.POST('/api/auth/signout');
  // The server forgot this device's push subscription with the session; the browser lets go of it too.
  await dropPushSubscriptionOnSignOut();
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
