import { REALTIME_EVENTS } from '@boonies/contracts/realtime';
import { screen, waitFor, within } from '@testing-library/react';
import { deferredReply, mockFetch } from '@/test/fetch-mock';
import { makeTrick, makeUser, ok, signedInAs } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { pushRealtime } from '@/test/realtime';
import { expectToast } from '@/test/toasts';
import { CATALOGUE, fakeTricksApi, summaryOf, TRICKS } from '@/test/tricks-api';

const skater = makeUser();

function serveTracker(user = skater, overrides = {}) {
  const api = fakeTricksApi({ user });
  const requests = mockFetch({ 'GET /api/auth/me': signedInAs(user), ...api.routes, ...overrides });
  return { requests, api };
}

async function openTracker(path = '/tricks') {
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Browse all tricks' });
  return app;
}

function levelBar() {
  return screen.getByRole('progressbar', { name: 'Level progress' });
}

/** The score card's figure for a label, e.g. "Private score" → "240 pts". */
function stat(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

/** The learned box of a trick in its category (the suggestions hold a second one). */
async function openCategoryBox(user: ReturnType<typeof renderApp>['user'], category: string, trick: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(`^${category}`) }));
  const panel = screen.getByRole('region', { name: new RegExp(`^${category}`) });
  return within(panel).getByRole('checkbox', { name: `${trick} learned` });
}

