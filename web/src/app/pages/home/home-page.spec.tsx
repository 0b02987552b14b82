import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN, CARLA, puppetSession } from '@/test/admin-api';
import { deferredReply, mockFetch } from '@/test/fetch-mock';
import { makeUser, ok, signedInAs } from '@/test/fixtures';
import { EMPTY_FEEDS, feedRoute, makePost } from '@/test/posts-api';
import { renderApp } from '@/test/render-app';
import { expectToast } from '@/test/toasts';

const skater = makeUser();
const base = { 'GET /api/auth/me': signedInAs(skater), 'GET /api/tricks/trending': ok([]) };

describe('Home', () => {
  it('has the composer, then the four feed tabs, Following first', async () => {
    mockFetch({ ...base, ...EMPTY_FEEDS });
    renderApp('/');

    const feedTabs = within(await screen.findByRole('tablist', { name: 'Feed' })).getAllByRole('tab');
    expect(feedTabs.map((tab) => tab.textContent)).toEqual([
      'Following',
      'Popular',
      'Verifications',
      'Leaderboard',
    ]);
    expect(screen.getByRole('tab', { name: 'Following' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('form', { name: 'New post' })).toBeInTheDocument();
    expect(screen.queryByText('Admin Mask Mode Active')).not.toBeInTheDocument();
  });

  it('says what each empty feed is waiting for', async () => {
    mockFetch({ ...base, ...EMPTY_FEEDS });
    const { user, router } = renderApp('/');

    expect(await screen.findByText('No posts from followed users yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Popular' }));
    expect(await screen.findByText('No posts yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Verifications' }));
    expect(await screen.findByText('No verification posts yet.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=verifications');
  });

  it('offers a new skater with an empty Following feed Popular, suggestions and first tricks', async () => {
    const suggested = makeUser({ id: 'user-rodney', username: 'rodney', displayName: 'Rodney' });
    mockFetch({
      ...base,
      ...EMPTY_FEEDS,
      'GET /api/users/suggested': ok([suggested]),
      ...feedRoute('/api/posts/popular', [makePost({ content: 'Kickflip down the seven' })]),
    });
    const { user, router } = renderApp('/');

    expect(await screen.findByText('No posts from followed users yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tick your first tricks' })).toHaveAttribute('href', '/tricks');
    const following = within(screen.getByRole('tabpanel', { name: 'Following' }));
    expect(await following.findAllByRole('link', { name: /rodney/i })).not.toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Show Popular posts' }));
    expect(screen.getByRole('tab', { name: 'Popular' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Kickflip down the seven')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=popular');
  });

  it('shows loading, then a failure with Retry that loads the feed again', async () => {
    const first = deferredReply();
    let attempts = 0;
    mockFetch({
      ...base,
      'GET /api/posts/popular?limit=20': () => {
        attempts += 1;
        return attempts === 1
          ? first.reply()
          : ok({ posts: [makePost({ content: 'Back online' })], nextCursor: null });
      },
    });
    const { user } = renderApp('/?tab=popular');

    expect(await screen.findByText('Loading posts...')).toBeInTheDocument();
    first.resolve({ status: 503, json: { error: 'Posts are unavailable', code: 'SERVICE_UNAVAILABLE' } });
    expect(await screen.findByText('Failed to load posts')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back online')).toBeInTheDocument();
  });

  it('loads the next page on request and says when the feed is over', async () => {
    mockFetch({
      ...base,
      ...feedRoute('/api/posts/popular', [makePost({ content: 'Page one' })], 'cursor-2'),
      'GET /api/posts/popular?cursor=cursor-2&limit=20': ok({
        posts: [makePost({ content: 'Page two' })],
        nextCursor: null,
      }),
    });
    const { user } = renderApp('/?tab=popular');

    expect(await screen.findByText('Page one')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more posts' }));
    expect(await screen.findByText('Page two')).toBeInTheDocument();
    expect(screen.getByText('You’re all caught up.')).toBeInTheDocument();
    expect(within(screen.getByRole('feed', { name: 'Popular posts' })).getAllByRole('article')).toHaveLength(
      2,
    );
  });
});

describe('Home in puppet mode', () => {
  it('shows the Admin Mask banner above the composer, and Return restores the admin', async () => {
    let me = puppetSession(CARLA);
    mockFetch({
      ...EMPTY_FEEDS,
      'GET /api/tricks/trending': ok([]),
      'GET /api/auth/me': () => ok(me),
      'POST /api/admin/puppets/return': () => {
        me = ADMIN;
        return ok(ADMIN);
      },
    });
    const { user } = renderApp('/');

    const banner = await screen.findByRole('region', { name: 'Admin Mask Mode' });
    expect(within(banner).getByText('Admin Mask Mode Active')).toBeInTheDocument();
    expect(within(banner).getByText('Operating as: concrete_carla')).toBeInTheDocument();
    // The banner comes before the composer in reading order.
    const composer = screen.getByRole('form', { name: 'New post' });
    expect(banner.compareDocumentPosition(composer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(within(banner).getByRole('button', { name: 'Return' }));
    await expectToast('Admin Mode Restored');
    await waitFor(() => expect(screen.queryByText('Admin Mask Mode Active')).not.toBeInTheDocument());
  });

  it('keeps the banner and toasts when Return fails', async () => {
    mockFetch({
      ...EMPTY_FEEDS,
      'GET /api/tricks/trending': ok([]),
      'GET /api/auth/me': ok(puppetSession(CARLA)),
      'POST /api/admin/puppets/return': { status: 503, json: { error: 'Down', code: 'SERVICE_UNAVAILABLE' } },
    });
    const { user } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Return' }));
    await expectToast('Failed to return to admin identity');
    expect(screen.getByText('Operating as: concrete_carla')).toBeInTheDocument();
  });
});
