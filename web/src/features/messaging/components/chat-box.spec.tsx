import { REALTIME_EVENTS } from '@boonies/contracts/realtime';
import { act, screen, waitFor, within } from '@testing-library/react';
import { deferredReply, mockFetch, type Routes } from '@/test/fetch-mock';
import { ok } from '@/test/fixtures';
import { OTHER_SKATER } from '@/test/posts-api';
import { pushRealtime } from '@/test/realtime';
import { renderComponent } from '@/test/render-component';
import { makeMessage, ME, messagePage } from '@/test/social-api';
import { expectToast } from '@/test/toasts';
import { closeChat, openChat } from '../chat-store';
import { useMessagingLiveUpdates } from '../hooks/use-messaging-live-updates';
import { ChatHost } from './chat-host';

const rodney = OTHER_SKATER;
const CONVERSATION = `GET /api/messages/${rodney.id}`;

function Shell() {
  useMessagingLiveUpdates(ME.id);
  return <ChatHost />;
}

async function openChatWith(routes: Routes) {
  const requests = mockFetch(routes);
  const app = renderComponent(<Shell />, { signedIn: ME, live: true });
  act(() => openChat(rodney));
  const panel = await screen.findByRole('dialog', { name: 'Chat with rodney' });
  return { ...app, requests, panel: within(panel) };
}

afterEach(() => {
  act(() => closeChat());
  jest.restoreAllMocks();
});

