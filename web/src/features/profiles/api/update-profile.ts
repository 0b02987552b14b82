import type { UpdateProfileDto, UserDto } from '@boonies/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { currentUserQueryKey, feedsKey, profileKey } from '@/lib/query-keys';

/** The profile fields as plain data (the contract class carries server-side validation decorators). */
export type ProfileChanges = { [K in keyof UpdateProfileDto]: UpdateProfileDto[K] };

export function updateProfile(userId: string, changes: ProfileChanges): Promise<UserDto> {
  return api.PATCH('/api/users/{id}', { params: { path: { id: userId } }, body: changes });
}

/** Saves the owner's profile; the header, the profile and the feeds' author names follow. */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => updateProfile(userId, changes),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      void queryClient.invalidateQueries({ queryKey: profileKey(userId) });
      void queryClient.invalidateQueries({ queryKey: feedsKey });
    },
  });
}
