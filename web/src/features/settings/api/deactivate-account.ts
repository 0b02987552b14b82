import type { DeactivatedDto } from '@boonies/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { endSession } from '@/lib/session/session-cache';

/** Deactivates the account (the password confirms it); every session, this one included, ends. */
export function deactivateAccount(password: string): Promise<DeactivatedDto> {
  return api.POST('/api/auth/deactivate', { body: { password } });
}

export function useDeactivateAccount({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateAccount,
    onSuccess: () => {
      // The session is gone on the server; the sign-in guard takes the visitor to /auth.
      endSession(queryClient);
      onSuccess?.();
    },
  });
}
