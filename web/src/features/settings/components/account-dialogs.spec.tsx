import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '@/test/fetch-mock';
import { makeUser, ok } from '@/test/fixtures';
import { renderComponent } from '@/test/render-component';
import { expectToast } from '@/test/toasts';
import { BlockedUsersDialog } from './blocked-users-dialog';
import { ChangePasswordDialog } from './change-password-dialog';
import { DeactivateAccountDialog } from './deactivate-account-dialog';
import { currentUserQueryKey } from '@/lib/query-keys';

const noop = () => undefined;

describe('Change Password', () => {
  it('checks the 6-character rule and the confirmation before asking the server', async () => {
    const requests = mockFetch({ 'POST /api/auth/change-password': ok({}) });
    const { user } = renderComponent(<ChangePasswordDialog open onOpenChange={noop} />);
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });

    await user.type(within(dialog).getByLabelText('Current password'), 'kickflip-123');
    await user.type(within(dialog).getByLabelText('New password'), 'short');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'shorts');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));

    expect(within(dialog).getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(within(dialog).getByText('Passwords do not match')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it('rates the new password while it is typed and refuses a common one before asking the server', async () => {
    const requests = mockFetch({ 'POST /api/auth/change-password': ok({}) });
    const { user } = renderComponent(<ChangePasswordDialog open onOpenChange={noop} />);
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });

    await user.type(within(dialog).getByLabelText('Current password'), 'kickflip-123');
    await user.type(within(dialog).getByLabelText('New password'), 'qwerty');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'qwerty');
    const meter = await within(dialog).findByRole('meter', { name: 'Password strength' });
    await waitFor(() => expect(meter).toHaveAttribute('aria-valuetext', 'Weak'));
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));

    expect(within(dialog).getByLabelText('New password')).toHaveAccessibleDescription(
      'This password is too common. Choose one that is harder to guess.',
    );
    expect(requests).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('New password'), '-at-the-bowl');
    await waitFor(() => expect(meter).toHaveAttribute('aria-valuetext', 'Strong'));
  });

  it('refuses the account’s own username as the new password', async () => {
    const requests = mockFetch({ 'POST /api/auth/change-password': ok({}) });
    const { user } = renderComponent(<ChangePasswordDialog open onOpenChange={noop} />, {
      signedIn: makeUser({ username: 'grind.king' }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });

    await user.type(within(dialog).getByLabelText('Current password'), 'kickflip-123');
    await user.type(within(dialog).getByLabelText('New password'), 'grind.king');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'grind.king');
    await within(dialog).findByRole('meter', { name: 'Password strength' });
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));

    expect(
      within(dialog).getByText('This password is too common. Choose one that is harder to guess.'),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('sends the current and new password and says other sessions ended', async () => {
    const requests = mockFetch({ 'POST /api/auth/change-password': ok({}) });
    const onOpenChange = jest.fn();
    const { user } = renderComponent(<ChangePasswordDialog open onOpenChange={onOpenChange} />);
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });

    await user.type(within(dialog).getByLabelText('Current password'), 'kickflip-123');
    await user.type(within(dialog).getByLabelText('New password'), 'heelflip-456');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'heelflip-456');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));

    await expectToast('Password changed', 'Other devices were signed out. This one stays signed in.');
    expect(requests[0].body).toEqual({ currentPassword: 'kickflip-123', newPassword: 'heelflip-456' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows the server’s reason when the change is refused', async () => {
    mockFetch({
      'POST /api/auth/change-password': {
        status: 401,
        json: { error: 'Current password is wrong', code: 'INVALID_CREDENTIALS' },
      },
    });
    const { user } = renderComponent(<ChangePasswordDialog open onOpenChange={noop} />);
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });

    await user.type(within(dialog).getByLabelText('Current password'), 'wrong-one');
    await user.type(within(dialog).getByLabelText('New password'), 'heelflip-456');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'heelflip-456');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to change password: Current password is wrong',
    );
  });
});

describe('Deactivate Account', () => {
  it('explains how to come back, confirms with the password, then signs out', async () => {
    const requests = mockFetch({ 'POST /api/auth/deactivate': ok({}) });
    const { user, queryClient } = renderComponent(<DeactivateAccountDialog open onOpenChange={noop} />);
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Account' });

    expect(within(dialog).getByText(/signing in again is refused/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Nothing is deleted/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'hello@theboonies.example' })).toHaveAttribute(
      'href',
      'mailto:hello@theboonies.example',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate Account' }));
    expect(within(dialog).getByText('Enter your password to confirm')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Password'), 'kickflip-123');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate Account' }));

    await expectToast('Account deactivated');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ password: 'kickflip-123' });
    expect(queryClient.getQueryData(currentUserQueryKey)).toBeNull();
  });

  it('stays signed in and says why when the password is refused', async () => {
    mockFetch({
      'POST /api/auth/deactivate': { status: 404, statusText: 'Not Found' },
    });
    const { user, queryClient } = renderComponent(<DeactivateAccountDialog open onOpenChange={noop} />);
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Account' });

    await user.type(within(dialog).getByLabelText('Password'), 'kickflip-123');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate Account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to deactivate account: 404: Not Found',
    );
    expect(queryClient.getQueryData(currentUserQueryKey)).not.toBeNull();
  });
});

describe('Blocked Users', () => {
  const rodney = makeUser({ id: '5a0c3f7e-1b2d-4c8a-9e3f-000000000002', username: 'rodney' });

  it('lists blocked skaters and unblocks one', async () => {
    let blocked = [rodney];
    const requests = mockFetch({
      'GET /api/blocks': () => ok(blocked),
      [`DELETE /api/blocks/${rodney.id}`]: () => {
        blocked = [];
        return ok({ blocked: false });
      },
    });
    const { user } = renderComponent(<BlockedUsersDialog open onOpenChange={noop} />);
    const dialog = await screen.findByRole('dialog', { name: 'Blocked Users' });

    const list = await within(dialog).findByRole('list', { name: 'Blocked users' });
    expect(within(list).getByText('@rodney')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Unblock @rodney' }));

    await expectToast('@rodney unblocked');
    expect(await within(dialog).findByText('You have not blocked anyone')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
  });
});