describe('Trick Tracker', () => {
  it('shows the level, points in the level and the scores', async () => {
    serveTracker();
    await openTracker();

    // The level comes from the 100 verified points, not the 240 private ones, as on the leaderboard.
    expect((await screen.findByText('Level 2')).closest('p')).toHaveTextContent(
      'Level 2Easy· from verified points',
    );
    expect(screen.getByText('0 / 100 pts')).toBeInTheDocument();
    expect(screen.getByText('100 pts to Level 3')).toBeInTheDocument();
    expect(levelBar()).toHaveAttribute('aria-valuenow', '0');
    expect(levelBar()).toHaveAttribute('aria-valuetext', 'Level 2, Easy: 0 of 100 points');
    expect(stat('Private score')).toBe('240 pts');
    expect(stat('Verified score')).toBe('100 pts');
    expect(stat('Learned')).toBe('3 tricks');
    expect(stat('Verified')).toBe('1 trick');
  });

  it('counts a trick the community just verified, as soon as the push arrives', async () => {
    const { api } = serveTracker();
    await openTracker();
    await waitFor(() => expect(stat('Verified score')).toBe('100 pts'));

    api.records.set(TRICKS.manual.id, { ...api.records.get(TRICKS.manual.id)!, verified: true });
    await pushRealtime(REALTIME_EVENTS.trickAutoVerified, {
      verificationId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      postId: '9b2e6f1c-1d7a-4a8e-9a57-0f2b7b1f6a10',
      trickId: TRICKS.manual.id,
    });

    await waitFor(() => expect(stat('Verified score')).toBe('200 pts'));
    expect(stat('Verified')).toBe('2 tricks');
  });

  it('suggests the tricks the server picked, with difficulty and points', async () => {
    serveTracker();
    await openTracker();

    const suggestions = await screen.findAllByRole('checkbox', { name: /learned$/ });
    expect(suggestions.map((box) => box.getAttribute('aria-label'))).toEqual([
      'Kickflip learned',
      'Heelflip learned',
    ]);
    const kickflip = screen.getByRole('link', { name: 'Kickflip' });
    expect(kickflip).toHaveAttribute('href', '/tricks/sg-1');
    expect(within(kickflip.parentElement!).getByText('Intermediate')).toBeInTheDocument();
    expect(within(kickflip.parentElement!).getByText('20 pts')).toBeInTheDocument();
  });

  it("lists the tricks from the catalogue's summaries, and fetches their guides once the page is idle", async () => {
    const wholeCatalogue = deferredReply();
    const { requests } = serveTracker(skater, { 'GET /api/tricks': wholeCatalogue.reply });
    const { queryClient } = await openTracker();

    const asked = () => requests.map((request) => request.path);
    expect(asked()).toContain('/api/tricks/summaries');
    expect(screen.getByRole('heading', { name: 'Browse all tricks' }).parentElement).toHaveTextContent(
      '6 tricks · 3 categories',
    );
    await waitFor(() => expect(asked()).toContain('/api/tricks'));
    expect(asked().indexOf('/api/tricks/summaries')).toBeLessThan(asked().indexOf('/api/tricks'));

    wholeCatalogue.resolve(ok(Object.values(TRICKS)));
    await waitFor(() => expect(queryClient.getQueryData(['tricks', 'list'])).toHaveLength(6));
  });

  it('shows a whole catalogue already on the device while the summaries load', async () => {
    const summaries = deferredReply();
    serveTracker(skater, { 'GET /api/tricks/summaries': summaries.reply });
    const app = renderApp('/tricks');
    // Kept from a visit before the summaries existed, or fetched by a search.
    app.queryClient.setQueryData(['tricks', 'list'], Object.values(TRICKS));
    expect(await screen.findByRole('heading', { name: 'Browse all tricks' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Browse all tricks' }).parentElement).toHaveTextContent(
      '6 tricks · 3 categories',
    );
    summaries.resolve(ok(Object.values(TRICKS).map(summaryOf)));
    await waitFor(() => expect(app.queryClient.getQueryData(['tricks', 'summaries'])).toHaveLength(6));
  });

  it('shows a skeleton while the catalogue loads', async () => {
    const catalogue = deferredReply();
    serveTracker(skater, { 'GET /api/tricks/summaries': catalogue.reply });
    renderApp('/tricks');

    expect(await screen.findByRole('status', { name: 'Loading tricks' })).toBeInTheDocument();
    catalogue.resolve(ok(Object.values(TRICKS).map(summaryOf)));
    expect(await screen.findByRole('heading', { name: 'Browse all tricks' })).toBeInTheDocument();
  });

  it('says "Failed to load tricks" and tries again on Retry', async () => {
    let up = false;
    const api = fakeTricksApi({ user: skater });
    mockFetch({
      'GET /api/auth/me': signedInAs(skater),
      ...api.routes,
      'GET /api/tricks/summaries': () =>
        up ? ok(Object.values(TRICKS).map(summaryOf)) : { status: 503, statusText: 'Unavailable' },
    });
    const { user } = renderApp('/tricks');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load tricks');
    up = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Browse all tricks' })).toBeInTheDocument();
  });

  it('opens a category to list its tricks', async () => {
    serveTracker();
    const { user } = await openTracker();
    const flips = screen.getByRole('button', { name: /^Flip Foundation/ });

    expect(flips).toHaveAttribute('aria-expanded', 'false');
    expect(flips).toHaveTextContent('0/3 learned');
    await user.click(flips);

    expect(flips).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: /^Flip Foundation/ });
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Heelflip', 'Kickflip', 'Varial Flip']);
  });

  it('filters by name as the skater types, and says when nothing matches', async () => {
    serveTracker();
    const { user, router } = await openTracker();
    const search = screen.getByRole('searchbox', { name: 'Search tricks' });

    await user.type(search, 'FLIP');
    expect(screen.getByRole('status')).toHaveTextContent('3 tricks match “FLIP”');
    const results = screen.getByRole('region', { name: 'Search results' });
    expect(
      within(results)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Heelflip', 'Kickflip', 'Varial Flip']);
    expect(router.state.location.search).toBe('?q=FLIP');

    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No tricks match “zzz”.');
  });

  it('finds a trick by the other names skaters call it, whatever the punctuation', async () => {
    const tricks = [
      ...CATALOGUE,
      makeTrick({ id: 'flip-16', name: '360 Flip', aliases: ['Tre Flip', '3 Flip'] }),
      makeTrick({ id: 'sg-50', name: '50-50 Grind', aliases: ['Fifty-Fifty', '50-50'] }),
      makeTrick({ id: 'sg-55', name: 'Backside 5-0 Grind', aliases: ['5-0', 'Five-O'] }),
    ];
    mockFetch({ 'GET /api/auth/me': signedInAs(skater), ...fakeTricksApi({ user: skater, tricks }).routes });
    const { user } = await openTracker();
    const search = screen.getByRole('searchbox', { name: 'Search tricks' });
    const found = () =>
      within(screen.getByRole('region', { name: 'Search results' }))
        .getAllByRole('link')
        .map((link) => link.textContent);

    await user.type(search, 'tre flip');
    expect(found()).toEqual(['360 Flip']);

    await user.clear(search);
    await user.type(search, 'fifty fifty');
    expect(found()).toEqual(['50-50 Grind']);

    await user.clear(search);
    await user.type(search, 'fifty-fifty');
    expect(found()).toEqual(['50-50 Grind']);

    // "50" is the 5-0 with its hyphen dropped, and the start of the 50-50.
    await user.clear(search);
    await user.type(search, '50');
    expect(found()).toEqual(['Backside 5-0 Grind', '50-50 Grind']);
  });

  it('ticks a trick at once, then keeps it when the server agrees', async () => {
    const save = deferredReply();
    const { requests, api } = serveTracker(skater, {
      [`PUT /api/progress/${skater.id}/sg-1`]: save.reply,
    });
    const { user } = await openTracker();
    await screen.findByText('Level 2');

    const box = await openCategoryBox(user, 'Flip Foundation', 'Kickflip');
    await user.click(box);

    // Before the server answers: the box and the private score have moved; an unverified trick leaves the level.
    expect(box).toBeChecked();
    expect(screen.getAllByRole('checkbox', { name: 'Kickflip learned' })).toHaveLength(2);
    for (const twin of screen.getAllByRole('checkbox', { name: 'Kickflip learned' }))
      expect(twin).toBeChecked();
    expect(stat('Private score')).toBe('260 pts');
    expect(stat('Learned')).toBe('4 tricks');
    expect(screen.getByText('0 / 100 pts')).toBeInTheDocument();

    api.records.set('sg-1', { trickId: 'sg-1', learned: true, verified: false, learnedAt: null });
    save.resolve(ok(api.records.get('sg-1')));

    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: 'Kickflip learned', checked: false })).toBeNull(),
    );
    expect(requests.find((request) => request.method === 'PUT')).toMatchObject({
      path: `/api/progress/${skater.id}/sg-1`,
      body: { learned: true },
    });
    // The suggestions are refetched: Kickflip is no longer one of them.
    await waitFor(() =>
      expect(screen.getAllByRole('checkbox', { name: 'Kickflip learned' })).toHaveLength(1),
    );
    expect(stat('Private score')).toBe('260 pts');
  });

  it('undoes the tick and shows the server’s reason when saving fails', async () => {
    serveTracker(skater, {
      [`PUT /api/progress/${skater.id}/sg-1`]: {
        status: 503,
        json: { error: 'The tricks service is not answering', code: 'SERVICE_UNAVAILABLE' },
      },
    });
    const { user } = await openTracker();
    await screen.findByText('Level 2');

    const box = await openCategoryBox(user, 'Flip Foundation', 'Kickflip');
    await user.click(box);

    await expectToast('The tricks service is not answering');
    expect(box).not.toBeChecked();
    expect(stat('Private score')).toBe('240 pts');
    expect(stat('Learned')).toBe('3 tricks');
    expect(screen.getByText('0 / 100 pts')).toBeInTheDocument();
  });

  it('says "Verified tricks are locked" when the server refuses to unlearn a verified trick', async () => {
    serveTracker(skater, {
      [`PUT /api/progress/${skater.id}/man-1`]: {
        status: 409,
        json: { error: 'This trick is verified and cannot be unlearned', code: 'CONFLICT' },
      },
    });
    const { user } = await openTracker();

    // Verified on another device since this page loaded: the box is still open here.
    const box = await openCategoryBox(user, 'First Tricks', 'Manual');
    await user.click(box);

    await expectToast('Verified tricks are locked');
    expect(box).toBeChecked();
  });

  it('locks a verified trick with a star: its box stays ticked and cannot be unticked', async () => {
    const { requests } = serveTracker();
    const { user } = await openTracker();

    const box = await openCategoryBox(user, 'Fundamentals', 'Ollie');
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription('Verified. Verified tricks are locked.');
    await user.click(box);

    expect(box).toBeChecked();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('shows a brand the catalogue without score, progress, suggestions or boxes', async () => {
    const brand = makeUser({ isBrand: true });
    const { requests } = serveTracker(brand);
    const { user } = await openTracker();

    expect(screen.getByText(/Brand accounts can browse every trick/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Fundamentals/ }));
    expect(screen.getByRole('link', { name: 'Ollie' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText('Suggested for you')).not.toBeInTheDocument();
    const paths = requests.map((request) => request.path);
    expect(paths.filter((path) => /progress|scores|suggestions/.test(path))).toEqual([]);
  });
});
