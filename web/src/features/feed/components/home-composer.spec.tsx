import { screen, within } from '@testing-library/react';
import { mockFetch } from '@/test/fetch-mock';
import { makeUser, ok, signedInAs } from '@/test/fixtures';
import { EMPTY_FEEDS, feedRoute, makePost } from '@/test/posts-api';
import { renderApp } from '@/test/render-app';
import { firstRunDoneKey } from './first-run-checklist';

const skater = makeUser();
const BAR = 'What’s happening at the park?';

describe('Home composer on a phone', () => {
  const wideMatchMedia = window.matchMedia;
  beforeEach(() => {
    // A phone: no `min-width` query matches.
    window.matchMedia = (query: string) => ({ ...wideMatchMedia(query), matches: false });
    window.localStorage.setItem(firstRunDoneKey(skater.id), 'true');
  });
  afterEach(() => {
    window.matchMedia = wideMatchMedia;
  });

  it('is a bar above the feed that opens the composer focused; Escape folds an empty one back', async () => {
    mockFetch({
      'GET /api/auth/me': signedInAs(skater),
      'GET /api/tricks/trending': ok([]),
      ...EMPTY_FEEDS,
      ...feedRoute('/api/posts/following', [makePost({ content: 'Frontside air over the hip' })]),
    });
    const { user } = renderApp('/');

    const bar = await screen.findByRole('button', { name: BAR });
    expect(bar).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'New post' })).not.toBeInTheDocument();
    expect(await screen.findByText('Frontside air over the hip')).toBeInTheDocument();

    await user.click(bar);
    const text = within(screen.getByRole('form', { name: 'New post' })).getByLabelText(BAR);
    expect(text).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'New post' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: BAR })).toHaveFocus();

    // A draft is not folded away by Escape, and folding keeps it.
    await user.click(screen.getByRole('button', { name: BAR }));
    expect(text).toHaveFocus();
    await user.type(text, 'Bowl is dry');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('form', { name: 'New post' })).toBeInTheDocument();
    expect(text).toHaveValue('Bowl is dry');
  });

  it('keeps the whole composer on a wide screen', async () => {
    window.matchMedia = wideMatchMedia;
    mockFetch({ 'GET /api/auth/me': signedInAs(skater), 'GET /api/tricks/trending': ok([]), ...EMPTY_FEEDS });
    renderApp('/');

    expect(await screen.findByRole('form', { name: 'New post' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BAR })).not.toBeInTheDocument();
  });
});