describe('chat box', () => {
  it('shows the history, own messages on the right, and scrolls to the newest', async () => {
    const scrolled = jest.spyOn(Element.prototype, 'scrollTop', 'set');
    jest.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(480);
    const history = deferredReply();
    const { panel } = await openChatWith({ [CONVERSATION]: history.reply });

    expect(panel.getByText('Loading messages...')).toBeInTheDocument();
    history.resolve(
      messagePage([
        makeMessage(rodney, ME, { content: 'Bowl at 5?' }),
        makeMessage(ME, rodney, { content: 'On my way' }),
      ]),
    );

    const log = await panel.findByRole('log', { name: 'Messages' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    const theirs = within(log).getByText('Bowl at 5?').closest('[data-mine]');
    const mine = within(log).getByText('On my way').closest('[data-mine]');
    expect(theirs).toHaveAttribute('data-mine', 'false');
    expect(theirs).toHaveClass('self-start');
    expect(mine).toHaveAttribute('data-mine', 'true');
    expect(mine).toHaveClass('self-end');
    expect(within(log).getAllByText('10m ago')).toHaveLength(2);
    expect(scrolled).toHaveBeenLastCalledWith(480);
    expect(panel.getByPlaceholderText('Type a message...')).toHaveFocus();
  });

  it('marks a message staff edited as such, on either side of the conversation', async () => {
    const { panel } = await openChatWith({
      [CONVERSATION]: messagePage([
        makeMessage(rodney, ME, { content: 'Kind words', editedByStaff: true }),
        makeMessage(ME, rodney, { content: 'My words, edited', editedByStaff: true }),
        makeMessage(rodney, ME, { content: 'As written' }),
      ]),
    });
    const log = await panel.findByRole('log', { name: 'Messages' });
    const bubbleOf = (text: string) =>
      within(within(log).getByText(text).closest('[data-mine]') as HTMLElement);
    expect(bubbleOf('Kind words').getByText('Edited by staff')).toBeInTheDocument();
    expect(bubbleOf('My words, edited').getByText('Edited by staff')).toBeInTheDocument();
    expect(bubbleOf('As written').queryByText('Edited by staff')).not.toBeInTheDocument();
    expect(within(log).getAllByTitle('An admin changed this message after it was sent')).toHaveLength(2);
  });

  it('says when there are no messages yet', async () => {
    const { panel } = await openChatWith({ [CONVERSATION]: messagePage([]) });
    expect(await panel.findByText('No messages yet')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });

  it('sends on Enter, writes a new line on Shift+Enter', async () => {
    let history = [makeMessage(rodney, ME, { content: 'Bowl at 5?' })];
    const { panel, user, requests } = await openChatWith({
      [CONVERSATION]: () => messagePage(history),
      'POST /api/messages': (request) => {
        const sent = makeMessage(ME, rodney, { content: (request.body as { content: string }).content });
        history = [...history, sent];
        return ok(sent);
      },
    });
    await panel.findByText('Bowl at 5?');
    const field = panel.getByPlaceholderText('Type a message...');

    await user.type(field, 'On my way{Shift>}{Enter}{/Shift}bringing wax');
    expect(field).toHaveValue('On my way\nbringing wax');
    expect(requests.filter((request) => request.path === '/api/messages')).toHaveLength(0);

    await user.keyboard('{Enter}');

    await waitFor(() => expect(field).toHaveValue(''));
    expect(requests.find((request) => request.path === '/api/messages')?.body).toEqual({
      recipientId: rodney.id,
      content: 'On my way\nbringing wax',
    });
    const sent = await panel.findByText(/bringing wax/);
    expect(sent.closest('[data-mine]')).toHaveAttribute('data-mine', 'true');

    // Enter on blank text sends nothing.
    await user.type(field, '   {Enter}');
    expect(requests.filter((request) => request.path === '/api/messages')).toHaveLength(1);
  });

  it('keeps the text and says so when sending fails', async () => {
    const { panel, user } = await openChatWith({
      [CONVERSATION]: messagePage([]),
      'POST /api/messages': { status: 503, statusText: 'Service Unavailable' },
    });
    await panel.findByText('No messages yet');

    await user.type(panel.getByPlaceholderText('Type a message...'), 'Anyone there?{Enter}');

    await expectToast('Failed to send message. Please try again.');
    expect(panel.getByPlaceholderText('Type a message...')).toHaveValue('Anyone there?');
  });

  it("closes the composer with the server's reason when the skater can no longer be messaged", async () => {
    const { panel } = await openChatWith({
      [CONVERSATION]: ok({
        messages: [makeMessage(rodney, ME, { content: 'Bowl at 5?' })],
        nextCursor: null,
        canMessage: false,
        cannotMessageReason: 'This skater does not accept direct messages',
      }),
    });

    // The history stays readable; the composer is closed and says why.
    expect(await panel.findByText('Bowl at 5?')).toBeInTheDocument();
    const field = panel.getByRole('textbox', { name: 'Message @rodney' });
    expect(field).toBeDisabled();
    expect(field).toHaveAccessibleDescription('This skater does not accept direct messages');
    expect(panel.getByRole('status')).toHaveTextContent('This skater does not accept direct messages');
    expect(panel.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });

  it("says the server's reason when a send is refused, and closes the composer", async () => {
    let closed = false;
    const { panel, user } = await openChatWith({
      [CONVERSATION]: () =>
        ok({
          messages: [],
          nextCursor: null,
          canMessage: !closed,
          cannotMessageReason: closed ? 'You can no longer message this skater' : null,
        }),
      'POST /api/messages': () => {
        closed = true;
        return { status: 404, json: { error: 'No such skater', code: 'NOT_FOUND' } };
      },
    });
    await panel.findByText('No messages yet');

    await user.type(panel.getByRole('textbox', { name: 'Message @rodney' }), 'Still there?{Enter}');

    await expectToast('No such skater');
    await waitFor(() => expect(panel.getByRole('textbox', { name: 'Message @rodney' })).toBeDisabled());
    expect(panel.getByRole('status')).toHaveTextContent('You can no longer message this skater');
  });

  it('shows a message the other skater sends, live', async () => {
    const first = makeMessage(rodney, ME, { content: 'Bowl at 5?' });
    const live = makeMessage(rodney, ME, {
      content: 'Bring the camera',
      createdAt: new Date().toISOString(),
    });
    let history = [first];
    const { panel } = await openChatWith({
      [CONVERSATION]: () => messagePage(history),
      'GET /api/messages?box=received': messagePage([]),
      'GET /api/users/summary': ok({ unreadMessages: 1, unreadNotifications: 0, pendingSponsorships: 0 }),
    });
    await panel.findByText('Bowl at 5?');

    history = [first, live];
    await pushRealtime(REALTIME_EVENTS.messageCreated, {
      messageId: live.id,
      senderId: rodney.id,
      recipientId: ME.id,
      content: live.content,
      createdAt: live.createdAt,
    });

    const log = panel.getByRole('log');
    expect(await within(log).findByText('Bring the camera')).toBeInTheDocument();
    expect(within(log).getAllByText('Bring the camera')).toHaveLength(1);
  });

  it('closes with the close button or Escape, and refreshes the inbox lists', async () => {
    const { panel, user, queryClient } = await openChatWith({ [CONVERSATION]: messagePage([]) });
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await panel.findByText('No messages yet');

    await user.click(panel.getByRole('button', { name: 'Close chat' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['messages', 'box', 'received'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['messages', 'box', 'sent'] });

    act(() => openChat(rodney));
    await screen.findByRole('dialog', { name: 'Chat with rodney' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when the conversation cannot be loaded, with Retry', async () => {
    let attempts = 0;
    const { panel, user } = await openChatWith({
      [CONVERSATION]: () => {
        attempts += 1;
        return attempts === 1 ? { status: 503, statusText: 'Service Unavailable' } : messagePage([]);
      },
    });

    expect(await panel.findByText('Failed to fetch messages')).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Retry' }));
    expect(await panel.findByText('No messages yet')).toBeInTheDocument();
  });

  it('says the conversation is gone, without Retry, when the server no longer shows it', async () => {
    const { panel } = await openChatWith({
      [CONVERSATION]: { status: 404, json: { error: 'No such skater', code: 'NOT_FOUND' } },
    });

    expect(await panel.findByText('This conversation is no longer available')).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(panel.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
