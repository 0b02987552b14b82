import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN, makeAdminUser } from '@/test/admin-api';
import { mockFetch } from '@/test/fetch-mock';
import { ok } from '@/test/fixtures';
import { renderComponent } from '@/test/render-component';
import { expectToast } from '@/test/toasts';
import { UsersTab } from './users-tab';

const RODNEY = makeAdminUser({ id: '5a0c3f7e-1b2d-4c8a-9e3f-00000000c001', username: 'rodney' });
const ELISSA = makeAdminUser({
  id: '5a0c3f7e-1b2d-4c8a-9e3f-00000000c002',
  username: 'elissa',
  isVerified: true,
});
const FAILURE = { status: 503, json: { error: 'Down', code: 'SERVICE_UNAVAILABLE' } };

describe('Users tab', () => {
  it('lists users and searches them once typing pauses', async () => {
    const requests = mockFetch({
      'GET /api/admin/users': ok([RODNEY, ELISSA]),
      'GET /api/admin/users?q=eli': ok([ELISSA]),
    });
    const { user } = renderComponent(<UsersTab />, { signedIn: ADMIN });

    const list = await screen.findByRole('list', { name: 'Users' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'eli');
    await waitFor(() => expect(screen.queryByText('@rodney')).not.toBeInTheDocument());
    expect(screen.getByText('@elissa')).toBeInTheDocument();
    expect(requests.at(-1)?.path).toBe('/api/admin/users?q=eli');
  });

  it('says when nobody matches', async () => {
    mockFetch({ 'GET /api/admin/users': ok([]) });
    renderComponent(<UsersTab />, { signedIn: ADMIN });
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('verifies, unverifies and trusts users', async () => {
    const requests = mockFetch({
      'GET /api/admin/users': ok([RODNEY, ELISSA]),
      [`PATCH /api/admin/users/${RODNEY.id}/verify`]: ok({ ...RODNEY, isVerified: true }),
      [`PATCH /api/admin/users/${ELISSA.id}/unverify`]: FAILURE,
      [`PATCH /api/admin/users/${RODNEY.id}/trusted`]: ok({ ...RODNEY, isVerified: true, isTrusted: true }),
    });
    const { user } = renderComponent(<UsersTab />, { signedIn: ADMIN });

    await user.click(await screen.findByRole('button', { name: 'Verify @rodney' }));
    expect(await screen.findByRole('button', { name: 'Unverify @rodney' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unverify @elissa' }));
    await expectToast('Failed to unverify user');

    const trusted = screen.getByRole('switch', { name: 'Trusted @rodney' });
    await user.click(trusted);
    expect(await screen.findByRole('switch', { name: 'Trusted @rodney' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(requests.find((request) => request.path.endsWith('/trusted'))?.body).toEqual({ trusted: true });
  });

  it('removes all progress only after confirmation', async () => {
    const requests = mockFetch({
      'GET /api/admin/users': ok([RODNEY]),
      [`DELETE /api/progress/${RODNEY.id}`]: ok({ removed: 3 }),
    });
    const { user } = renderComponent(<UsersTab />, { signedIn: ADMIN });

    await user.click(await screen.findByRole('button', { name: 'Remove all progress of @rodney' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove all progress of @rodney?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove all progress of @rodney' }));
    await user.click(await screen.findByRole('button', { name: 'Remove all progress' }));
    await expectToast('All progress removed');
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('toasts when removing progress fails', async () => {
    mockFetch({ 'GET /api/admin/users': ok([RODNEY]), [`DELETE /api/progress/${RODNEY.id}`]: FAILURE });
    const { user } = renderComponent(<UsersTab />, { signedIn: ADMIN });

    await user.click(await screen.findByRole('button', { name: 'Remove all progress of @rodney' }));
    await user.click(await screen.findByRole('button', { name: 'Remove all progress' }));
    await expectToast('Failed to remove tricks');
  });

  it('suspends a user with a reason, shows until when, and lifts it', async () => {
    const until = '2026-12-02T10:00:00.000Z';
    const requests = mockFetch({
      'GET /api/admin/users': ok([RODNEY, makeAdminUser({ id: ADMIN.id, username: 'boss', isAdmin: true })]),
      [`POST /api/admin/users/${RODNEY.id}/suspend`]: ok({ ...RODNEY, suspendedUntil: until }),
      [`DELETE /api/admin/users/${RODNEY.id}/suspension`]: ok({ ...RODNEY, suspendedUntil: null }),
    });
    const { user } = renderComponent(<UsersTab />, { signedIn: ADMIN });

    expect(await screen.findByRole('button', { name: 'Suspend @rodney' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend @boss' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suspend @rodney' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Suspend @rodney?' }));
    await user.click(dialog.getByRole('button', { name: 'Suspend' }));
    expect(dialog.getByText('Say why')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Spam in replies');
    await user.click(dialog.getByRole('button', { name: 'Suspend' }));

    await expectToast('@rodney is suspended for 7 days');
    expect(requests.find(({ method }) => method === 'POST')?.body).toEqual({
      days: 7,
      reason: 'Spam in replies',
    });
    expect(await screen.findByText(/^Suspended until/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Lift the suspension of @rodney' }));
    await expectToast('@rodney can sign in again');
    await waitFor(() => expect(screen.queryByText(/^Suspended until/)).not.toBeInTheDocument());
  });

  it('reactivates a deactivated account, and offers it only for deactivated ones', async () => {
    const gone = makeAdminUser({ id: 'user-gone', username: 'gone', isActive: false });
    const requests = mockFetch({
      'GET /api/admin/users': ok([RODNEY, gone]),
      [`PATCH /api/admin/users/${gone.id}/reactivate`]: ok({ id: gone.id, reactivated: true }),
    });
    const { user } = renderComponent(<UsersTab />, { signedIn: ADMIN });

    expect(await screen.findByText('Deactivated')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reactivate @rodney' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reactivate @gone' }));

    await expectToast('@gone is active again and can sign in');
    expect(requests.some(({ method, path }) => method === 'PATCH' && path.endsWith('/reactivate'))).toBe(
      true,
    );
    await waitFor(() => expect(screen.queryByText('Deactivated')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Reactivate @gone' })).not.toBeInTheDocument();
  });
});
