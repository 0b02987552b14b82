import type { ProgressDto, UnverifiedTrickDto } from '@boonies/contracts/tricks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api } from '@/lib/api/client';
import { ADMIN_MESSAGES } from '../admin-messages';
import { adminKeys, scoreKey, userProgressKey } from '@/lib/query-keys';

/** `id` is the progress record's. */
/** The verified entry, as the owner's progress shows it. */
type OwnedProgressDto = ProgressDto & { userId: string };

export function verifyTrick(id: string): Promise<OwnedProgressDto> {
  return api.PATCH('/api/admin/unverified-tricks/{id}/verify', { params: { path: { id } } });
}

export function useVerifyTrick() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (record: UnverifiedTrickDto) => verifyTrick(record.id),
    onSuccess: (_answer, record) => {
      queryClient.setQueryData<UnverifiedTrickDto[]>(adminKeys.unverifiedTricks(), (list) =>
        list?.filter((entry) => entry.id !== record.id),
      );
      toast.success(ADMIN_MESSAGES.trickVerified);
      // The next oldest may now fit in the first 20; the skater's score changed.
      void queryClient.invalidateQueries({ queryKey: adminKeys.unverifiedTricks() });
      void queryClient.invalidateQueries({ queryKey: userProgressKey(record.userId) });
      void queryClient.invalidateQueries({ queryKey: scoreKey(record.userId) });
    },
    onError: () => toast.error(ADMIN_MESSAGES.verifyTrickFailed),
  });
}
