import { screen, waitFor } from '@testing-library/react';
import { apiClient } from '@/lib/api-client';
import { deferredReply, mockFetch } from '@/test/fetch-mock';
import { makeUser, signedInAs, SIGNED_OUT } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

describe('sign-in guard', () => {
  it('shows "Loading..." while the session is checked, then sends a signed-out visitor to /auth', async () => {
    const session = deferredReply();
    mockFetch({ 'GET /api/auth/me': session.reply });

    const { router } = renderApp('/tricks');

    // Past the download of the page's code, the guard itself is what is waiting.
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tricks');

    session.resolve(SIGNED_OUT);

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('shows the page to a signed-in user', async () => {
    mockFetch({ 'GET /api/auth/me': signedInAs(makeUser()) });

    const { router } = renderApp('/tricks');

    expect(await screen.findByRole('heading', { level: 1, name: 'Trick Tracker' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tricks');
  });

  it('offers a retry instead of the sign-in screen when the server cannot answer', async () => {
    let serverUp = false;
    mockFetch({
      'GET /api/auth/me': () =>
        serverUp ? signedInAs(makeUser()) : { status: 503, statusText: 'Service Unavailable' },
    });
    const { user, router } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(router.state.location.pathname).toBe('/');

    serverUp = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });

  it('goes to /auth when a later read finds the session over', async () => {
    mockFetch({ 'GET /api/auth/me': signedInAs(makeUser()) });
    const { router, queryClient } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Home' });

    mockFetch({ 'GET /api/tricks': SIGNED_OUT });
    await queryClient
      .fetchQuery({ queryKey: ['tricks'], queryFn: () => apiClient.get('/api/tricks') })
      .catch(() => undefined);

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('keeps non-admins out of /admin', async () => {
    mockFetch({ 'GET /api/auth/me': signedInAs(makeUser({ isAdmin: false })) });

    const { router } = renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets admins into /admin', async () => {
    mockFetch({ 'GET /api/auth/me': signedInAs(makeUser({ isAdmin: true })) });

    renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
  });
});
