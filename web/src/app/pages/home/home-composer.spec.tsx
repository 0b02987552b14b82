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
    mockFetch({
      'GET /api/auth/me': signedInAs(skater),
      'GET /api/tricks/trending': ok([]),
      ...EMPTY_FEEDS,
      ...feedRoute('/api/posts/following', [makePost({ content: 'Frontside air over the hip' })]),
    });
  });
  afterEach(() => {
    window.matchMedia = wideMatchMedia;
  });

  it('is a one-line bar above the feed that opens in place when tapped; Escape folds an empty one', async () => {
    const { user } = renderApp('/');

    const form = within(await screen.findByRole('form', { name: 'New post' }));
    const text = form.getByLabelText(BAR);
    expect(text).toHaveAttribute('rows', '1');
    expect(form.queryByRole('tablist', { name: 'Post type' })).not.toBeInTheDocument();
    expect(form.queryByRole('button', { name: 'Post' })).not.toBeInTheDocument();
    expect(await screen.findByText('Frontside air over the hip')).toBeInTheDocument();

    await user.click(text);
    expect(text).toHaveFocus();
    expect(text).toHaveAttribute('rows', '3');
    expect(form.getByRole('tablist', { name: 'Post type' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(form.queryByRole('button', { name: 'Post' })).not.toBeInTheDocument();
    expect(text).toHaveFocus();

    // Typing opens it again; with a draft, Escape leaves it open.
    await user.type(text, 'Bowl is dry');
    expect(form.getByRole('button', { name: 'Post' })).toBeEnabled();
    await user.keyboard('{Escape}');
    expect(form.getByRole('button', { name: 'Post' })).toBeVisible();
    expect(text).toHaveValue('Bowl is dry');
  });

  it('keeps the whole composer on a wide screen', async () => {
    window.matchMedia = wideMatchMedia;
    renderApp('/');

    const form = within(await screen.findByRole('form', { name: 'New post' }));
    expect(form.getByLabelText(BAR)).toHaveAttribute('rows', '3');
    expect(form.getByRole('button', { name: 'Post' })).toBeVisible();
  });
});
