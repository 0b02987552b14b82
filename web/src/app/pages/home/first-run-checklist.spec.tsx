import type { ProgressDto } from '@boonies/contracts/tricks';
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, type Routes } from '@/test/fetch-mock';
import { makeUser, ok, signedInAs } from '@/test/fixtures';
import { EMPTY_FEEDS, makePost, OTHER_SKATER } from '@/test/posts-api';
import { renderApp } from '@/test/render-app';
import { makeProfile } from '@/test/social-api';
import { firstRunDoneKey } from './first-run-checklist';

const skater = makeUser();
const rodney = OTHER_SKATER;
const KICKFLIP: ProgressDto = { trickId: 'kickflip', learned: true, verified: false, learnedAt: null };

/** A skater's own counts, as the profile and progress routes answer them; `following` grows with each follow. */
function serveHome(facts: { following: number; posts: number; progress: ProgressDto[] }, more: Routes = {}) {
  const state = { ...facts };
  const requests = mockFetch({
    'GET /api/auth/me': signedInAs(skater),
    'GET /api/tricks/trending': ok([]),
    ...EMPTY_FEEDS,
    [`GET /api/users/${skater.id}`]: () =>
      ok(makeProfile(skater, { isOwner: true, followingCount: state.following, postCount: state.posts })),
    [`GET /api/progress/${skater.id}`]: () => ok(state.progress),
    'GET /api/users/suggested': ok([rodney]),
    [`GET /api/follows/check/${rodney.id}`]: ok({ isFollowing: false, requested: false, status: 'none' }),
    'POST /api/follows': () => {
      state.following += 1;
      return { status: 201, json: { isFollowing: true, requested: false, status: 'following' } };
    },
    'POST /api/posts': () => {
      state.posts += 1;
      return ok(makePost({ content: 'First session', author: skater }));
    },
    ...more,
  });
  return { requests, state };
}

const checklist = () => screen.findByRole('region', { name: 'Get rolling' });
const stepOf = (name: string) => {
  const item = within(screen.getByRole('region', { name: 'Get rolling' }))
    .getByText(name)
    .closest('li');
  if (!item) throw new Error(`No step ${name}`);
  return within(item);
};

/** Narrows the window to a phone's: no `min-width` query matches. */
function onPhone(): void {
  const wide = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...wide(query), matches: false });
}

describe('First-run checklist', () => {
  const wideMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = wideMatchMedia;
  });

  it('shows a new skater three steps above the composer, each leading where it is done', async () => {
    serveHome({ following: 0, posts: 0, progress: [] });
    renderApp('/');

    const card = await checklist();
    expect(card.compareDocumentPosition(screen.getByRole('form', { name: 'New post' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(within(card).getByText('0 of 3 done')).toBeInTheDocument();
    expect(stepOf('Tick the tricks you have').getByRole('link')).toHaveAttribute('href', '/tricks');
    for (const step of ['Tick the tricks you have', 'Follow three skaters', 'Post your first clip']) {
      expect(stepOf(step).getByRole('img', { name: 'To do' })).toBeInTheDocument();
    }
  });

  it('ticks a step off from the server: a third follow and a first post', async () => {
    serveHome({ following: 2, posts: 0, progress: [KICKFLIP] });
    const { user } = renderApp('/');

    const card = await checklist();
    expect(within(card).getByText('1 of 3 done')).toBeInTheDocument();
    expect(stepOf('Tick the tricks you have').getByRole('img', { name: 'Done' })).toBeInTheDocument();

    const follow = stepOf('Follow three skaters').getByRole('button', { name: /Follow three skaters/ });
    expect(follow).toHaveTextContent('2 of 3');
    await user.click(follow);
    expect(follow).toHaveAttribute('aria-expanded', 'true');
    await user.click(await within(card).findByRole('button', { name: 'Follow @rodney' }));
    await waitFor(() =>
      expect(stepOf('Follow three skaters').getByRole('img', { name: 'Done' })).toBeInTheDocument(),
    );

    await user.click(stepOf('Post your first clip').getByRole('button'));
    const composer = within(screen.getByRole('form', { name: 'New post' }));
    const text = composer.getByLabelText('What’s happening at the park?');
    expect(text).toHaveFocus();
    await user.type(text, 'First session');
    await user.click(composer.getByRole('button', { name: 'Post' }));

    // All three done: the card goes, and is remembered gone.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Get rolling' })).not.toBeInTheDocument(),
    );
    expect(window.localStorage.getItem(firstRunDoneKey(skater.id))).toBe('true');
  });

  it('stays gone for good once all three were done, whatever the counts say later', async () => {
    window.localStorage.setItem(firstRunDoneKey(skater.id), 'true');
    const { requests } = serveHome({ following: 0, posts: 0, progress: [] });
    renderApp('/');

    expect(await screen.findByRole('form', { name: 'New post' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Get rolling' })).not.toBeInTheDocument();
    expect(requests.some((request) => request.path === `/api/users/${skater.id}`)).toBe(false);
  });

  it('is not shown to a skater who has done all three, nor to a brand', async () => {
    serveHome({ following: 3, posts: 1, progress: [KICKFLIP] });
    const { unmount } = renderApp('/');
    expect(await screen.findByRole('form', { name: 'New post' })).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(firstRunDoneKey(skater.id))).toBe('true'));
    expect(screen.queryByRole('region', { name: 'Get rolling' })).not.toBeInTheDocument();
    unmount();

    const brand = makeUser({ id: 'brand-1', username: 'deck-co', isBrand: true });
    mockFetch({ 'GET /api/auth/me': signedInAs(brand), 'GET /api/tricks/trending': ok([]), ...EMPTY_FEEDS });
    renderApp('/');
    expect(await screen.findByRole('form', { name: 'New post' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Get rolling' })).not.toBeInTheDocument();
  });

  it('sits above the composer and the feed on a phone, and opens the composer to post', async () => {
    onPhone();
    serveHome({ following: 0, posts: 0, progress: [] });
    const { user } = renderApp('/');

    const card = await checklist();
    const composer = screen.getByRole('form', { name: 'New post' });
    expect(card.compareDocumentPosition(composer)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(card.compareDocumentPosition(screen.getByRole('tablist', { name: 'Feed' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(within(composer).queryByRole('button', { name: 'Post' })).not.toBeInTheDocument();

    await user.click(stepOf('Post your first clip').getByRole('button'));
    expect(within(composer).getByLabelText('What’s happening at the park?')).toHaveFocus();
    expect(within(composer).getByRole('button', { name: 'Post' })).toBeVisible();
  });
});
