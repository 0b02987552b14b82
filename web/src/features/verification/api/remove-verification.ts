import type { RemovedVerificationDto } from '@boonies/contracts/verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api } from '@/lib/api/client';
import { updateCachedVerification } from '@/lib/feed-cache';
import { refreshTrickStanding } from '@/lib/trick-standing';
import { VERIFICATION_UI_MESSAGES } from '../verification-messages';
import { postVerificationsKey, removeVerificationMutationKey } from '@/lib/query-keys';

export function removeVerification(verificationId: string): Promise<RemovedVerificationDto> {
  return api.DELETE('/api/verifications/{id}', { params: { path: { id: verificationId } } });
}

/**
 * Admin: takes a community verification back; the trick is no longer verified for the poster and the clip
 * shows the verification as removed, with no more voting.
 */
export function useRemoveVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: removeVerificationMutationKey,
    mutationFn: removeVerification,
    onSuccess: async (_result, verificationId) => {
      // The feeds' copies follow the verification service's event a moment later: a refetch now could
      // bring back the verification as it was, so the cached copies are marked here instead.
      updateCachedVerification(queryClient, verificationId, { isVerified: false, removed: true });
      toast.success(VERIFICATION_UI_MESSAGES.removed);
      refreshTrickStanding(queryClient);
      await queryClient.invalidateQueries({ queryKey: postVerificationsKey });
    },
    onError: () => toast.error(VERIFICATION_UI_MESSAGES.removeFailed),
  });
}
