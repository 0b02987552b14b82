import type { UserDto } from '@boonies/contracts/auth';
import type { ProfileDto } from '@boonies/contracts/social';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createAppQueryClient } from '@/app/query-client';
import { currentUserQueryKey, profileKey } from '@/lib/query-keys';
import { deferredReply, mockFetch, type MockReply } from '@/test/fetch-mock';
import { ok } from '@/test/fixtures';
import { makeProfile, ME } from '@/test/social-api';
import { PROFILE_REFRESH_DELAYS_MS, useUpdateProfile } from './update-profile';

const PROFILE_PATH = `/api/users/${ME.id}`;
const BEFORE = '2026-03-01T10:00:00.000Z';
const SAVED_AT = '2026-03-01T10:05:00.123Z';

const before = makeProfile(ME, { isOwner: true, bio: 'Old bio', updatedAt: BEFORE, followerCount: 3 });
const saved: UserDto = { ...ME, bio: 'New bio', updatedAt: SAVED_AT };
/** The profile once its copy has the save; a follower arrived meanwhile. */
const caughtUp: ProfileDto = { ...before, bio: 'New bio', updatedAt: SAVED_AT, followerCount: 4 };

/** The hook with the owner's profile cached, and every bio the cached profile showed, in order. */
function renderSave() {
  const queryClient = createAppQueryClient();
  queryClient.setQueryData(currentUserQueryKey, ME);
  queryClient.setQueryData(profileKey(ME.id), before);
  const shownBios: (string | null)[] = [];
  queryClient.getQueryCache().subscribe(({ query }) => {
    const profile = query.state.data as ProfileDto | undefined;
    if (query.queryKey.join() === profileKey(ME.id).join() && profile) shownBios.push(profile.bio);
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useUpdateProfile(ME.id), { wrapper });
  const cachedProfile = () => queryClient.getQueryData<ProfileDto>(profileKey(ME.id));
  return { result, queryClient, shownBios, cachedProfile };
}

/** Answers the profile reads in turn, the last one again for any read beyond them. */
function profileReads(...replies: MockReply[]) {
  let reads = 0;
  return {
    reply: () => replies[Math.min(reads++, replies.length - 1)],
    count: () => reads,
  };
}

describe('useUpdateProfile', () => {
  it('shows the save at once, then reads the profile again until its copy has caught up', async () => {
    const reads = profileReads(ok(before), ok(before), ok(caughtUp));
    mockFetch({ [`PATCH ${PROFILE_PATH}`]: ok(saved), [`GET ${PROFILE_PATH}`]: reads.reply });
    const { result, queryClient, shownBios, cachedProfile } = renderSave();

    await act(() => result.current.mutateAsync({ bio: 'New bio' }));

    expect(queryClient.getQueryData(currentUserQueryKey)).toEqual(saved);
    // The save's answer, over what only the profile knows (its counts).
    expect(cachedProfile()).toMatchObject({ bio: 'New bio', updatedAt: SAVED_AT, followerCount: 3 });
    await waitFor(() => expect(cachedProfile()).toEqual(caughtUp));
    expect(reads.count()).toBe(3);
    // The two reads from before the save never reached the screen.
    expect(shownBios).not.toContain('Old bio');
  });

  it('stops after a few reads when the copy stays behind, keeping what the save answered', async () => {
    const reads = profileReads(ok(before));
    mockFetch({ [`PATCH ${PROFILE_PATH}`]: ok(saved), [`GET ${PROFILE_PATH}`]: reads.reply });
    const { result, shownBios, cachedProfile } = renderSave();

    await act(() => result.current.mutateAsync({ bio: 'New bio' }));

    await waitFor(() => expect(reads.count()).toBe(PROFILE_REFRESH_DELAYS_MS.length));
    // Longer than the last wait: no read beyond the last try.
    await act(() => new Promise((resolve) => setTimeout(resolve, PROFILE_REFRESH_DELAYS_MS.at(-1)! + 200)));
    expect(reads.count()).toBe(PROFILE_REFRESH_DELAYS_MS.length);
    expect(cachedProfile()).toMatchObject({ bio: 'New bio', updatedAt: SAVED_AT });
    expect(shownBios).not.toContain('Old bio');
  });

  it('keeps the save when a read fails, and takes the next one that caught up', async () => {
    const reads = profileReads(
      { status: 503, json: { error: 'Busy', code: 'SERVICE_UNAVAILABLE' } },
      ok(caughtUp),
    );
    mockFetch({ [`PATCH ${PROFILE_PATH}`]: ok(saved), [`GET ${PROFILE_PATH}`]: reads.reply });
    const { result, cachedProfile } = renderSave();

    await act(() => result.current.mutateAsync({ bio: 'New bio' }));

    await waitFor(() => expect(cachedProfile()).toEqual(caughtUp));
    expect(reads.count()).toBe(2);
  });

  it('is pending while saving, and on a refused save keeps the profile as it was and reads nothing', async () => {
    const patch = deferredReply();
    const requests = mockFetch({ [`PATCH ${PROFILE_PATH}`]: patch.reply });
    const { result, cachedProfile } = renderSave();

    act(() => result.current.mutate({ bio: 'New bio' }));
    await waitFor(() => expect(result.current.isPending).toBe(true));

    patch.resolve({ status: 503, json: { error: 'Profiles are unavailable', code: 'SERVICE_UNAVAILABLE' } });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(cachedProfile()).toEqual(before);
    expect(requests.map(({ method }) => method)).toEqual(['PATCH']);
  });
});
