import type { PreferencesDto, UpdatePreferencesDto } from '@boonies/contracts/social';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { commitAppearance } from '../appearance';
import { preferencesKey, profilesKey } from '@/lib/query-keys';

/** The request as plain data (the contract class carries the server's validation decorators). */
export type PreferencesChanges = {
  [K in keyof UpdatePreferencesDto]?: K extends 'theme'
    ? PreferencesDto['theme']
    : Partial<PreferencesDto[Exclude<K, 'theme'>]>;
};

export function updatePreferences(changes: PreferencesChanges): Promise<PreferencesDto> {
  return api.PATCH('/api/users/me/preferences', { body: changes });
}

/** Saves settings; the answer is the whole saved set, which also becomes this device's copy. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(preferencesKey, saved);
      commitAppearance(saved);
      // Privacy changes what others see, and what the profile explains to its owner.
      void queryClient.invalidateQueries({ queryKey: profilesKey });
    },
  });
}
