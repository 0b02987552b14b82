import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiClient } from '../../../lib/api-client';
import { ADMIN_MESSAGES } from '../admin-messages';
import { adminKeys } from './admin-keys';

/** Deletes every progress record of a user (their learned and verified tricks). */
export function removeProgress(userId: string): Promise<unknown> {
  return apiClient.delete<unknown>(`/api/progress/${encodeURIComponent(userId)}`);
}

export function useRemoveProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProgress,
    onSuccess: (_answer, userId) => {
      toast.success(ADMIN_MESSAGES.progressRemoved);
      void queryClient.invalidateQueries({ queryKey: adminKeys.unverifiedTricks() });
      void queryClient.invalidateQueries({ queryKey: ['progress', userId] });
      void queryClient.invalidateQueries({ queryKey: ['scores', userId] });
    },
    onError: () => toast.error(ADMIN_MESSAGES.removeProgressFailed),
  });
}
