import { screen, within } from '@testing-library/react';
import { mockFetch, type Routes } from '@/test/fetch-mock';
import { ok, signedInAs, summaryOf } from '@/test/fixtures';
import { attemptingGame, CARLA, GAME_ID, makeGame, makePlayer, ME, RODNEY } from '@/test/games-api';
import { renderApp } from '@/test/render-app';
import { QUIET_SHELL } from '@/test/social-api';
import { expectToast } from '@/test/toasts';

const WAITING = makeGame({
  id: '6d1f0c2a-1111-4a2b-9c3d-000000000002',
  players: [makePlayer(ME, 0), makePlayer(CARLA, 1, { letters: 'SKA' })],
  turn: { ...makeGame().turn!, setterId: CARLA.id },
  yourMove: null,
});
const MY_MOVE = attemptingGame();
const WON = makeGame({
  id: '6d1f0c2a-1111-4a2b-9c3d-000000000003',
  status: 'finished',
  turn: null,
  winnerId: ME.id,
  yourMove: null,
  players: [makePlayer(ME, 0, { letters: 'S' }), makePlayer(RODNEY, 1, { letters: 'SKATE', out: true })],
});

function openGames(routes: Routes, path = '/games') {
  const requests = mockFetch({
    'GET /api/auth/me': signedInAs(ME),
    ...QUIET_SHELL,
    'GET /api/games?status=active': ok({ games: [MY_MOVE, WAITING], nextCursor: null }),
    'GET /api/games?status=finished': ok({ games: [WON], nextCursor: null }),
    ...routes,
  });
  return { ...renderApp(path), requests };
}

describe('games screen', () => {
  it('opens on the games waiting for the reader, counted on the tab', async () => {
    openGames({});

    expect(await screen.findByRole('heading', { level: 1, name: 'Games' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your move' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    const card = within(list).getByRole('link', { name: /vs @rodney/ });
    expect(card).toHaveAttribute('href', `/games/${GAME_ID}`);
    expect(card).toHaveTextContent('Your move: match the trick');
    expect(screen.getByRole('tab', { name: /Your move/, selected: true })).toHaveTextContent('1');
  });

  it('lists every active game and the finished ones under their tabs', async () => {
    const { user, router } = openGames({});

    await user.click(await screen.findByRole('tab', { name: 'Active' }));
    const active = await screen.findByRole('list', { name: 'Active games' });
    expect(within(active).getAllByRole('listitem')).toHaveLength(2);
    expect(within(active).getByRole('link', { name: /vs @carla/ })).toHaveTextContent(
      'Waiting for @carla to set a trick',
    );
    expect(within(active).getByRole('img', { name: '3 letters: S K A' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=active');

    await user.click(screen.getByRole('tab', { name: 'Finished' }));
    const finished = await screen.findByRole('list', { name: 'Finished games' });
    expect(within(finished).getByRole('link', { name: /vs @rodney/ })).toHaveTextContent('You won');
  });

  it('says when nothing waits on the reader, and offers a new game', async () => {
    openGames({ 'GET /api/games?status=active': ok({ games: [WAITING], nextCursor: null }) });

    expect(await screen.findByText('Nothing waits on you')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New game' })).toHaveLength(2);
  });

  it('tells a brand that brands do not play', async () => {
    mockFetch({ 'GET /api/auth/me': signedInAs({ ...ME, isBrand: true }), ...QUIET_SHELL });
    renderApp('/games');

    expect(await screen.findByText('Brand accounts do not play S.K.A.T.E.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New game' })).not.toBeInTheDocument();
  });

  it('offers Retry when the games fail to load', async () => {
    let up = false;
    const { user } = openGames({
      'GET /api/games?status=active': () =>
        up
          ? ok({ games: [MY_MOVE], nextCursor: null })
          : { status: 503, json: { error: 'Unavailable', code: 'SERVICE_UNAVAILABLE' } },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load games');
    up = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Your move' })).toBeInTheDocument();
  });

  it('challenges skaters from the New game dialog and opens the new game', async () => {
    const created = makeGame({
      status: 'invited',
      players: [makePlayer(ME, 0), makePlayer(RODNEY, 1, { invitation: 'pending' })],
      turn: null,
      timeline: [],
      yourMove: null,
    });
    const { user, requests, router } = openGames({
      'GET /api/users/search?q=ro&excludeBrands=true': ok([summaryOf(ME), summaryOf(RODNEY)]),
      'POST /api/games': { status: 201, json: created },
      [`GET /api/games/${GAME_ID}`]: ok(created),
    });
    await user.click((await screen.findAllByRole('button', { name: 'New game' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'New game of S.K.A.T.E.' });

    // Nobody chosen: the challenge is not sent.
    await user.click(within(dialog).getByRole('button', { name: 'Send challenge' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose at least one skater to challenge');

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search skaters' }), 'ro');
    const results = await within(dialog).findByRole('list', { name: 'Skaters' });
    // The reader is never offered to themselves.
    expect(within(results).queryByRole('button', { name: 'Add @tony' })).not.toBeInTheDocument();
    await user.click(within(results).getByRole('button', { name: 'Add @rodney' }));
    expect(
      within(within(dialog).getByRole('list', { name: 'Chosen opponents' })).getByText('@rodney'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: '48 h' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: '24 h' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send challenge' }));

    await expectToast('Challenge sent');
    expect(requests.find((request) => request.path === '/api/games')?.body).toEqual({
      opponentIds: [RODNEY.id],
      turnHours: 24,
    });
    expect(await screen.findByRole('heading', { name: 'Waiting for 1 answer' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/games/${GAME_ID}`);
  });

  it('shows the server’s reason when a challenge is refused', async () => {
    const { user } = openGames({
      'GET /api/users/search?q=ro&excludeBrands=true': ok([summaryOf(RODNEY)]),
      'POST /api/games': {
        status: 403,
        json: { error: 'You cannot challenge this skater', code: 'FORBIDDEN' },
      },
    });
    await user.click((await screen.findAllByRole('button', { name: 'New game' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'New game of S.K.A.T.E.' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search skaters' }), 'ro');
    await user.click(await within(dialog).findByRole('button', { name: 'Add @rodney' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send challenge' }));

    await expectToast('Could not send the challenge', 'You cannot challenge this skater');
    expect(screen.getByRole('dialog', { name: 'New game of S.K.A.T.E.' })).toBeInTheDocument();
  });
});
