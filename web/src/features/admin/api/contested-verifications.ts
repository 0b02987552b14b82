import type {
  ContestedVerificationDto,
  DecideVerificationDto,
  VerificationDto,
} from '@boonies/contracts/verification';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api } from '@/lib/api/client';
import { ADMIN_MESSAGES } from '../admin-messages';
import { adminKeys, feedsKey, postVerificationsKey } from '@/lib/query-keys';

/** As many as an admin works through at a sitting; the server allows up to 100. */
export const CONTESTED_LIMIT = 50;

export async function fetchContestedVerifications(signal?: AbortSignal): Promise<ContestedVerificationDto[]> {
  const found = await api.GET('/api/admin/verifications/contested', {
    params: { query: { limit: CONTESTED_LIMIT } },
    signal,
  });
  // Oldest first: the longest wait is decided first.
  return [...found].sort((a, b) => Date.parse(a.contestedAt) - Date.parse(b.contestedAt));
}

/** The review queue: verifications contested by fake votes or a report, waiting for an admin. */
export function useContestedVerifications() {
  return useQuery({
    queryKey: adminKeys.contestedVerifications(),
    queryFn: ({ signal }) => fetchContestedVerifications(signal),
  });
}

export interface Decision extends DecideVerificationDto {
  id: string;
}

export function decideVerification({ id, ...body }: Decision): Promise<VerificationDto> {
  return api.POST('/api/admin/verifications/{id}/decision', { params: { path: { id } }, body });
}

/** An admin's final word; the queue, and the tallies on every card, refresh. Errors are the caller's to show. */
export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideVerification,
    onSuccess: async (_verification, { verdict }) => {
      toast.success(ADMIN_MESSAGES.decided[verdict]);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.contestedVerifications() }),
        queryClient.invalidateQueries({ queryKey: postVerificationsKey }),
        queryClient.invalidateQueries({ queryKey: feedsKey }),
      ]);
    },
  });
}
