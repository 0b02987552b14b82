import { REALTIME_EVENTS } from '@boonies/contracts/realtime';
import { screen, waitFor } from '@testing-library/react';
import { useMessagingLiveUpdates } from '@/features/messaging/hooks/use-messaging-live-updates';
import { mockFetch } from '@/test/fetch-mock';
import { pushRealtime } from '@/test/realtime';
import { renderComponent } from '@/test/render-component';
import { ME, summary } from '@/test/social-api';
import { NotificationsButton } from './notifications-button';
import { inboxSummaryKey } from '@/lib/query-keys';

function Header() {
  useMessagingLiveUpdates(ME.id);
  return <NotificationsButton />;
}

describe('notifications button', () => {
  it('shows no dot while nothing is unread', async () => {
    mockFetch({ 'GET /api/users/summary': summary() });
    const { queryClient } = renderComponent(<Header />, { signedIn: ME });

    await waitFor(() => expect(queryClient.getQueryState(inboxSummaryKey)?.status).toBe('success'));
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/inbox?tab=notifications',
    );
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
  });

  it('lights the dot when a notification arrives live, and clears it once all is read', async () => {
    let unread = 0;
    mockFetch({ 'GET /api/users/summary': () => summary({ unreadNotifications: unread }) });
    renderComponent(<Header />, { signedIn: ME, live: true });
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();

    unread = 2;
    await pushRealtime(REALTIME_EVENTS.notificationCreated, {
      notificationId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      type: 'follow',
      message: 'rodney started following you',
      fromUserId: null,
      createdAt: new Date().toISOString(),
    });

    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('unread-dot')).toBeInTheDocument();

    // Reading happens elsewhere (another tab, another device): a reconnect brings the new count.
    unread = 0;
    await pushRealtime('realtime:reconnected', undefined);
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
  });

  it('counts only unread notifications, what the tab it opens lists as new', async () => {
    // Each message and request also arrived as a notification: their own counts are not added again.
    mockFetch({
      'GET /api/users/summary': summary({
        unreadNotifications: 1,
        unreadMessages: 3,
        pendingSponsorships: 2,
      }),
    });
    renderComponent(<Header />, { signedIn: ME });

    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('unread-dot')).toBeInTheDocument();
  });

  it('shows no dot for unread messages or pending requests whose notifications are read', async () => {
    mockFetch({ 'GET /api/users/summary': summary({ unreadMessages: 2, pendingSponsorships: 2 }) });
    const { queryClient } = renderComponent(<Header />, { signedIn: ME });

    await waitFor(() => expect(queryClient.getQueryState(inboxSummaryKey)?.status).toBe('success'));
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
  });
});
