import { act, screen, waitFor, within } from '@testing-library/react';
import { deferredReply, mockFetch, type Routes } from '@/test/fetch-mock';
import { ok, signedInAs } from '@/test/fixtures';
import { OTHER_SKATER } from '@/test/posts-api';
import { renderApp } from '@/test/render-app';
import { expectToast } from '@/test/toasts';
import { makeMessage, makeNotification, ME, messagePage, QUIET_SHELL, summary } from '@/test/social-api';
import { closeChat } from '../chat-store';

const rodney = OTHER_SKATER;
const RECEIVED = 'GET /api/messages?box=received';
const SENT = 'GET /api/messages?box=sent';
const NOTIFICATIONS = 'GET /api/notifications';
const SPONSORSHIPS = 'GET /api/sponsorships/user';
const FOLLOW_REQUESTS = 'GET /api/follow-requests';

/** Rodney as lists show him. */
const participantSummary = () => ({
  id: rodney.id,
  username: rodney.username,
  displayName: rodney.displayName,
  profilePicture: rodney.profilePicture,
  proStatus: rodney.proStatus,
  amateurStatus: rodney.amateurStatus,
  flowStatus: rodney.flowStatus,
  isBrand: rodney.isBrand,
  isVerified: rodney.isVerified,
});

const EMPTY_INBOX: Routes = {
  [RECEIVED]: messagePage([]),
  [SENT]: messagePage([]),
  [NOTIFICATIONS]: ok({ notifications: [], nextCursor: null }),
  [SPONSORSHIPS]: ok([]),
  [FOLLOW_REQUESTS]: ok([]),
  'GET /api/messages/conversations': ok({ conversations: [], nextCursor: null }),
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
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Chats',
      'Received',
      'Sent',
      'Notifications',
      'Requests',
      'Sponsorships',
    ]);
    expect(screen.getByRole('tab', { name: 'Chats' })).toHaveAttribute('aria-selected', 'true');
    // Six tabs wrap onto a second row on a narrow phone instead of scrolling one out of sight.
    expect(screen.getByRole('tablist', { name: 'Inbox' })).toHaveClass('flex-wrap');
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Received' }));
    expect(await screen.findByText('No received messages yet')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Sent' }));
    expect(await screen.findByText('No sent messages yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Requests' }));
    expect(await screen.findByText('No follow requests')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Sponsorships' }));
    expect(await screen.findByText('No sponsorship requests')).toBeInTheDocument();
  });

  it('a follow request’s notification leads to the Requests tab, where it is approved', async () => {
    const request = makeNotification({
      type: 'follow_request',
      message: 'rodney asked to follow you',
      link: '/inbox?tab=requests',
    });
    let pending = [{ requester: participantSummary(), requestedAt: new Date().toISOString() }];
    const { user, requests } = openInbox(
      {
        [NOTIFICATIONS]: ok({ notifications: [request], nextCursor: null }),
        [`PATCH /api/notifications/${request.id}/read`]: ok({ updated: 1 }),
        [FOLLOW_REQUESTS]: () => ok(pending),
        [`POST /api/follow-requests/${rodney.id}/approve`]: () => {
          pending = [];
          return ok({ approved: true });
        },
      },
      '/inbox?tab=notifications',
    );

    const list = within(await screen.findByRole('list', { name: 'Notifications' }));
    expect(list.getByLabelText('Follow request')).toBeInTheDocument();
    await user.click(list.getByRole('link', { name: 'Review requests' }));

    // The tab counts the waiting request, on a phone too (there the tab is an icon and its count).
    const requestsTab = await screen.findByRole('tab', { name: 'Requests 1 waiting' });
    expect(requestsTab).toHaveAttribute('aria-selected', 'true');
    expect(within(requestsTab).getByText('1')).not.toHaveClass('sr-only');
    const card = within(await screen.findByRole('list', { name: 'Follow requests' }));
    expect(card.getByText('asked to follow you')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Approve @rodney' }));

    expect(await screen.findByText('No follow requests')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST' && r.path.endsWith('/approve'))).toBe(true);
    expect(await screen.findByRole('tab', { name: 'Requests' })).toBeInTheDocument();
  });

  it('marks unread received messages New; Reply marks read and opens the chat', async () => {
    const unread = makeMessage(rodney, ME, { content: 'Bowl at 5?' });
    const read = makeMessage(rodney, ME, { content: 'Old news', readAt: new Date().toISOString() });
    const { user, requests } = openInbox(
      {
        [RECEIVED]: messagePage([unread, read]),
        [`PATCH /api/messages/${unread.id}/read`]: ok({ updated: 1 }),
        [`GET /api/messages/${rodney.id}`]: messagePage([unread, read]),
        [`POST /api/messages/conversations/${rodney.id}/read`]: ok({ updated: 1 }),
        'GET /api/users/summary': summary({ unreadMessages: 1 }),
      },
      '/inbox?tab=received',
    );

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
    expect(screen.getByRole('tab', { name: /Chats/ })).toHaveTextContent('1 unread');

    await user.click(within(cards[0]).getByRole('button', { name: 'Reply to @rodney' }));

    expect(await screen.findByRole('dialog', { name: 'Chat with rodney' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        requests.some((request) => request.method === 'PATCH' && request.path.endsWith(`${unread.id}/read`)),
      ).toBe(true),
    );
  });

  it('reports a received message; one hidden by moderators shows the notice and cannot be reported again', async () => {
    const rude = makeMessage(rodney, ME, { content: 'You skate like a sack of bricks' });
    const hidden = makeMessage(rodney, ME, {
      content: 'This message was hidden by moderators',
      hiddenByModerators: true,
    });
    const { user, requests } = openInbox(
      {
        [RECEIVED]: messagePage([rude, hidden]),
        'POST /api/reports': { status: 201, json: { reported: true, caseId: 'c1' } },
      },
      '/inbox?tab=received',
    );

    const cards = within(await screen.findByRole('list', { name: 'Received messages' })).getAllByRole(
      'listitem',
    );
    expect(within(cards[1]).getByText('This message was hidden by moderators')).toHaveClass('italic');
    expect(within(cards[1]).queryByRole('button', { name: 'Report message' })).not.toBeInTheDocument();

    await user.click(within(cards[0]).getByRole('button', { name: 'Report message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment or bullying' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expectToast('Thanks, our moderators will take a look');
    expect(requests.find((request) => request.path === '/api/reports')?.body).toEqual({
      targetType: 'message',
      targetId: rude.id,
      reason: 'harassment',
    });
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

  it('marks a sent message staff edited, so the sender sees it is no longer their words', async () => {
    const edited = makeMessage(ME, rodney, { content: 'Kinder words', editedByStaff: true });
    openInbox({ [SENT]: messagePage([edited]) }, '/inbox?tab=sent');
    const card = within((await screen.findByRole('list', { name: 'Sent messages' })).querySelector('li')!);
    expect(card.getByText('Edited by staff')).toBeInTheDocument();
  });

  it('lists notifications with their icons; a click marks one read', async () => {
    const follow = makeNotification();
    const other = makeNotification({
      type: 'message',
      message: 'rodney sent you a message',
      readAt: new Date().toISOString(),
    });
    const outcome = makeNotification({
      type: 'moderation',
      message: 'Thanks for your report: we hid the post',
      fromUser: null,
      readAt: new Date().toISOString(),
    });
    let notifications = [follow, other, outcome];
    const { user, requests } = openInbox(
      {
        [NOTIFICATIONS]: () => ok({ notifications, nextCursor: null }),
        [`PATCH /api/notifications/${follow.id}/read`]: () => {
          notifications = [{ ...follow, readAt: new Date().toISOString() }, other, outcome];
          return ok({ updated: 1 });
        },
      },
      '/inbox?tab=notifications',
    );

    const list = within(await screen.findByRole('list', { name: 'Notifications' }));
    const [first, second, third] = list.getAllByRole('listitem');
    expect(within(first).getByLabelText('New follower')).toBeInTheDocument();
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(within(second).getByLabelText('Notification')).toBeInTheDocument();
    expect(within(second).queryByText('New')).not.toBeInTheDocument();
    expect(within(third).getByLabelText('From the moderators')).toBeInTheDocument();

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
