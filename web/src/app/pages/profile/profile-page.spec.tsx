import { act, screen, within } from '@testing-library/react';
import { mockFetch, type MockReply, type Routes } from '@/test/fetch-mock';
import { makeScore, ok, signedInAs } from '@/test/fixtures';
import { feedRoute, makePost, OTHER_SKATER } from '@/test/posts-api';
import { renderApp } from '@/test/render-app';
import { makeProfile, ME, QUIET_SHELL } from '@/test/social-api';
import { BRAND } from '@/test/sponsorships-api';
import { expectToast } from '@/test/toasts';
import { closeChat } from '@/features/messaging';

const rodney = OTHER_SKATER;

function openProfile(path: string, routes: Routes) {
  const requests = mockFetch({ 'GET /api/auth/me': signedInAs(ME), ...QUIET_SHELL, ...routes });
  return { ...renderApp(path), requests };
}

const rodneyRoutes: Routes = {
  [`GET /api/users/${rodney.id}`]: ok(
    makeProfile(rodney, { bio: 'Bowl rat', location: 'Backwoods', postCount: 1 }),
  ),
  [`GET /api/scores/${rodney.id}`]: ok(makeScore({ userId: rodney.id, privateScore: 140, learnedCount: 7 })),
  ...feedRoute(`/api/posts/user/${rodney.id}`, [makePost({ content: 'Frontside air' })]),
};

afterEach(() => act(() => closeChat()));

