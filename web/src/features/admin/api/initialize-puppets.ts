import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api } from '@/lib/api/client';
import { ADMIN_MESSAGES } from '../admin-messages';
import type { InitializedPuppetsDto } from '@boonies/contracts/auth';
import { adminKeys } from '@/lib/query-keys';

/**
 * Creates the ten preset puppets that do not exist yet. No list is sent: the server then uses its own
 * presets (`PUPPET_PRESETS`), whose posting tones never reach the browser.
 */
export function initializePuppets(): Promise<InitializedPuppetsDto> {
  return api.POST('/api/admin/puppets/initialize', { body: {} });
}

export function useInitializePuppets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: initializePuppets,
    onSuccess: (result) => {
      queryClient.setQueryData(adminKeys.puppets(), result.puppets);
      toast.success(ADMIN_MESSAGES.initialized(result.created));
    },
    onError: () => toast.error(ADMIN_MESSAGES.initializeFailed),
  });
}
