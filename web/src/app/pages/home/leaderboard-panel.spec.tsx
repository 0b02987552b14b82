import { screen, within } from '@testing-library/react';
import { deferredReply, mockFetch, type Routes } from '@/test/fetch-mock';
import { makeLeaderboardEntry, makeUser, ok, signedInAs } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const me = makeUser({ username: 'tony' });

const STANDINGS = [
  makeLeaderboardEntry({
    rank: 1,
    id: 'a1',
    username: 'nyjah',
    proStatus: true,
    score: 980,
    level: 10,
    levelName: 'Impossible',
  }),
  makeLeaderboardEntry({
    rank: 2,
    id: 'a2',
    username: 'leticia',
    amateurStatus: true,
    score: 720,
    level: 8,
    levelName: 'Legendary',
  }),
  makeLeaderboardEntry({ rank: 3, id: me.id, username: 'tony', score: 410, level: 5, levelName: 'Expert' }),
  makeLeaderboardEntry({
    rank: 4,
    id: 'a4',
    username: 'rayssa',
    flowStatus: true,
    score: 90,
    level: 1,
    levelName: 'Beginner',
  }),
];

function serve(routes: Routes) {
  return mockFetch({ 'GET /api/auth/me': signedInAs(me), 'GET /api/tricks/trending': ok([]), ...routes });
}

async function openLeaderboard(path = '/?tab=leaderboard') {
  const app = renderApp(path);
  await screen.findByRole('tab', { name: 'Leaderboard', selected: true });
  return app;
}

function rows() {
  return within(screen.getByRole('list', { name: /^Leaderboard/ })).getAllByRole('listitem');
}

describe('Leaderboard', () => {
  it('ranks skaters with podium icons, badges, points and level', async () => {
    serve({ 'GET /api/leaderboard?filter=all&hideUnscored=true': ok(STANDINGS) });
    await openLeaderboard();

    await screen.findByRole('list', { name: 'Leaderboard: All' });
    const [first, second, third, fourth] = rows();
    expect(first).toHaveTextContent('Rank 1NnyjahProLevel 10 · Impossible980 pts');
    expect(first.querySelector('[data-rank-icon="1"]')).toHaveClass('lucide-trophy');
    expect(second.querySelector('[data-rank-icon="2"]')).toHaveClass('lucide-medal');
    expect(third.querySelector('[data-rank-icon="3"]')).toHaveClass('lucide-award');
    expect(fourth.querySelector('[data-rank-icon]')).toBeNull();
    expect(fourth).toHaveTextContent('Rank 4');
    expect(within(second).getByText('Am')).toBeInTheDocument();
    expect(within(fourth).getByText('Flow')).toBeInTheDocument();
    // The "N" above is nyjah's initial, standing in for a missing picture.
  });

  it('leads with a skater’s display name, their @username after it', async () => {
    serve({
      'GET /api/leaderboard?filter=all&hideUnscored=true': ok([
        { ...STANDINGS[0], displayName: 'Nyjah Huston' },
        ...STANDINGS.slice(1),
      ]),
    });
    await openLeaderboard();

    await screen.findByRole('list', { name: 'Leaderboard: All' });
    const [first, second] = rows();
    expect(within(first).getByText('Nyjah Huston')).toHaveClass('font-semibold');
    expect(within(first).getByText(/@nyjah/)).toBeInTheDocument();
    // Without a display name the username leads, once.
    expect(within(second).getByText('leticia')).toHaveClass('font-semibold');
    expect(within(second).queryByText(/@leticia/)).not.toBeInTheDocument();
  });

  it('leaves skaters with 0 points out until the switch shows them', async () => {
    const newcomer = makeLeaderboardEntry({ rank: 5, id: 'a5', username: 'newcomer', score: 0 });
    const requests = serve({
      'GET /api/leaderboard?filter=all&hideUnscored=true': ok(STANDINGS),
      'GET /api/leaderboard?filter=all': ok([...STANDINGS, newcomer]),
    });
    const { user, router } = await openLeaderboard();

    await screen.findByRole('list', { name: 'Leaderboard: All' });
    expect(rows()).toHaveLength(4);
    const toggle = screen.getByRole('switch', { name: 'Show skaters with 0 points' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');

    await user.click(toggle);

    expect(await screen.findByText('newcomer')).toBeInTheDocument();
    expect(rows()).toHaveLength(5);
    expect(router.state.location.search).toBe('?tab=leaderboard&unscored=show');
    expect(requests.map((request) => request.path)).toContain('/api/leaderboard?filter=all');
  });

  it('highlights the signed-in skater’s own row', async () => {
    serve({ 'GET /api/leaderboard?filter=all&hideUnscored=true': ok(STANDINGS) });
    await openLeaderboard();

    await screen.findByRole('list', { name: 'Leaderboard: All' });
    const mine = rows().filter((row) => within(row).queryByText('You'));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toHaveTextContent('tony');
  });

  it('opens a skater’s profile from their row, by click or Enter', async () => {
    serve({ 'GET /api/leaderboard?filter=all&hideUnscored=true': ok(STANDINGS) });
    const { user, router } = await openLeaderboard();

    const row = await screen.findByRole('link', { name: /leticia/ });
    expect(row).toHaveAttribute('href', '/profile/a2');
    row.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/a2');
  });

  it('filters by sponsorship, asking the server for each filter', async () => {
    const requests = serve({
      'GET /api/leaderboard?filter=all&hideUnscored=true': ok(STANDINGS),
      'GET /api/leaderboard?filter=pro&hideUnscored=true': ok([STANDINGS[0]]),
    });
    const { user, router } = await openLeaderboard();

    expect(
      within(screen.getByRole('tablist', { name: 'Leaderboard filter' }))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'Pro', 'Am', 'Flow', 'Sponsored', 'Unsponsored']);
    await user.click(screen.getByRole('tab', { name: 'Pro' }));

    await screen.findByRole('list', { name: 'Leaderboard: Pro' });
    expect(rows()).toHaveLength(1);
    expect(router.state.location.search).toBe('?tab=leaderboard&filter=pro');
    expect(requests.map((request) => request.path)).toContain(
      '/api/leaderboard?filter=pro&hideUnscored=true',
    );
  });

  it('shows ten skeleton rows while loading', async () => {
    const board = deferredReply();
    serve({ 'GET /api/leaderboard?filter=all&hideUnscored=true': board.reply });
    await openLeaderboard();

    const loading = await screen.findByRole('status', { name: 'Loading leaderboard' });
    expect(loading.querySelectorAll('[data-skeleton-row]')).toHaveLength(10);
    board.resolve(ok(STANDINGS));
    expect(await screen.findByRole('list', { name: 'Leaderboard: All' })).toBeInTheDocument();
  });

  it('says when no skater matches the filter', async () => {
    serve({ 'GET /api/leaderboard?filter=flow&hideUnscored=true': ok([]) });
    await openLeaderboard('/?tab=leaderboard&filter=flow');

    expect(await screen.findByText('No users found for this filter.')).toBeInTheDocument();
  });

  it('offers Try Again when the leaderboard fails to load', async () => {
    let up = false;
    serve({
      'GET /api/leaderboard?filter=all&hideUnscored=true': () =>
        up ? ok(STANDINGS) : { status: 503, json: { error: 'Unavailable', code: 'SERVICE_UNAVAILABLE' } },
    });
    const { user } = await openLeaderboard();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load leaderboard');
    up = true;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('list', { name: 'Leaderboard: All' })).toBeInTheDocument();
  });
});
