import { MESSAGE_MAX } from '@boonies/contracts/messaging';
import { fireEvent, screen, within } from '@testing-library/react';
import { mockFetch } from '@/test/fetch-mock';
import { ok } from '@/test/fixtures';
import { OTHER_SKATER } from '@/test/posts-api';
import { renderComponent } from '@/test/render-component';
import { makeMessage, ME } from '@/test/social-api';
import { expectToast } from '@/test/toasts';
import { useOpenChat } from '../chat-store';
import { MessageComposerDialog } from './message-composer-dialog';

function OpenChatName() {
  const peer = useOpenChat();
  return <p data-testid="open-chat">{peer?.username ?? 'none'}</p>;
}

function openComposer() {
  const onOpenChange = jest.fn();
  const app = renderComponent(
    <>
      <MessageComposerDialog recipient={OTHER_SKATER} open onOpenChange={onOpenChange} />
      <OpenChatName />
    </>,
    { signedIn: ME },
  );
  const dialog = within(screen.getByRole('dialog', { name: 'Message @rodney' }));
  return { ...app, dialog, onOpenChange };
}

describe('message composer', () => {
  it('counts characters and sends only non-blank text within the limit', async () => {
    mockFetch({});
    const { dialog, user } = openComposer();
    const field = dialog.getByLabelText('Message');
    const send = dialog.getByRole('button', { name: 'Send' });

    expect(dialog.getByText(`0/${MESSAGE_MAX} characters`)).toBeInTheDocument();
    expect(send).toBeDisabled();

    await user.type(field, '   ');
    expect(send).toBeDisabled();

    await user.type(field, 'Hey');
    expect(dialog.getByText(`6/${MESSAGE_MAX} characters`)).toBeInTheDocument();
    expect(send).toBeEnabled();

    fireEvent.change(field, { target: { value: 'x'.repeat(MESSAGE_MAX + 1) } });
    expect(dialog.getByText(`${MESSAGE_MAX + 1}/${MESSAGE_MAX} characters`)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(send).toBeDisabled();

    fireEvent.change(field, { target: { value: 'x'.repeat(MESSAGE_MAX) } });
    expect(send).toBeEnabled();
  });

  it('sends the trimmed text, then carries on in the chat box', async () => {
    const requests = mockFetch({
      'POST /api/messages': ok(makeMessage(ME, OTHER_SKATER, { content: 'Session at 5?' })),
    });
    const { dialog, user, onOpenChange } = openComposer();

    await user.type(dialog.getByLabelText('Message'), '  Session at 5?  ');
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    await expectToast('Message sent to @rodney');
    expect(requests.at(-1)?.body).toEqual({ recipientId: OTHER_SKATER.id, content: 'Session at 5?' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByTestId('open-chat')).toHaveTextContent('rodney');
  });

  it('keeps the text and says so when sending fails', async () => {
    mockFetch({ 'POST /api/messages': { status: 503, statusText: 'Service Unavailable' } });
    const { dialog, user, onOpenChange } = openComposer();

    await user.type(dialog.getByLabelText('Message'), 'Hello?');
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    await expectToast('Failed to send message. Please try again.');
    expect(dialog.getByLabelText('Message')).toHaveValue('Hello?');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("says the server's reason when the skater cannot be messaged", async () => {
    mockFetch({
      'POST /api/messages': {
        status: 403,
        json: { error: 'This skater does not accept direct messages', code: 'FORBIDDEN' },
      },
    });
    const { dialog, user } = openComposer();

    await user.type(dialog.getByLabelText('Message'), 'Hello?');
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    await expectToast('This skater does not accept direct messages');
    expect(dialog.getByLabelText('Message')).toHaveValue('Hello?');
  });
});
