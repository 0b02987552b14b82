import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { blockedUsersKey, followListsKey, inboxSummaryKey, profileKey } from '@/lib/query-keys';

export function blockUser(userId: string): Promise<{ blocked: true }> {
  return api.POST('/api/blocks', { body: { userId } });
}

export function unblockUser(userId: string): Promise<{ blocked: false }> {
  return api.DELETE('/api/blocks/{userId}', { params: { path: { userId } } });
}

export interface BlockChange {
  userId: string;
  block: boolean;
}

/** Block or unblock; a block also ends follows both ways, so the profile and follow lists are refreshed. */
export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, block }: BlockChange): Promise<{ blocked: boolean }> =>
      block ? blockUser(userId) : unblockUser(userId),
    onSettled: (_result, _error, { userId }) => {
      void queryClient.invalidateQueries({ queryKey: blockedUsersKey });
      void queryClient.invalidateQueries({ queryKey: profileKey(userId) });
      void queryClient.invalidateQueries({ queryKey: followListsKey });
      void queryClient.invalidateQueries({ queryKey: inboxSummaryKey });
    },
  });
}
