import { screen, within } from '@testing-library/react';
import { mockFetch } from '@/test/fetch-mock';
import { ok, signedInAs, summaryOf } from '@/test/fixtures';
import { ME, RODNEY } from '@/test/games-api';
import { renderApp } from '@/test/render-app';
import { QUIET_SHELL } from '@/test/social-api';

function open(path: string, routes: Parameters<typeof mockFetch>[0]) {
  const requests = mockFetch({ 'GET /api/auth/me': signedInAs(ME), ...QUIET_SHELL, ...routes });
  return { ...renderApp(path), requests };
}

describe('leaderboard: Games board', () => {
  it('ranks the skaters by games won', async () => {
    const { user, router } = open('/?tab=leaderboard', {
      'GET /api/leaderboard?filter=all&hideUnscored=true': ok([]),
      'GET /api/games/leaderboard': ok({
        entries: [
          { rank: 1, user: summaryOf(RODNEY), wins: 7, losses: 2, played: 9 },
          { rank: 2, user: summaryOf(ME), wins: 3, losses: 3, played: 6 },
        ],
        nextCursor: null,
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Games' }));

    const board = await screen.findByRole('list', { name: 'Leaderboard: Games' });
    const [first, second] = within(board).getAllByRole('listitem');
    expect(first).toHaveTextContent('Rank 1');
    expect(first).toHaveTextContent('rodney');
    expect(first).toHaveTextContent('7–2 won–lost');
    expect(first).toHaveTextContent('9 played');
    expect(within(second).getByText('You')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=leaderboard&board=games');
  });

  it('says when no game has been finished yet, and offers Try Again on a failure', async () => {
    let up = false;
    const { user } = open('/?tab=leaderboard&board=games', {
      'GET /api/leaderboard?filter=all&hideUnscored=true': ok([]),
      'GET /api/games/leaderboard': () =>
        up
          ? ok({ entries: [], nextCursor: null })
          : { status: 503, json: { error: 'Unavailable', code: 'SERVICE_UNAVAILABLE' } },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the games leaderboard');
    up = true;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No finished games yet. Win one to top the board.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Games', selected: true })).toBeInTheDocument();
  });
});
