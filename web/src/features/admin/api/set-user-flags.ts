import type { AdminUserDto } from '@boonies/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api } from '@/lib/api/client';
import { ADMIN_MESSAGES } from '../admin-messages';
import { adminKeys } from '@/lib/query-keys';

export type UserFlagChange = { id: string; verified: boolean } | { id: string; trusted: boolean };

export function setUserFlag(change: UserFlagChange): Promise<AdminUserDto> {
  const params = { path: { id: change.id } };
  if ('verified' in change) {
    return change.verified
      ? api.PATCH('/api/admin/users/{id}/verify', { params })
      : api.PATCH('/api/admin/users/{id}/unverify', { params });
  }
  return api.PATCH('/api/admin/users/{id}/trusted', { params, body: { trusted: change.trusted } });
}

function failureOf(change: UserFlagChange): string {
  if ('trusted' in change) return ADMIN_MESSAGES.trustedFailed;
  return change.verified ? ADMIN_MESSAGES.verifyUserFailed : ADMIN_MESSAGES.unverifyUserFailed;
}

/** Verify, unverify, trust or distrust; every cached user list shows the answer. */
export function useSetUserFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserFlag,
    onSuccess: (updated) => {
      queryClient.setQueriesData<AdminUserDto[]>({ queryKey: adminKeys.allUsers() }, (users) =>
        users?.map((user) => (user.id === updated.id ? updated : user)),
      );
    },
    onError: (_error, change) => toast.error(failureOf(change)),
  });
}
