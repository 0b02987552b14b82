import { act, screen } from '@testing-library/react';
import { mockFetch } from '@/test/fetch-mock';
import { makeUser, signedInAs } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { fakeTricksApi } from '@/test/tricks-api';

const skater = makeUser();

describe('scroll position between pages', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    // The test page has no layout, so scrolling only records where the window was asked to go.
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    }) as typeof window.scrollTo);
    window.scrollTo(0, 0);
    sessionStorage.clear();
  });
  afterEach(() => scrollTo.mockRestore());

  it('returns to the list where it was left though the list shows after its skeleton', async () => {
    // As a browser does: a page no taller than its loading skeleton cannot be scrolled down.
    scrollTo.mockImplementation(((x: number, y: number) => {
      const listShown = screen.queryByRole('heading', { name: 'Browse all tricks' }) !== null;
      Object.defineProperty(window, 'scrollY', { value: listShown ? y : 0, configurable: true });
    }) as typeof window.scrollTo);
    const api = fakeTricksApi({ user: skater });
    mockFetch({ 'GET /api/auth/me': signedInAs(skater), ...api.routes });
    const { router } = renderApp('/tricks');
    await screen.findByRole('heading', { name: 'Browse all tricks' });
    window.scrollTo(0, 900);

    await act(() => router.navigate('/tricks/sg-1'));
    await screen.findByRole('heading', { level: 1, name: 'Kickflip' });
    expect(window.scrollY).toBe(0);

    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { name: 'Browse all tricks' });
    expect(window.scrollY).toBe(900);
  });

  it('opens a trick at the top and returns to the list where it was left', async () => {
    const api = fakeTricksApi({ user: skater });
    mockFetch({ 'GET /api/auth/me': signedInAs(skater), ...api.routes });
    const { router } = renderApp('/tricks');
    await screen.findByRole('heading', { name: 'Browse all tricks' });
    window.scrollTo(0, 900);
    scrollTo.mockClear();

    await act(() => router.navigate('/tricks/sg-1'));
    await screen.findByRole('heading', { level: 1, name: 'Kickflip' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { name: 'Browse all tricks' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
  });
});
