import { screen } from '@testing-library/react';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser, ok, signedInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

describe('Home', () => {
  it('has the four feed tabs, Following first', async () => {
    mockFetch({ 'GET /api/auth/me': signedInAs(makeUser()), 'GET /api/tricks/trending': ok([]) });
    renderApp('/');

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Following',
      'Popular',
      'Verifications',
      'Leaderboard',
    ]);
    expect(screen.getByRole('tab', { name: 'Following' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says plainly that posts are on their way', async () => {
    mockFetch({ 'GET /api/auth/me': signedInAs(makeUser()), 'GET /api/tricks/trending': ok([]) });
    const { user, router } = renderApp('/');

    expect(await screen.findByText('Posts arrive soon')).toBeInTheDocument();
    expect(screen.getByText('Posts from the skaters you follow will show up here.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Verifications' }));

    expect(
      screen.getByText(/Trick videos waiting for the community’s make-or-fake vote/),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=verifications');
  });
});
