import { screen } from '@testing-library/react';
import { ADMIN, CARLA } from '@/test/admin-api';
import { mockFetch } from '@/test/fetch-mock';
import { makeUser, ok, signedInAs } from '@/test/fixtures';
import { EMPTY_FEEDS } from '@/test/posts-api';
import { renderApp } from '@/test/render-app';

describe('Admin Panel', () => {
  it('sends anyone but an admin home', async () => {
    mockFetch({
      ...EMPTY_FEEDS,
      'GET /api/auth/me': signedInAs(makeUser()),
      'GET /api/tricks/trending': ok([]),
    });
    const { router } = renderApp('/admin');

    expect(await screen.findByRole('heading', { name: 'Home', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens the tab named in the address and keeps the chosen tab there', async () => {
    mockFetch({
      'GET /api/auth/me': signedInAs(ADMIN),
      'GET /api/tricks/trending': ok([]),
      'GET /api/admin/puppets': ok([CARLA]),
      'GET /api/admin/users': ok([]),
    });
    const { user, router } = renderApp('/admin?tab=puppets');

    expect(await screen.findByRole('heading', { name: 'Admin Panel', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Puppets' })).toHaveAttribute('aria-selected', 'true');
    // Every section stays in sight on a phone: the strip wraps rather than scrolls.
    expect(screen.getByRole('tablist', { name: 'Admin sections' })).toHaveClass('flex-wrap');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Users',
      'Moderation',
      'Verification review',
      'Puppets',
      'Tricks',
      'Messages',
      'Import',
      'Events',
      'Store',
      'Audit log',
      'Webhooks',
    ]);
    expect(await screen.findByText('concrete_carla')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
