import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api } from '@/lib/api/client';
import { ADMIN_MESSAGES } from '../admin-messages';
import { adminKeys, scoreKey, userProgressKey } from '@/lib/query-keys';

/** Deletes every progress record of a user (their learned and verified tricks). */
/** What the server answers: how many progress entries it removed. */
interface RemovedProgress {
  removed: number;
}

export function removeProgress(userId: string): Promise<RemovedProgress> {
  return api.DELETE('/api/progress/{userId}', { params: { path: { userId } } });
}

export function useRemoveProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProgress,
    onSuccess: (_answer, userId) => {
      toast.success(ADMIN_MESSAGES.progressRemoved);
      void queryClient.invalidateQueries({ queryKey: adminKeys.unverifiedTricks() });
      void queryClient.invalidateQueries({ queryKey: userProgressKey(userId) });
      void queryClient.invalidateQueries({ queryKey: scoreKey(userId) });
    },
    onError: () => toast.error(ADMIN_MESSAGES.removeProgressFailed),
  });
}