describe('profile page', () => {
  it('shows another skater with Follow and Message, their progress and posts', async () => {
    openProfile(`/profile/${rodney.id}`, rodneyRoutes);

    expect(await screen.findByRole('heading', { level: 1, name: 'Rodney' })).toBeInTheDocument();
    expect(screen.getByText('@rodney')).toBeInTheDocument();
    expect(screen.getByText('Pro')).toBeInTheDocument();
    expect(screen.getByText('Bowl rat')).toBeInTheDocument();
    expect(screen.getByText('Backwoods')).toBeInTheDocument();
    const stats = within(screen.getByRole('list', { name: 'Stats' }));
    expect(stats.getByText('Level').previousSibling).toHaveTextContent('2');
    expect(stats.getByText('Verified pts').previousSibling).toHaveTextContent('40');
    expect(stats.getByText(/^Posts?$/).previousSibling).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Follow @rodney' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Message' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    expect(await screen.findByText('Frontside air')).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Level progress' })).toBeInTheDocument();
    expect(screen.getByText('7 tricks learned')).toBeInTheDocument();
  });

  it('says why there is no Message button when the skater turned direct messages off', async () => {
    const reason = 'This skater does not accept direct messages';
    openProfile(`/profile/${rodney.id}`, {
      ...rodneyRoutes,
      [`GET /api/users/${rodney.id}`]: ok(
        makeProfile(rodney, {
          cannotMessageReason: reason,
          visibility: { posts: true, progress: true, followers: true, messages: false },
        }),
      ),
    });

    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('opens the composer from Message', async () => {
    const { user } = openProfile(`/profile/${rodney.id}`, rodneyRoutes);

    await user.click(await screen.findByRole('button', { name: 'Message' }));

    const dialog = await screen.findByRole('dialog', { name: 'Message @rodney' });
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('shows your own profile at /profile with Edit instead of Follow', async () => {
    const { user } = openProfile('/profile', {
      [`GET /api/users/${ME.id}`]: ok(makeProfile(ME, { isOwner: true })),
      [`GET /api/scores/${ME.id}`]: ok(makeScore()),
      ...feedRoute(`/api/posts/user/${ME.id}`, []),
    });

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));

    expect(await screen.findByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Follow/ })).not.toBeInTheDocument();
    expect(screen.getByText('You have not posted yet.')).toBeInTheDocument();
  });

  it('offers a skater Add tricks on their own profile', async () => {
    openProfile('/profile', {
      [`GET /api/users/${ME.id}`]: ok(makeProfile(ME, { isOwner: true })),
      [`GET /api/scores/${ME.id}`]: ok(makeScore()),
      ...feedRoute(`/api/posts/user/${ME.id}`, []),
    });
    expect(await screen.findByRole('link', { name: 'Add tricks' })).toBeInTheDocument();
  });

  it('shows a brand its own profile without Add tricks', async () => {
    mockFetch({
      'GET /api/auth/me': signedInAs(BRAND),
      ...QUIET_SHELL,
      [`GET /api/users/${BRAND.id}`]: ok(
        makeProfile(BRAND, { isOwner: true, level: null, verifiedPoints: null }),
      ),
      [`GET /api/sponsorships?brandId=${BRAND.id}&status=accepted`]: ok([]),
      [`GET /api/sponsorships?brandId=${BRAND.id}`]: ok([]),
      ...feedRoute(`/api/posts/user/${BRAND.id}`, []),
    });
    renderApp('/profile');

    expect(await screen.findByRole('link', { name: 'Add a post' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add tricks' })).not.toBeInTheDocument();
  });

  it('keeps the avatar clear of a header video’s controls', async () => {
    openProfile(`/profile/${rodney.id}`, {
      ...rodneyRoutes,
      [`GET /api/users/${rodney.id}`]: ok(
        makeProfile(rodney, { headerVideo: 'https://cdn.example.com/header.mp4' }),
      ),
    });

    expect(await screen.findByLabelText("Rodney's header video")).toBeInTheDocument();
    // The overlap is a negative top margin that pulls the avatar up over the banner's bottom edge.
    expect(screen.getByTestId('profile-avatar').className).not.toMatch(/-mt-/);
  });

  it('says Profile not found, with a toast and Retry', async () => {
    let attempts = 0;
    const { user } = openProfile(`/profile/${rodney.id}`, {
      ...rodneyRoutes,
      [`GET /api/users/${rodney.id}`]: () => {
        attempts += 1;
        return attempts === 1
          ? { status: 404, json: { error: 'Profile not found', code: 'NOT_FOUND' } }
          : ok(makeProfile(rodney));
      },
    });

    expect(await screen.findByText('Profile not found')).toBeInTheDocument();
    await expectToast('Error loading profile', 'Could not load your profile data');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rodney' })).toBeInTheDocument();
  });

  // A lost connection is not an error here: the app goes offline and the read waits for the server.
  it.each<[string, MockReply]>([
    ['a server error', { status: 503, json: { error: 'Service unavailable', code: 'UNAVAILABLE' } }],
    [
      'a gateway timeout',
      { status: 504, json: { error: 'The service did not answer', code: 'UNAVAILABLE' } },
    ],
  ])('does not call %s "Profile not found", and retries', async (_label, failure) => {
    let attempts = 0;
    const { user } = openProfile(`/profile/${rodney.id}`, {
      ...rodneyRoutes,
      [`GET /api/users/${rodney.id}`]: () => {
        attempts += 1;
        return attempts === 1 ? failure : ok(makeProfile(rodney));
      },
    });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load this profile')).toBeInTheDocument();
    expect(screen.queryByText('Profile not found')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rodney' })).toBeInTheDocument();
  });

  it('shows a private profile as private, with Follow sending a request', async () => {
    const { user, requests } = openProfile(`/profile/${rodney.id}`, {
      [`GET /api/users/${rodney.id}`]: ok(
        makeProfile(rodney, {
          level: null,
          verifiedPoints: null,
          postCount: null,
          followerCount: null,
          followingCount: null,
          visibility: { posts: false, progress: false, followers: false, messages: true },
        }),
      ),
      'POST /api/follows': {
        status: 201,
        json: { isFollowing: false, requested: true, status: 'requested' },
      },
    });

    const notice = await screen.findByRole('note', { name: 'This profile is private' });
    expect(within(notice).getByText('Follow to see posts and progress.')).toBeInTheDocument();
    const stats = within(screen.getByRole('list', { name: 'Stats' }));
    expect(stats.queryByText('Level')).not.toBeInTheDocument();
    expect(stats.queryByText(/^Posts?$/)).not.toBeInTheDocument();
    expect(stats.getByText('Level & points').previousSibling).toHaveTextContent('Private');
    expect(screen.getByText('Only followers see these posts')).toBeInTheDocument();
    expect(requests.some((request) => request.path.startsWith('/api/posts/user'))).toBe(false);
    expect(requests.some((request) => request.path.startsWith('/api/scores'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Follow @rodney' }));
    expect(await screen.findByRole('button', { name: 'Cancel follow request to @rodney' })).toHaveTextContent(
      'Requested',
    );
  });

  it('says a blocked skater is blocked, not private, and unblocks from the profile', async () => {
    let blocked = true;
    const { user, requests } = openProfile(`/profile/${rodney.id}`, {
      ...rodneyRoutes,
      [`GET /api/users/${rodney.id}`]: () =>
        ok(
          blocked
            ? makeProfile(rodney, {
                isBlocked: true,
                level: null,
                verifiedPoints: null,
                postCount: null,
                cannotMessageReason: 'You blocked this skater',
                visibility: { posts: false, progress: false, followers: true, messages: false },
              })
            : makeProfile(rodney),
        ),
      [`DELETE /api/blocks/${rodney.id}`]: () => {
        blocked = false;
        return ok({ blocked: false });
      },
    });

    const notice = await screen.findByRole('note', { name: 'You blocked @rodney' });
    expect(screen.queryByText('This profile is private')).not.toBeInTheDocument();
    expect(screen.queryByText('Only followers see these posts')).not.toBeInTheDocument();
    expect(screen.queryByText('Progress is private')).not.toBeInTheDocument();
    expect(screen.queryByText('Level & points')).not.toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'Unblock' }));

    await expectToast('@rodney unblocked');
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
    expect(await screen.findByRole('button', { name: 'Follow @rodney' })).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'You blocked @rodney' })).not.toBeInTheDocument();
  });

  it('lets you follow from the Suggested Skaters card', async () => {
    const { user, requests } = openProfile(`/profile/${rodney.id}`, {
      ...rodneyRoutes,
      'GET /api/users/suggested': ok([makeProfile(rodney)]),
      'POST /api/follows': {
        status: 201,
        json: { isFollowing: true, requested: false, status: 'following' },
      },
    });
    const sidebar = within(await screen.findByRole('complementary', { name: 'Community' }));

    await user.click(await sidebar.findByRole('button', { name: 'Follow @rodney' }));

    expect(await sidebar.findByRole('button', { name: 'Unfollow @rodney' })).toBeInTheDocument();
    // The profile's own button follows the same state.
    expect(await screen.findAllByRole('button', { name: 'Unfollow @rodney' })).toHaveLength(2);
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ followingId: rodney.id });
  });
});
