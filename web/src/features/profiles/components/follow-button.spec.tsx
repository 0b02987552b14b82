import { screen } from '@testing-library/react';
import { mockFetch } from '../../../test/fetch-mock';
import { ok } from '../../../test/fixtures';
import { OTHER_SKATER } from '../../../test/posts-api';
import { renderComponent } from '../../../test/render-component';
import { ME } from '../../../test/social-api';
import { expectToast } from '../../../test/toasts';
import { FollowButton } from './follow-button';

const rodney = OTHER_SKATER;

describe('Follow button', () => {
  it('follows, then unfollows, saying so each time', async () => {
    const requests = mockFetch({
      'POST /api/follows': { status: 201, json: { isFollowing: true } },
      [`DELETE /api/follows/${rodney.id}`]: { status: 204 },
    });
    const { user } = renderComponent(
      <FollowButton userId={rodney.id} username={rodney.username} isFollowing={false} />,
      { signedIn: ME },
    );

    const button = screen.getByRole('button', { name: 'Follow @rodney' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);

    const unfollow = await screen.findByRole('button', { name: 'Unfollow @rodney' });
    expect(unfollow).toHaveAttribute('aria-pressed', 'true');
    await expectToast("You're now following @rodney");
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ followingId: rodney.id });

    await user.click(unfollow);
    expect(await screen.findByRole('button', { name: 'Follow @rodney' })).toBeInTheDocument();
    await expectToast('You unfollowed @rodney');
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('asks the server when the state is not known', async () => {
    mockFetch({ [`GET /api/follows/check/${rodney.id}`]: ok({ isFollowing: true }) });
    renderComponent(<FollowButton userId={rodney.id} username={rodney.username} />, { signedIn: ME });

    expect(await screen.findByRole('button', { name: 'Unfollow @rodney' })).toBeEnabled();
  });

  it('flips back with a toast when the server refuses', async () => {
    mockFetch({
      'POST /api/follows': {
        status: 403,
        json: { error: 'This action is not available for this user', code: 'FORBIDDEN' },
      },
    });
    const { user } = renderComponent(
      <FollowButton userId={rodney.id} username={rodney.username} isFollowing={false} />,
      { signedIn: ME },
    );

    await user.click(screen.getByRole('button', { name: 'Follow @rodney' }));

    await expectToast('Could not follow. Please try again.', 'This action is not available for this user');
    expect(await screen.findByRole('button', { name: 'Follow @rodney' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('is not offered on your own profile', () => {
    mockFetch({});
    renderComponent(<FollowButton userId={ME.id} username={ME.username} isFollowing={false} />, {
      signedIn: ME,
    });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
