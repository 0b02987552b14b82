import { screen, within } from '@testing-library/react';
import { deferredReply, mockFetch } from '@/test/fetch-mock';
import { ok, summaryOf } from '@/test/fixtures';
import { OTHER_SKATER } from '@/test/posts-api';
import { renderComponent } from '@/test/render-component';
import { ME } from '@/test/social-api';
import { expectToast } from '@/test/toasts';
import { FollowRequestList } from './follow-request-list';

const rodney = OTHER_SKATER;
const LIST = 'GET /api/follow-requests';
const requestFrom = (user = rodney) => ({
  requester: summaryOf(user),
  requestedAt: '2026-11-20T10:00:00.000Z',
});

describe('Follow requests', () => {
  it('shows a loading state, then each requester with the time they asked', async () => {
    const list = deferredReply();
    mockFetch({ [LIST]: list.reply });
    renderComponent(<FollowRequestList />, { signedIn: ME });

    expect(screen.getByText('Loading follow requests...')).toBeInTheDocument();
    list.resolve({ status: 200, json: [requestFrom()] });

    const item = within(await screen.findByRole('listitem'));
    expect(item.getByText('rodney')).toBeInTheDocument();
    expect(item.getByRole('link')).toHaveAttribute('href', `/profile/${rodney.id}`);
    expect(item.getByText((_, element) => element?.tagName === 'TIME')).toHaveAttribute(
      'datetime',
      '2026-11-20T10:00:00.000Z',
    );
  });

  it('says so when nobody is waiting', async () => {
    mockFetch({ [LIST]: ok([]) });
    renderComponent(<FollowRequestList />, { signedIn: ME });
    expect(await screen.findByText('No follow requests')).toBeInTheDocument();
  });

  it('offers Retry when the list cannot be loaded', async () => {
    let fail = true;
    mockFetch({
      [LIST]: () =>
        fail
          ? { status: 503, json: { error: 'unavailable', code: 'SERVICE_UNAVAILABLE' } }
          : ok([requestFrom()]),
    });
    const { user } = renderComponent(<FollowRequestList />, { signedIn: ME });

    expect(await screen.findByText('Could not load follow requests')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByRole('button', { name: 'Approve @rodney' })).toBeInTheDocument();
  });

  it('approves a request: it leaves the list, with a toast', async () => {
    let pending = [requestFrom()];
    const requests = mockFetch({
      [LIST]: () => ok(pending),
      [`POST /api/follow-requests/${rodney.id}/approve`]: () => {
        pending = [];
        return ok({ approved: true });
      },
    });
    const { user } = renderComponent(<FollowRequestList />, { signedIn: ME });

    await user.click(await screen.findByRole('button', { name: 'Approve @rodney' }));

    await expectToast('@rodney now follows you');
    expect(await screen.findByText('No follow requests')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('declines a request, and says so when the answer fails', async () => {
    mockFetch({
      [LIST]: ok([requestFrom()]),
      [`POST /api/follow-requests/${rodney.id}/decline`]: {
        status: 404,
        json: { error: 'Follow request not found', code: 'NOT_FOUND' },
      },
    });
    const { user } = renderComponent(<FollowRequestList />, { signedIn: ME });

    await user.click(await screen.findByRole('button', { name: 'Decline @rodney' }));

    await expectToast('Could not answer the request. Please try again.', 'Follow request not found');
    expect(screen.getByRole('button', { name: 'Decline @rodney' })).toBeEnabled();
  });
});
