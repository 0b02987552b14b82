import { screen } from '@testing-library/react';
import { mockFetch } from '@/test/fetch-mock';
import { ok } from '@/test/fixtures';
import { OTHER_SKATER } from '@/test/posts-api';
import { renderComponent } from '@/test/render-component';
import { ME } from '@/test/social-api';
import { expectToast } from '@/test/toasts';
import { FollowButton } from './follow-button';

const rodney = OTHER_SKATER;
const FOLLOWING = { isFollowing: true, requested: false, status: 'following' };
const REQUESTED = { isFollowing: false, requested: true, status: 'requested' };
const NONE = { isFollowing: false, requested: false, status: 'none' };

describe('Follow button', () => {
  it('follows, then unfollows, saying so each time', async () => {
    const requests = mockFetch({
      'POST /api/follows': { status: 201, json: FOLLOWING },
      [`DELETE /api/follows/${rodney.id}`]: ok(NONE),
    });
    const { user } = renderComponent(
      <FollowButton userId={rodney.id} username={rodney.username} status="none" />,
      { signedIn: ME },
    );

    const button = screen.getByRole('button', { name: 'Follow @rodney' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);

    const unfollow = await screen.findByRole('button', { name: 'Unfollow @rodney' });
    expect(unfollow).toHaveAttribute('aria-pressed', 'true');
    expect(unfollow).toHaveTextContent('Following');
    await expectToast("You're now following @rodney");
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ followingId: rodney.id });

    await user.click(unfollow);
    expect(await screen.findByRole('button', { name: 'Follow @rodney' })).toBeInTheDocument();
    await expectToast('You unfollowed @rodney');
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('shows Requested for a private profile, and a second click cancels the request', async () => {
    const requests = mockFetch({
      'POST /api/follows': { status: 201, json: REQUESTED },
      [`DELETE /api/follows/${rodney.id}`]: ok(NONE),
    });
    const { user } = renderComponent(
      <FollowButton userId={rodney.id} username={rodney.username} status="none" />,
      { signedIn: ME },
    );

    await user.click(screen.getByRole('button', { name: 'Follow @rodney' }));

    const pending = await screen.findByRole('button', { name: 'Cancel follow request to @rodney' });
    expect(pending).toHaveTextContent('Requested');
    expect(pending).toHaveAttribute('aria-pressed', 'true');
    await expectToast('Follow request sent to @rodney');

    await user.click(pending);
    expect(await screen.findByRole('button', { name: 'Follow @rodney' })).toHaveTextContent('Follow');
    await expectToast('Follow request to @rodney cancelled');
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('asks the server when the state is not known', async () => {
    mockFetch({ [`GET /api/follows/check/${rodney.id}`]: ok(REQUESTED) });
    renderComponent(<FollowButton userId={rodney.id} username={rodney.username} />, { signedIn: ME });

    expect(await screen.findByRole('button', { name: 'Cancel follow request to @rodney' })).toBeEnabled();
  });

  it('flips back with one toast naming the wait when following too fast', async () => {
    const tooFast = "You're following and unfollowing too fast. Try again in 5 minutes.";
    mockFetch({
      'POST /api/follows': {
        status: 429,
        json: { error: tooFast, code: 'RATE_LIMITED', retryAfterSeconds: 300 },
      },
    });
    const { user } = renderComponent(
      <FollowButton userId={rodney.id} username={rodney.username} status="none" />,
      { signedIn: ME },
    );

    await user.click(screen.getByRole('button', { name: 'Follow @rodney' }));

    await expectToast(tooFast);
    expect(await screen.findByRole('button', { name: 'Follow @rodney' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(1);
  });

  it('flips back with a toast when the server refuses', async () => {
    mockFetch({
      'POST /api/follows': {
        status: 403,
        json: { error: 'You blocked this skater. Unblock them first.', code: 'FORBIDDEN' },
      },
    });
    const { user } = renderComponent(
      <FollowButton userId={rodney.id} username={rodney.username} status="none" />,
      { signedIn: ME },
    );

    await user.click(screen.getByRole('button', { name: 'Follow @rodney' }));

    await expectToast('Could not follow. Please try again.', 'You blocked this skater. Unblock them first.');
    expect(await screen.findByRole('button', { name: 'Follow @rodney' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('puts Following back when an unfollow fails', async () => {
    mockFetch({
      [`DELETE /api/follows/${rodney.id}`]: {
        status: 503,
        json: { error: 'The auth service is unavailable', code: 'SERVICE_UNAVAILABLE' },
      },
    });
    const { user } = renderComponent(
      <FollowButton userId={rodney.id} username={rodney.username} status="following" />,
      { signedIn: ME },
    );

    await user.click(screen.getByRole('button', { name: 'Unfollow @rodney' }));

    await expectToast('Could not unfollow. Please try again.', 'The auth service is unavailable');
    expect(await screen.findByRole('button', { name: 'Unfollow @rodney' })).toHaveTextContent('Following');
  });

  it('is not offered on your own profile', () => {
    mockFetch({});
    renderComponent(<FollowButton userId={ME.id} username={ME.username} status="none" />, {
      signedIn: ME,
    });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
