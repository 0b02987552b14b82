import type { PasswordChangedDto } from '@boonies/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/** Changes the password; the server ends every other session and keeps this one. */
export function changePassword(request: ChangePasswordRequest): Promise<PasswordChangedDto> {
  return api.POST('/api/auth/change-password', { body: request });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
