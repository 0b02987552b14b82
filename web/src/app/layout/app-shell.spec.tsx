import { screen, within } from '@testing-library/react';
import { mockFetch } from '../../test/fetch-mock';
import { makeUser, ok, signedInAs } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { expectToast } from '../../test/toasts';

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
});
