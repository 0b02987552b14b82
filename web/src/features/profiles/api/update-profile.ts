import type { UserDto } from '@boonies/contracts/auth';
import type { ProfileDto, UpdateProfileDto } from '@boonies/contracts/social';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { currentUserQueryKey, feedsKey, profileKey } from '@/lib/query-keys';
import { fetchProfile } from './profile';

/** The profile fields as plain data (the contract class carries server-side validation decorators). */
export type ProfileChanges = { [K in keyof UpdateProfileDto]: UpdateProfileDto[K] };

/**
 * The waits before each read of the profile after a save. The profile is read from a copy of the account
 * kept from events, a moment behind the save: read it again, backing off, until it has the save.
 */
export const PROFILE_REFRESH_DELAYS_MS = [0, 100, 200, 400, 800] as const;

export function updateProfile(userId: string, changes: ProfileChanges): Promise<UserDto> {
  return api.PATCH('/api/users/{id}', { params: { path: { id: userId } }, body: changes });
}

/**
 * Saves the owner's profile; the header, the profile and the feeds' author names follow. The profile shows
 * the save's answer at once, and is then read again until its copy has caught up, so the owner never sees
 * what they just replaced.
 */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => updateProfile(userId, changes),
    onSuccess: async (saved) => {
      queryClient.setQueryData(currentUserQueryKey, saved);
      // A read already on its way may answer from before the save: it must not overwrite the save.
      await queryClient.cancelQueries({ queryKey: profileKey(userId) });
      queryClient.setQueryData<ProfileDto>(profileKey(userId), (cached) =>
        cached ? { ...cached, ...savedProfileFields(saved) } : cached,
      );
      void refreshUntilSaved(queryClient, userId, saved.updatedAt);
      void queryClient.invalidateQueries({ queryKey: feedsKey });
    },
  });
}

/** Reads the profile until it is as new as the save, then caches it; a few tries, then keeps the save's. */
async function refreshUntilSaved(queryClient: QueryClient, userId: string, savedAt: string): Promise<void> {
  const saved = Date.parse(savedAt);
  for (const delay of PROFILE_REFRESH_DELAYS_MS) {
    await new Promise((resolve) => setTimeout(resolve, delay));
    // A failed read is one try less; the profile keeps what the save answered.
    const profile = await fetchProfile(userId).catch(() => undefined);
    if (profile && Date.parse(profile.updatedAt) >= saved) {
      queryClient.setQueryData(profileKey(userId), profile);
      return;
    }
  }
}

/** What the save answers of the fields the profile shows (not the email and account flags). */
function savedProfileFields(user: UserDto): Partial<ProfileDto> {
  return {
    username: user.username,
    displayName: user.displayName,
    bio: user.bio,
    profilePicture: user.profilePicture,
    headerVideo: user.headerVideo,
    location: user.location,
    skatingStyle: user.skatingStyle,
    favoriteSpot: user.favoriteSpot,
    gradientStartColor: user.gradientStartColor,
    gradientEndColor: user.gradientEndColor,
    proStatus: user.proStatus,
    amateurStatus: user.amateurStatus,
    flowStatus: user.flowStatus,
    isBrand: user.isBrand,
    isVerified: user.isVerified,
    updatedAt: user.updatedAt,
  };
}
