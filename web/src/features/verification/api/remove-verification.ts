import type { RemovedVerificationDto } from '@boonies/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiClient } from '../../../lib/api-client';
import { updateCachedVerification } from '../../posts/api/feed-cache';
import { feedsKey } from '../../posts/api/feeds';
import { VERIFICATION_UI_MESSAGES } from '../verification-messages';

export function removeVerification(verificationId: string): Promise<RemovedVerificationDto> {
  return apiClient.delete<RemovedVerificationDto>(`/api/verifications/${encodeURIComponent(verificationId)}`);
}

/** Admin: takes a community verification back; the trick is no longer verified for the poster. */
export function useRemoveVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['verifications', 'remove'] as const,
    mutationFn: removeVerification,
    onSuccess: async (_result, verificationId) => {
      updateCachedVerification(queryClient, verificationId, { isVerified: false });
      toast.success(VERIFICATION_UI_MESSAGES.removed);
      await queryClient.invalidateQueries({ queryKey: feedsKey });
    },
    onError: () => toast.error(VERIFICATION_UI_MESSAGES.removeFailed),
  });
}
