import type { AdminUserDto } from '@boonies/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { serverMessageOf } from '@/lib/api-client';
import { api } from '@/lib/api/client';
import { ADMIN_MESSAGES } from '../admin-messages';
import { adminKeys } from '@/lib/query-keys';

/** Brings a deactivated account back, as the Deactivate Account dialog promises an admin can. */
export function useReactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: Pick<AdminUserDto, 'id' | 'username'>) =>
      api.PATCH('/api/admin/users/{id}/reactivate', { params: { path: { id: user.id } } }),
    onSuccess: (_answer, user) => {
      queryClient.setQueriesData<AdminUserDto[]>({ queryKey: adminKeys.allUsers() }, (users) =>
        users?.map((row) => (row.id === user.id ? { ...row, isActive: true } : row)),
      );
      toast.success(ADMIN_MESSAGES.reactivated(user.username));
    },
    onError: (error) => toast.error(ADMIN_MESSAGES.reactivateFailed, { description: serverMessageOf(error) }),
  });
}
