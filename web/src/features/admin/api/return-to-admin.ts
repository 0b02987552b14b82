import type { UserDto } from '@boonies/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api } from '@/lib/api/client';
import { ADMIN_MESSAGES } from '../admin-messages';
import { switchIdentity } from './switch-identity';

/** Leaves puppet mode; the answer is the admin, as `GET /api/auth/me` now answers. */
export function returnToAdmin(): Promise<UserDto> {
  return api.POST('/api/admin/puppets/return');
}

export function useReturnToAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: returnToAdmin,
    onSuccess: async (admin) => {
      toast.success(ADMIN_MESSAGES.restored);
      await switchIdentity(queryClient, admin);
    },
    onError: () => toast.error(ADMIN_MESSAGES.returnFailed),
  });
}
