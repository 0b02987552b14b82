import type { UserDto } from '@boonies/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { api } from '@/lib/api/client';
import { paths } from '@/lib/paths';
import { ADMIN_MESSAGES } from '../admin-messages';
import { switchIdentity } from './switch-identity';

/** The session becomes the puppet; the answer is the puppet with `actingAdmin`. */
export function assumePuppet(puppetId: string): Promise<UserDto> {
  return api.POST('/api/admin/puppets/{id}/assume', { params: { path: { id: puppetId } } });
}

export function useAssumePuppet() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: assumePuppet,
    onSuccess: async (puppet) => {
      toast.success(ADMIN_MESSAGES.assumed, {
        description: ADMIN_MESSAGES.operatingAs(puppet.username),
      });
      await switchIdentity(queryClient, puppet);
      // The admin came to act as the puppet: Home, as the puppet sees it. The Admin Panel is closed now.
      void navigate(paths.home, { replace: true });
    },
    onError: () => toast.error(ADMIN_MESSAGES.assumeFailed),
  });
}
