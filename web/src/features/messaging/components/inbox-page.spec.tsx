import { act, screen, waitFor, within } from '@testing-library/react';
import { deferredReply, mockFetch, type Routes } from '../../../test/fetch-mock';
import { ok, signedInAs } from '../../../test/fixtures';
import { OTHER_SKATER } from '../../../test/posts-api';
import { renderApp } from '../../../test/render-app';
import {
  makeMessage,
  makeNotification,
  ME,
  messagePage,
  QUIET_SHELL,
  summary,
} from '../../../test/social-api';
import { closeChat } from '../chat-store';

const rodney = OTHER_SKATER;
const RECEIVED = 'GET /api/messages?box=received';
const SENT = 'GET /api/messages?box=sent';
const NOTIFICATIONS = 'GET /api/notifications';
const SPONSORSHIPS = 'GET /api/sponsorships/user';

const EMPTY_INBOX: Routes = {
  [RECEIVED]: messagePage([]),
  [SENT]: messagePage([]),
  [NOTIFICATIONS]: ok({ notifications: [], nextCursor: null }),
  [SPONSORSHIPS]: ok([]),
};

function openInbox(routes: Routes, path = '/inbox') {
  const requests = mockFetch({
    'GET /api/auth/me': signedInAs(ME),
    ...QUIET_SHELL,
    ...EMPTY_INBOX,
    ...routes,
  });
  return { ...renderApp(path), requests };
}

afterEach(() => act(() => closeChat()));

describe('inbox', () => {
  it('loads the four lists, then shows each tab’s empty text', async () => {
    const received = deferredReply();
    const { user } = openInbox({ [RECEIVED]: received.reply });

    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByText('Loading inbox...')).toBeInTheDocument();
    received.resolve({ status: 200, json: { messages: [], nextCursor: null } });

    const tabs = within(await screen.findByRole('tablist', { name: 'Inbox' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Received', 'Sent', 'Notifications', 'Sponsorships']);
    expect(screen.getByRole('tab', { name: 'Received' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('No received messages yet')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Sent' }));
    expect(await screen.findByText('No sent messages yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Sponsorships' }));
    expect(await screen.findByText('No sponsorship requests')).toBeInTheDocument();
  });

  it('marks unread received messages New; Reply marks read and opens the chat', async () => {
    const unread = makeMessage(rodney, ME, { content: 'Bowl at 5?' });
    const read = makeMessage(rodney, ME, { content: 'Old news', readAt: new Date().toISOString() });
    const { user, requests } = openInbox({
      [RECEIVED]: messagePage([unread, read]),
      [`PATCH /api/messages/${unread.id}/read`]: ok({ updated: 1 }),
      [`GET /api/messages/${rodney.id}`]: messagePage([unread, read]),
      'GET /api/users/summary': summary({ unreadMessages: 1 }),
    });

    const list = within(await screen.findByRole('list', { name: 'Received messages' }));
    const cards = list.getAllByRole('listitem');
    expect(within(cards[0]).getByText('New')).toBeInTheDocument();
    expect(within(cards[0]).getByText('From:')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('link', { name: 'rodney' })).toHaveAttribute(
      'href',
      `/profile/${rodney.id}`,
    );
    expect(within(cards[0]).getByText('Pro')).toBeInTheDocument();
    expect(within(cards[1]).queryByText('New')).not.toBeInTheDocument();
    expect(within(cards[0]).getByRole('link', { name: 'View profile of @rodney' })).toHaveAttribute(
      'href',
      `/profile/${rodney.id}`,
    );
    expect(screen.getByRole('tab', { name: /Received/ })).toHaveTextContent('1 unread');

    await user.click(within(cards[0]).getByRole('button', { name: 'Reply to @rodney' }));

    expect(await screen.findByRole('dialog', { name: 'Chat with rodney' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        requests.some((request) => request.method === 'PATCH' && request.path.endsWith(`${unread.id}/read`)),
      ).toBe(true),
    );
  });

  it('shows sent messages with To:, when they were read, and Continue Chat', async () => {
    const readAt = new Date(Date.now() - 2 * 60 * 60_000).toISOString();
    const sent = makeMessage(ME, rodney, { content: 'Got the deck', readAt });
    const { user } = openInbox(
      { [SENT]: messagePage([sent]), [`GET /api/messages/${rodney.id}`]: messagePage([sent]) },
      '/inbox?tab=sent',
    );

    const card = within((await screen.findByRole('list', { name: 'Sent messages' })).querySelector('li')!);
    expect(card.getByText('To:')).toBeInTheDocument();
    expect(card.getByText('Read 2h ago')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Continue chat with @rodney' }));
    expect(await screen.findByRole('dialog', { name: 'Chat with rodney' })).toBeInTheDocument();
  });

  it('lists notifications with their icons; a click marks one read', async () => {
    const follow = makeNotification();
    const other = makeNotification({
      type: 'message',
      message: 'rodney sent you a message',
      readAt: new Date().toISOString(),
    });
    let notifications = [follow, other];
    const { user, requests } = openInbox(
      {
        [NOTIFICATIONS]: () => ok({ notifications, nextCursor: null }),
        [`PATCH /api/notifications/${follow.id}/read`]: () => {
          notifications = [{ ...follow, readAt: new Date().toISOString() }, other];
          return ok({ updated: 1 });
        },
      },
      '/inbox?tab=notifications',
    );

    const list = within(await screen.findByRole('list', { name: 'Notifications' }));
    const [first, second] = list.getAllByRole('listitem');
    expect(within(first).getByLabelText('New follower')).toBeInTheDocument();
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(within(second).getByLabelText('Notification')).toBeInTheDocument();
    expect(within(second).queryByText('New')).not.toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: /^Mark as read/ }));

    await waitFor(() => expect(within(first).queryByText('New')).not.toBeInTheDocument());
    expect(requests.some((request) => request.method === 'PATCH')).toBe(true);
  });

  it('shows sponsorship requests when the service answers', async () => {
    openInbox(
      {
        [SPONSORSHIPS]: ok([
          {
            id: 'sp-1',
            status: 'pending',
            createdAt: '2026-03-01T10:00:00.000Z',
            brand: { id: 'brand-1', username: 'boonieswax', profilePicture: null },
          },
          {
            id: 'sp-2',
            status: 'accepted',
            createdAt: '2026-02-01T10:00:00.000Z',
            brand: { id: 'brand-2', username: 'deckco', profilePicture: null },
          },
        ]),
      },
      '/inbox?tab=sponsorships',
    );

    const list = within(await screen.findByRole('list', { name: 'Sponsorship requests' }));
    const [pending, accepted] = list.getAllByRole('listitem');
    expect(within(pending).getByText(/wants to sponsor you/)).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(within(accepted).getByText('Accepted')).toBeInTheDocument();
    expect(within(accepted).queryByRole('button')).not.toBeInTheDocument();
  });
});
