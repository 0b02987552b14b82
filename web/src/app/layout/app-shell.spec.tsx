import { act, screen, within } from '@testing-library/react';
import { CARLA, puppetSession } from '@/test/admin-api';
import { mockFetch } from '@/test/fetch-mock';
import { makeUser, ok, signedInAs } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { expectToast } from '@/test/toasts';
import { fakeTricksApi } from '@/test/tricks-api';

async function openShell(path: string, user = makeUser()) {
  mockFetch({ 'GET /api/auth/me': signedInAs(user), 'GET /api/tricks/trending': ok([]) });
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return app;
}

async function openAccountMenu(app: Awaited<ReturnType<typeof openShell>>) {
  await app.user.click(screen.getByRole('button', { name: 'Account menu' }));
  return screen.findByRole('menu');
}

function sidebarNav() {
  return within(screen.getByRole('complementary', { name: 'Sidebar' })).getByRole('navigation', {
    name: 'Main',
  });
}

describe('app shell', () => {
  it('offers the account pages in the account menu, without Admin Panel for a skater', async () => {
    const app = await openShell('/');
    expect(within(sidebarNav()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();

    const menu = await openAccountMenu(app);

    const entries = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(entries).toEqual(['Profile', 'Messages', 'Settings', 'About', 'Log out']);
  });

  it('adds Admin Panel to the menu and Admin to the sidebar for an admin', async () => {
    const app = await openShell('/', makeUser({ isAdmin: true }));
    expect(within(sidebarNav()).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');

    const menu = await openAccountMenu(app);

    expect(within(menu).getByRole('menuitem', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
  });

  it('highlights the current page in the sidebar', async () => {
    await openShell('/tricks');

    const nav = sidebarNav();
    expect(within(nav).getByRole('link', { name: 'Trick Tracker' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Feed' })).not.toHaveAttribute('aria-current');
  });

  it('lists every destination in the sidebar, in order', async () => {
    await openShell('/');

    const links = within(sidebarNav())
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Feed', '/'],
      ['Trick Tracker', '/tricks'],
      ['Games', '/games'],
      ['Store', '/store'],
      ['Messages', '/inbox'],
      ['Profile', '/profile'],
      ['Sponsorships', '/sponsorships'],
    ]);
  });

  it('remembers a closed sidebar', async () => {
    const app = await openShell('/');
    const toggle = screen.getByRole('button', { name: 'Sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await app.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    app.unmount();

    await openShell('/');
    expect(screen.getByRole('button', { name: 'Sidebar' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the empty side cards until their data exists', async () => {
    await openShell('/');

    expect(await screen.findByText('No trending tricks yet')).toBeInTheDocument();
    expect(screen.getByText('No suggestions yet')).toBeInTheDocument();
    expect(screen.getByText('No upcoming events')).toBeInTheDocument();
  });

  it('reaches every destination from the phone menu', async () => {
    const app = await openShell('/');

    await app.user.click(screen.getByRole('button', { name: 'More' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await app.user.click(within(sheet).getByRole('link', { name: 'Sponsorships' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sponsorships' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('logs out: says so and shows the sign-in screen', async () => {
    const app = await openShell('/');
    mockFetch({ 'POST /api/auth/signout': { status: 204 } });

    const menu = await openAccountMenu(app);
    await app.user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));

    await expectToast('Signed out successfully!');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/auth');
  });

  it('stays signed in and says so when logging out fails', async () => {
    const app = await openShell('/');
    mockFetch({ 'POST /api/auth/signout': { status: 503, statusText: 'Service Unavailable' } });

    const menu = await openAccountMenu(app);
    await app.user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));

    await expectToast('Sign out failed');
    expect(app.router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });

  describe('while an admin operates a puppet', () => {
    it('shows the Admin Mask banner on every screen, not only Home', async () => {
      mockFetch({
        'GET /api/auth/me': signedInAs(puppetSession(CARLA)),
        'GET /api/tricks/trending': ok([]),
        ...fakeTricksApi({ user: puppetSession(CARLA) }).routes,
      });
      const { router } = renderApp('/tricks');
      await screen.findByRole('heading', { level: 1, name: 'Trick Tracker' });
      const banner = screen.getByRole('region', { name: 'Admin Mask Mode' });
      expect(within(banner).getByText('Operating as: concrete_carla')).toBeInTheDocument();

      await act(() => router.navigate('/about'));
      await screen.findByRole('heading', { level: 1, name: /^About/ });
      expect(screen.getByRole('region', { name: 'Admin Mask Mode' })).toBeInTheDocument();
    });

    it('explains why the Admin Panel is closed instead of leaving it silently', async () => {
      mockFetch({ 'GET /api/auth/me': signedInAs(puppetSession(CARLA)), 'GET /api/tricks/trending': ok([]) });
      const app = renderApp('/admin');

      expect(await screen.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
      expect(screen.getByText('Closed while you operate a puppet')).toBeInTheDocument();
      expect(
        screen.getByText(
          'You are acting as @concrete_carla, who is not an admin. Return to @boss to use the Admin Panel.',
        ),
      ).toBeInTheDocument();
      expect(app.router.state.location.pathname).toBe('/admin');
      const menu = await openAccountMenu(app);
      expect(within(menu).queryByRole('menuitem', { name: 'Admin Panel' })).not.toBeInTheDocument();
    });
  });
});
