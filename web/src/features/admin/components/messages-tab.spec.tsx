import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN, makeAdminMessage, makeAdminUser } from '@/test/admin-api';
import { deferredReply, mockFetch } from '@/test/fetch-mock';
import { ok } from '@/test/fixtures';
import { renderComponent } from '@/test/render-component';
import { expectToast } from '@/test/toasts';
import { MessagesTab } from './messages-tab';

const RODNEY = makeAdminUser({ id: '5a0c3f7e-1b2d-4c8a-9e3f-00000000c001', username: 'rodney' });
const ELISSA = makeAdminUser({ id: '5a0c3f7e-1b2d-4c8a-9e3f-00000000c002', username: 'elissa' });
const HELLO = makeAdminMessage({
  id: '5a0c3f7e-1b2d-4c8a-9e3f-00000000d001',
  content: 'Session at the bowl at 5?',
  from: RODNEY,
  to: ELISSA,
});
const REPLY = makeAdminMessage({
  id: '5a0c3f7e-1b2d-4c8a-9e3f-00000000d002',
  content: 'Yes! Bringing wax',
  from: ELISSA,
  to: RODNEY,
});
const FAILURE = { status: 503, json: { error: 'Messaging is unavailable', code: 'SERVICE_UNAVAILABLE' } };

const page = (...messages: (typeof HELLO)[]) => ok({ messages, nextCursor: null });

describe('Messages tab', () => {
  it('lists everyone’s messages with sender, recipient and time, and pages to older ones', async () => {
    mockFetch({
      'GET /api/admin/messages': ok({ messages: [REPLY], nextCursor: 'c1' }),
      'GET /api/admin/messages?cursor=c1': page(HELLO),
    });
    const { user } = renderComponent(<MessagesTab />, { signedIn: ADMIN });

    const list = await screen.findByRole('list', { name: 'Messages' });
    const first = within(list).getByRole('listitem');
    expect(first).toHaveTextContent('@elissa→to@rodney');
    expect(within(first).getByText('Yes! Bringing wax')).toBeInTheDocument();
    expect(first.querySelector('time')).toHaveAttribute('dateTime', REPLY.createdAt);

    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(await within(list).findByText('Session at the bowl at 5?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it('says when there are no messages', async () => {
    mockFetch({ 'GET /api/admin/messages': page() });
    renderComponent(<MessagesTab />, { signedIn: ADMIN });
    expect(await screen.findByText('No messages found')).toBeInTheDocument();
  });

  it('shows loading, then a failure that can be retried', async () => {
    const first = deferredReply();
    let calls = 0;
    mockFetch({ 'GET /api/admin/messages': () => (++calls === 1 ? first.reply() : page(HELLO)) });
    const { user } = renderComponent(<MessagesTab />, { signedIn: ADMIN });

    expect(screen.getByRole('status')).toHaveTextContent('Loading messages...');
    first.resolve(FAILURE);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load messages');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Session at the bowl at 5?')).toBeInTheDocument();
  });

  it('filters by a user found by search, and shows everyone’s again', async () => {
    const requests = mockFetch({
      'GET /api/admin/messages': page(HELLO, REPLY),
      'GET /api/admin/users?q=ro': ok([RODNEY]),
      'GET /api/admin/users?q=zz': ok([]),
      [`GET /api/admin/messages?userId=${RODNEY.id}`]: page(HELLO),
    });
    const { user } = renderComponent(<MessagesTab />, { signedIn: ADMIN });
    await screen.findByText('Yes! Bringing wax');

    const search = screen.getByRole('searchbox', { name: 'Filter by user' });
    // One character asks nothing: search starts at two.
    await user.type(search, 'z');
    await user.type(search, 'z');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(requests.filter((request) => request.path.startsWith('/api/admin/users'))).toHaveLength(1);

    await user.clear(search);
    await user.type(search, 'ro');
    await user.click(await screen.findByRole('button', { name: 'Show messages of @rodney' }));
    expect(await screen.findByText('Messages sent or received by')).toHaveTextContent('@rodney');
    await waitFor(() => expect(screen.queryByText('Yes! Bringing wax')).not.toBeInTheDocument());
    expect(screen.getByText('Session at the bowl at 5?')).toBeInTheDocument();
    const showEveryone = screen.getByRole('button', { name: "Show everyone's messages" });
    expect(showEveryone).toHaveFocus();

    await user.click(showEveryone);
    expect(await screen.findByText('Yes! Bringing wax')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Filter by user' })).toHaveFocus();
  });

  it('edits a message: trimmed, bounded, Save busy while saving, the list updated', async () => {
    const saving = deferredReply();
    const requests = mockFetch({
      'GET /api/admin/messages': page(HELLO),
      [`PATCH /api/admin/messages/${HELLO.id}`]: () => saving.reply(),
    });
    const { user } = renderComponent(<MessagesTab />, { signedIn: ADMIN });

    await user.click(await screen.findByRole('button', { name: 'Edit message from @rodney to @elissa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit message' });
    const field = within(dialog).getByLabelText('Message');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(field).toHaveValue('Session at the bowl at 5?');
    expect(save).toBeDisabled();

    await user.clear(field);
    await user.type(field, '   ');
    expect(save).toBeDisabled();
    await user.click(field);
    await user.paste('x'.repeat(1001));
    expect(within(dialog).getByText('1001/1000 characters')).toBeInTheDocument();
    expect(save).toBeDisabled();

    await user.clear(field);
    await user.type(field, '  Session at the bowl at 6?  ');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(requests.at(-1)?.body).toEqual({ content: 'Session at the bowl at 6?' });

    saving.resolve(
      ok({ ...HELLO, content: 'Session at the bowl at 6?', editedAt: '2026-03-02T09:00:00.000Z' }),
    );
    await expectToast('Message updated');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(within(list).getByText('Session at the bowl at 6?')).toBeInTheDocument();
    expect(within(list).getByText('Edited')).toBeInTheDocument();
  });

  it('toasts when an edit fails and keeps the dialog open', async () => {
    mockFetch({
      'GET /api/admin/messages': page(HELLO),
      [`PATCH /api/admin/messages/${HELLO.id}`]: FAILURE,
    });
    const { user } = renderComponent(<MessagesTab />, { signedIn: ADMIN });

    await user.click(await screen.findByRole('button', { name: 'Edit message from @rodney to @elissa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit message' });
    await user.type(within(dialog).getByLabelText('Message'), '!');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Failed to update message', 'Messaging is unavailable');
    expect(screen.getByRole('dialog', { name: 'Edit message' })).toBeInTheDocument();
  });
});
