import type { AdminUserDto } from '@boonies/contracts/auth';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { serverMessageOf } from '@/lib/api-client';
import { api } from '@/lib/api/client';
import { ADMIN_MESSAGES } from '../admin-messages';
import { adminKeys } from '@/lib/query-keys';

export interface Suspension {
  user: Pick<AdminUserDto, 'id' | 'username'>;
  days: number;
  reason: string;
}

function showUpdated(queryClient: QueryClient, updated: AdminUserDto): void {
  queryClient.setQueriesData<AdminUserDto[]>({ queryKey: adminKeys.allUsers() }, (users) =>
    users?.map((user) => (user.id === updated.id ? updated : user)),
  );
}

export function useSuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, days, reason }: Suspension) =>
      api.POST('/api/admin/users/{id}/suspend', {
        params: { path: { id: user.id } },
        body: { days, reason },
      }),
    onSuccess: (updated, { user, days }) => {
      showUpdated(queryClient, updated);
      toast.success(ADMIN_MESSAGES.suspended(user.username, days));
    },
    onError: (error) => toast.error(ADMIN_MESSAGES.suspendFailed, { description: serverMessageOf(error) }),
  });
}

export function useLiftSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: Pick<AdminUserDto, 'id' | 'username'>) =>
      api.DELETE('/api/admin/users/{id}/suspension', { params: { path: { id: user.id } } }),
    onSuccess: (updated, user) => {
      showUpdated(queryClient, updated);
      toast.success(ADMIN_MESSAGES.lifted(user.username));
    },
    onError: (error) => toast.error(ADMIN_MESSAGES.liftFailed, { description: serverMessageOf(error) }),
  });
}
