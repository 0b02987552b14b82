import { FEED_PAGE_SIZE } from '@boonies/contracts/posts';
import { mockFetch } from '@/test/fetch-mock';
import { makeUser, ok, SIGNED_OUT, signedInAs } from '@/test/fixtures';
import { makeProfile } from '@/test/social-api';
import { prefetchFirstScreen } from './first-screen-data';
import { createAppQueryClient } from './query-client';

const SKATER = makeUser({ id: '11111111-1111-4111-8111-111111111111', username: 'sam' });
const OTHER = makeUser({ id: '22222222-2222-4222-8222-222222222222', username: 'kai' });
const EMPTY_PAGE = ok({ posts: [], nextCursor: null });
const feedPath = (path: string) => `${path}?limit=${FEED_PAGE_SIZE}`;

async function openedAt(url: string, routes: Parameters<typeof mockFetch>[0]) {
  const requests = mockFetch({ 'GET /api/auth/me': signedInAs(SKATER), ...routes });
  const queryClient = createAppQueryClient();
  await prefetchFirstScreen(queryClient, new URL(url, 'http://localhost'));
  return { paths: requests.map((request) => request.path), queryClient };
}

describe('prefetchFirstScreen', () => {
  it('asks for nothing but the session when nobody is signed in', async () => {
    const requests = mockFetch({ 'GET /api/auth/me': SIGNED_OUT });
    await prefetchFirstScreen(createAppQueryClient(), new URL('http://localhost/'));
    expect(requests.map((request) => request.path)).toEqual(['/api/auth/me']);
  });

  it("starts home's open tab: Following by default, the tab in the address otherwise", async () => {
    const home = await openedAt('/', { [`GET ${feedPath('/api/posts/following')}`]: EMPTY_PAGE });
    expect(home.paths).toEqual(['/api/auth/me', feedPath('/api/posts/following')]);
    expect(home.queryClient.getQueryData(['posts', 'feed', 'following'])).toBeDefined();

    const popular = await openedAt('/?tab=popular', {
      [`GET ${feedPath('/api/posts/popular')}`]: EMPTY_PAGE,
    });
    expect(popular.paths).toEqual(['/api/auth/me', feedPath('/api/posts/popular')]);

    const leaderboard = await openedAt('/?tab=leaderboard', {});
    expect(leaderboard.paths).toEqual(['/api/auth/me']);
  });

  it("starts the tracker's catalogue summaries, progress, score and suggestions together", async () => {
    const { paths } = await openedAt('/tricks', {
      'GET /api/tricks/summaries': ok([]),
      [`GET /api/progress/${SKATER.id}`]: ok([]),
      [`GET /api/scores/${SKATER.id}`]: ok({}),
      'GET /api/tricks/suggestions': ok([]),
    });
    expect(paths.slice(1).sort()).toEqual(
      [
        '/api/tricks/summaries',
        `/api/progress/${SKATER.id}`,
        `/api/scores/${SKATER.id}`,
        '/api/tricks/suggestions',
      ].sort(),
    );
  });

  it('starts a profile, then only what it lets the caller see', async () => {
    const open = await openedAt(`/profile/${OTHER.id}`, {
      [`GET /api/users/${OTHER.id}`]: ok(makeProfile(OTHER)),
      [`GET ${feedPath(`/api/posts/user/${OTHER.id}`)}`]: EMPTY_PAGE,
      [`GET /api/scores/${OTHER.id}`]: ok({}),
    });
    expect(open.paths.slice(1).sort()).toEqual(
      [`/api/users/${OTHER.id}`, feedPath(`/api/posts/user/${OTHER.id}`), `/api/scores/${OTHER.id}`].sort(),
    );

    const closed = await openedAt(`/profile/${OTHER.id}`, {
      [`GET /api/users/${OTHER.id}`]: ok(
        makeProfile(OTHER, {
          visibility: { posts: false, progress: false, followers: false, messages: false },
        }),
      ),
    });
    expect(closed.paths).toEqual(['/api/auth/me', `/api/users/${OTHER.id}`]);
  });

  it("reads /profile as the skater's own", async () => {
    const { paths } = await openedAt('/profile', {
      [`GET /api/users/${SKATER.id}`]: ok(makeProfile(SKATER, { isOwner: true })),
      [`GET ${feedPath(`/api/posts/user/${SKATER.id}`)}`]: EMPTY_PAGE,
      [`GET /api/scores/${SKATER.id}`]: ok({}),
    });
    expect(paths).toContain(`/api/users/${SKATER.id}`);
  });

  it('starts nothing for the other screens', async () => {
    const { paths } = await openedAt('/settings', {});
    expect(paths).toEqual(['/api/auth/me']);
  });
});
