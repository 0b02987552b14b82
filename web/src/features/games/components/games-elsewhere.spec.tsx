import { screen, within } from '@testing-library/react';
import { mockFetch, type Routes } from '@/test/fetch-mock';
import { makeScore, ok, signedInAs } from '@/test/fixtures';
import { GAME_ID, makeGame, makePlayer, ME, RODNEY } from '@/test/games-api';
import { feedRoute } from '@/test/posts-api';
import { pushRealtime } from '@/test/realtime';
import { renderApp } from '@/test/render-app';
import { makeNotification, makeProfile, QUIET_SHELL, summary } from '@/test/social-api';
import { expectToast } from '@/test/toasts';

function open(path: string, routes: Routes) {
  const requests = mockFetch({ 'GET /api/auth/me': signedInAs(ME), ...QUIET_SHELL, ...routes });
  return { ...renderApp(path), requests };
}

const rodneyProfile: Routes = {
  [`GET /api/users/${RODNEY.id}`]: ok(makeProfile(RODNEY)),
  [`GET /api/scores/${RODNEY.id}`]: ok(makeScore({ userId: RODNEY.id })),
  ...feedRoute(`/api/posts/user/${RODNEY.id}`, []),
  [`GET /api/games/record/${RODNEY.id}`]: ok({ wins: 7, losses: 2, played: 9, active: 1 }),
};

describe('games across the app', () => {
  it('shows a skater’s games record on their profile', async () => {
    open(`/profile/${RODNEY.id}`, rodneyProfile);

    const record = await screen.findByLabelText('Games record');
    expect(record.textContent).toBe('Won–lost7–2Played9Going on1');
  });

  it('hides the record with the progress when the skater keeps it private', async () => {
    const { requests } = open(`/profile/${RODNEY.id}`, {
      ...rodneyProfile,
      [`GET /api/users/${RODNEY.id}`]: ok(
        makeProfile(RODNEY, {
          visibility: { posts: true, progress: false, followers: true, messages: true },
        }),
      ),
    });

    expect(await screen.findByText('Progress is private')).toBeInTheDocument();
    expect(screen.queryByLabelText('Games record')).not.toBeInTheDocument();
    expect(requests.some((request) => request.path.startsWith('/api/games/record'))).toBe(false);
  });

  it('challenges a skater from their profile, with them already chosen', async () => {
    const { user, requests } = open(`/profile/${RODNEY.id}`, {
      ...rodneyProfile,
      'POST /api/games': {
        status: 201,
        json: makeGame({
          status: 'invited',
          players: [makePlayer(ME, 0), makePlayer(RODNEY, 1, { invitation: 'pending' })],
          turn: null,
          timeline: [],
          yourMove: null,
        }),
      },
      [`GET /api/games/${GAME_ID}`]: ok(
        makeGame({ status: 'invited', turn: null, timeline: [], yourMove: null }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Challenge to S.K.A.T.E.' }));
    const dialog = await screen.findByRole('dialog', { name: 'New game of S.K.A.T.E.' });
    expect(
      within(within(dialog).getByRole('list', { name: 'Chosen opponents' })).getByText('@rodney'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send challenge' }));

    await expectToast('Challenge sent');
    expect(requests.find((request) => request.path === '/api/games')?.body).toEqual({
      opponentIds: [RODNEY.id],
      turnHours: 48,
    });
  });

  it('offers no challenge to a skater who takes no direct messages', async () => {
    open(`/profile/${RODNEY.id}`, {
      ...rodneyProfile,
      [`GET /api/users/${RODNEY.id}`]: ok(
        makeProfile(RODNEY, {
          cannotMessageReason: 'This skater does not accept direct messages',
          visibility: { posts: true, progress: true, followers: true, messages: false },
        }),
      ),
    });

    expect(await screen.findByText('This skater does not accept direct messages')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Challenge to S.K.A.T.E.' })).not.toBeInTheDocument();
  });

  it('offers no challenge to a brand', async () => {
    const brand = { ...RODNEY, isBrand: true };
    open(`/profile/${RODNEY.id}`, {
      ...rodneyProfile,
      [`GET /api/users/${RODNEY.id}`]: ok(makeProfile(brand)),
    });

    expect(await screen.findByRole('button', { name: 'Message' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Challenge to S.K.A.T.E.' })).not.toBeInTheDocument();
  });

  it('shows game notifications with a link to the game', async () => {
    open('/inbox?tab=notifications', {
      'GET /api/users/summary': summary({ unreadNotifications: 1 }),
      'GET /api/messages?box=received': ok({ messages: [], nextCursor: null }),
      'GET /api/notifications': ok({
        notifications: [
          makeNotification({
            type: 'game',
            message: 'rodney challenged you to a game of S.K.A.T.E.',
            link: `/games/${GAME_ID}`,
          }),
        ],
        nextCursor: null,
      }),
    });

    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getByLabelText('Game of S.K.A.T.E.')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Open game' })).toHaveAttribute(
      'href',
      `/games/${GAME_ID}`,
    );
  });

  it('refreshes the games list when a game changes', async () => {
    let games = [makeGame({ yourMove: null, turn: { ...makeGame().turn!, setterId: RODNEY.id } })];
    open('/games?tab=active', {
      'GET /api/games?status=active': () => ok({ games, nextCursor: null }),
    });
    const list = await screen.findByRole('list', { name: 'Active games' });
    expect(within(list).getByRole('link')).toHaveTextContent('Waiting for @rodney to set a trick');

    games = [makeGame()];
    await pushRealtime('games:updated', { gameId: GAME_ID });

    expect(await within(list).findByText('Your move: set a trick')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: /Your move/ })).toHaveTextContent('1');
  });
});
