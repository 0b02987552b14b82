import { screen, waitFor, within } from '@testing-library/react';
import { deferredReply, mockFetch, type Routes } from '@/test/fetch-mock';
import { makeTrick, ok, signedInAs } from '@/test/fixtures';
import {
  ATTEMPT_POST_ID,
  attemptingGame,
  GAME_ID,
  inFuture,
  KICKFLIP,
  makeClip,
  makeGame,
  makePlayer,
  ME,
  RODNEY,
  SET_POST_ID,
} from '@/test/games-api';
import { makePost } from '@/test/posts-api';
import { pushRealtime } from '@/test/realtime';
import { renderApp } from '@/test/render-app';
import { QUIET_SHELL } from '@/test/social-api';
import { expectToast } from '@/test/toasts';

const GAME_URL = `/api/games/${GAME_ID}`;

function openGame(routes: Routes) {
  const requests = mockFetch({ 'GET /api/auth/me': signedInAs(ME), ...QUIET_SHELL, ...routes });
  return { ...renderApp(`/games/${GAME_ID}`), requests };
}

function statusHeading() {
  return screen.findByRole('heading', { level: 2, name: /^(Your move|Waiting|Matching|You|@)/ });
}

describe('game page', () => {
  it('shows the players with their letters, the turn, the countdown and the timeline', async () => {
    const game = attemptingGame({
      players: [makePlayer(ME, 0, { letters: 'SK' }), makePlayer(RODNEY, 1, { letters: 'S' })],
    });
    openGame({ [`GET ${GAME_URL}`]: ok(game) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Game of S.K.A.T.E.' })).toBeInTheDocument();
    expect(screen.getByText('vs @rodney')).toBeInTheDocument();
    const players = within(screen.getByRole('list', { name: 'Players' }));
    expect(players.getByRole('img', { name: '2 letters: S K' })).toBeInTheDocument();
    expect(players.getByRole('img', { name: '1 letter: S' })).toBeInTheDocument();
    expect(players.getByText('Setter')).toBeInTheDocument();
    expect(await statusHeading()).toHaveTextContent('Your move: match the trick');
    expect(screen.getByText(/Turn 1 · @rodney sets · Kickflip/)).toBeInTheDocument();
    // About three hours left: hours and minutes, and no announcement yet.
    expect(screen.getByText(/^(2h 59m|3h 0m)$/)).toBeInTheDocument();
    const turns = within(screen.getByRole('list', { name: 'Turns' }));
    expect(turns.getByRole('heading', { name: 'Turn 1: @rodney sets Kickflip' })).toBeInTheDocument();
    expect(turns.getByTitle('@rodney’s set: Kickflip')).toHaveAttribute(
      'src',
      expect.stringContaining('youtube'),
    );
    expect(turns.getByText('Not posted yet')).toBeInTheDocument();
  });

  it('announces the last ten minutes of a turn, once', async () => {
    openGame({
      [`GET ${GAME_URL}`]: ok(
        attemptingGame({ turn: { ...attemptingGame().turn!, deadline: inFuture(5 * 60_000) } }),
      ),
    });
    expect(await screen.findByText('Less than ten minutes left in this turn')).toBeInTheDocument();
    expect(screen.getByText('Less than ten minutes left in this turn')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it('sets a trick: posts the clip as a trick video, then hands it to the game', async () => {
    const afterSet = makeGame({
      turn: {
        number: 1,
        setterId: ME.id,
        phase: 'attempting',
        trick: KICKFLIP,
        deadline: inFuture(47 * 3_600_000),
      },
      yourMove: null,
    });
    const { user, requests } = openGame({
      [`GET ${GAME_URL}`]: ok(makeGame()),
      'GET /api/tricks': ok([makeTrick({ ...KICKFLIP }), makeTrick({ id: 'ollie-1', name: 'Ollie' })]),
      'POST /api/posts/trick-video': {
        status: 201,
        json: makePost({ id: SET_POST_ID, postType: 'trick_video' }),
      },
      [`POST ${GAME_URL}/set`]: ok(afterSet),
    });
    const form = await screen.findByRole('form', { name: 'Set a trick' });

    // Nothing is sent without a trick and a clip.
    await user.click(within(form).getByRole('button', { name: 'Post set' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Pick the trick you will set');
    expect(within(form).getByText('Paste the link to your clip')).toBeInTheDocument();

    await user.type(within(form).getByRole('searchbox', { name: 'Search tricks by name' }), 'kick');
    await user.click(await within(form).findByRole('radio', { name: 'Kickflip' }));
    await user.type(within(form).getByLabelText('Video link'), 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(within(form).getByRole('button', { name: 'Post set' }));

    await expectToast('Trick set. The others must match it.');
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => [request.path, request.body])).toEqual([
      [
        '/api/posts/trick-video',
        {
          content: 'Game of S.K.A.T.E.: setting a Kickflip',
          videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
          trickIds: [KICKFLIP.id],
        },
      ],
      [`${GAME_URL}/set`, { trickId: KICKFLIP.id, postId: SET_POST_ID }],
    ]);
    const status = await screen.findByRole('heading', { level: 2, name: 'Matching the Kickflip' });
    await waitFor(() => expect(status).toHaveFocus());
  });

  it('hands the same clip in again when only the game step failed', async () => {
    let gameUp = false;
    const { user, requests } = openGame({
      [`GET ${GAME_URL}`]: ok(attemptingGame()),
      'POST /api/posts/trick-video': { status: 201, json: makePost({ id: ATTEMPT_POST_ID }) },
      [`POST ${GAME_URL}/attempt`]: () =>
        gameUp
          ? ok(attemptingGame({ yourMove: null }))
          : { status: 409, json: { error: 'Try again in a moment', code: 'CONFLICT' } },
    });
    const form = await screen.findByRole('form', { name: 'Match the trick' });
    // The set still waits for this player's call: the form says so and leads there.
    await user.click(within(form).getByRole('button', { name: 'Go to the set' }));
    expect(screen.getByRole('region', { name: '@rodney’s set' })).toHaveFocus();
    await user.type(within(form).getByLabelText('Video link'), 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(within(form).getByRole('button', { name: 'Post attempt' }));
    await expectToast('That did not go through', 'Try again in a moment');

    gameUp = true;
    await user.click(within(form).getByRole('button', { name: 'Post attempt' }));
    await expectToast('Attempt posted');
    expect(requests.filter((request) => request.path === '/api/posts/trick-video')).toHaveLength(1);
    expect(requests.filter((request) => request.path === `${GAME_URL}/attempt`).map((r) => r.body)).toEqual([
      { postId: ATTEMPT_POST_ID },
      { postId: ATTEMPT_POST_ID },
    ]);
  });

  it('lets the attempt prompt wrap inside a narrow phone', async () => {
    // jsdom lays nothing out: the classes that let the prompt wrap are what can be checked here.
    openGame({ [`GET ${GAME_URL}`]: ok(attemptingGame()) });
    const form = await screen.findByRole('form', { name: 'Match the trick' });

    const sentence = within(form).getByText(/on video and add the clip or its link\.$/);
    expect(sentence).toHaveClass('min-w-0', 'break-words');
    expect(sentence.parentElement!.querySelector('svg')).toHaveClass('shrink-0');
    for (const name of ['Post attempt', 'I bailed'])
      expect(within(form).getByRole('button', { name })).toHaveClass('min-w-0', 'whitespace-normal');
  });

  it('bails only after a confirmation', async () => {
    const { user, requests } = openGame({
      [`GET ${GAME_URL}`]: ok(attemptingGame()),
      [`POST ${GAME_URL}/bail`]: ok(
        attemptingGame({
          yourMove: null,
          players: [makePlayer(ME, 0, { letters: 'S' }), makePlayer(RODNEY, 1)],
        }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'I bailed' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Take the letter?' });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Take the letter' }));

    await expectToast('Bail taken');
    expect(requests.some((request) => request.path === `${GAME_URL}/bail`)).toBe(true);
    expect(await screen.findByRole('img', { name: '1 letter: S' })).toBeInTheDocument();
  });

  it('calls the set a make from the timeline', async () => {
    const judging = attemptingGame({ yourMove: 'call' });
    const { user, requests } = openGame({
      [`GET ${GAME_URL}`]: ok(judging),
      [`POST ${GAME_URL}/calls`]: ok(
        attemptingGame({
          yourMove: 'attempt',
          timeline: [
            {
              ...judging.timeline[0],
              set: makeClip(SET_POST_ID, { verdict: 'make', calls: [{ judgeId: ME.id, call: 'make' }] }),
            },
          ],
        }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Go to the clip' }));
    const clip = screen.getByRole('region', { name: '@rodney’s set' });
    expect(clip).toHaveFocus();

    await user.click(within(clip).getByRole('button', { name: 'Make: @rodney’s set (Kickflip)' }));

    await expectToast('Called it a make');
    expect(requests.find((request) => request.path === `${GAME_URL}/calls`)?.body).toEqual({
      postId: SET_POST_ID,
      call: 'make',
    });
    const decided = screen.getByRole('region', { name: '@rodney’s set' });
    expect(within(decided).getByText('You: make')).toBeInTheDocument();
    expect(within(decided).queryByRole('button', { name: /^Make/ })).not.toBeInTheDocument();
  });

  it('says the call went through when the live update took the buttons away before the answer', async () => {
    const judging = attemptingGame({ yourMove: 'call' });
    const called = attemptingGame({
      yourMove: 'attempt',
      timeline: [
        {
          ...judging.timeline[0],
          set: makeClip(SET_POST_ID, { verdict: 'make', calls: [{ judgeId: ME.id, call: 'make' }] }),
        },
      ],
    });
    let game = judging;
    const answer = deferredReply();
    const { user } = openGame({
      [`GET ${GAME_URL}`]: () => ok(game),
      [`POST ${GAME_URL}/calls`]: answer.reply,
    });
    await user.click(await screen.findByRole('button', { name: 'Make: @rodney’s set (Kickflip)' }));

    // The game's push arrives first: the refetched game has the call, and the buttons go.
    game = called;
    await pushRealtime('games:updated', { gameId: GAME_ID });
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Make/ })).not.toBeInTheDocument());
    answer.resolve(ok(called));

    await expectToast('Called it a make');
  });

  it('accepts a challenge', async () => {
    const invited = makeGame({
      status: 'invited',
      challengerId: RODNEY.id,
      players: [makePlayer(RODNEY, 0), makePlayer(ME, 1, { invitation: 'pending' })],
      turn: null,
      timeline: [],
      yourMove: 'answer',
    });
    const { user } = openGame({
      [`GET ${GAME_URL}`]: ok(invited),
      [`POST ${GAME_URL}/accept`]: ok(
        makeGame({
          players: [makePlayer(RODNEY, 0), makePlayer(ME, 1)],
          turn: {
            number: 1,
            setterId: RODNEY.id,
            phase: 'setting',
            trick: null,
            deadline: inFuture(3_600_000 * 47),
          },
          yourMove: null,
        }),
      ),
    });
    expect(await statusHeading()).toHaveTextContent('You are challenged');
    expect(within(screen.getByRole('list', { name: 'Players' })).getByText('Invited')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));

    await expectToast('Challenge accepted. Game on!');
    expect(
      await screen.findByRole('heading', { name: 'Waiting for @rodney to set a trick' }),
    ).toBeInTheDocument();
  });

  it('forfeits behind a confirmation', async () => {
    let game = makeGame();
    const { user, requests } = openGame({
      [`GET ${GAME_URL}`]: () => ok(game),
      [`POST ${GAME_URL}/forfeit`]: () => {
        game = makeGame({
          status: 'finished',
          turn: null,
          winnerId: RODNEY.id,
          yourMove: null,
          players: [makePlayer(ME, 0, { out: true, forfeited: true }), makePlayer(RODNEY, 1)],
        });
        return ok(game);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Forfeit' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Forfeit this game?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((request) => request.path.endsWith('/forfeit'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Forfeit' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Forfeit this game?' })).getByRole('button', {
        name: 'Forfeit',
      }),
    );
    await expectToast('You forfeited the game');
    expect(await screen.findByRole('heading', { name: '@rodney won' })).toBeInTheDocument();
    expect(screen.getByText('Forfeited')).toBeInTheDocument();
    expect(screen.getByText('Winner')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Forfeit' })).not.toBeInTheDocument();
  });

  it('follows the game live: a push refetches it without a reload', async () => {
    let game = makeGame({ yourMove: null, turn: { ...makeGame().turn!, setterId: RODNEY.id } });
    openGame({ [`GET ${GAME_URL}`]: () => ok(game) });
    expect(
      await screen.findByRole('heading', { name: 'Waiting for @rodney to set a trick' }),
    ).toBeInTheDocument();

    game = attemptingGame({ players: [makePlayer(ME, 0, { letters: 'S' }), makePlayer(RODNEY, 1)] });
    await pushRealtime('games:updated', { gameId: GAME_ID });

    expect(await screen.findByRole('heading', { name: 'Your move: match the trick' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '1 letter: S' })).toBeInTheDocument();
  });

  it('says a game cancelled by a block was cancelled, not that its set was judged a fake', async () => {
    const game = attemptingGame({ status: 'cancelled', turn: null, yourMove: null });
    game.timeline[0] = { ...game.timeline[0], outcome: 'void' };
    openGame({ [`GET ${GAME_URL}`]: ok(game) });

    const turns = within(await screen.findByRole('list', { name: 'Turns' }));
    expect(turns.getByText('Cancelled: a player blocked the other')).toBeInTheDocument();
    expect(screen.queryByText(/judged a fake/)).not.toBeInTheDocument();
  });

  it('says a set judged a fake was, and links a disputed clip to its vote', async () => {
    const game = attemptingGame({
      timeline: [
        {
          number: 1,
          setterId: RODNEY.id,
          trick: KICKFLIP,
          outcome: 'void',
          set: makeClip(SET_POST_ID, { verdict: 'fake' }),
          attempts: [],
          lettersGiven: [],
        },
        {
          number: 2,
          setterId: ME.id,
          trick: KICKFLIP,
          outcome: 'pending',
          set: makeClip(ATTEMPT_POST_ID, { disputed: true }),
          attempts: [],
          lettersGiven: [],
        },
      ],
    });
    openGame({ [`GET ${GAME_URL}`]: ok(game) });

    const turns = within(await screen.findByRole('list', { name: 'Turns' }));
    expect(turns.getByText('Void: the set was judged a fake')).toBeInTheDocument();
    expect(turns.getByRole('link', { name: 'Vote on it' })).toHaveAttribute(
      'href',
      `/post/${ATTEMPT_POST_ID}`,
    );
  });

  it('says when the game is not there to see', async () => {
    openGame({ [`GET ${GAME_URL}`]: { status: 404, json: { error: 'No such game', code: 'NOT_FOUND' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This game does not exist, or it is not yours to see.',
    );
  });
});
