import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN, CARLA, KENJI, puppetSession } from '@/test/admin-api';
import { mockFetch } from '@/test/fetch-mock';
import { ok } from '@/test/fixtures';
import { renderComponent } from '@/test/render-component';
import { expectToast } from '@/test/toasts';
import { useCurrentUser } from '@/lib/session/api/current-user';
import { PuppetsTab } from './puppets-tab';
import { currentUserQueryKey } from '@/lib/query-keys';

/** The sign-in guard watches the session in the app; here this stands in for it. */
function WithSession() {
  useCurrentUser();
  return <PuppetsTab />;
}

const FAILURE = { status: 503, json: { error: 'Auth is unavailable', code: 'SERVICE_UNAVAILABLE' } };

describe('Puppets tab', () => {
  it('says there are none yet, then initializes the presets and lists them', async () => {
    const requests = mockFetch({
      'GET /api/admin/puppets': ok([]),
      'POST /api/admin/puppets/initialize': ok({ created: 2, puppets: [CARLA, KENJI] }),
    });
    const { user } = renderComponent(<PuppetsTab />, { signedIn: ADMIN });

    expect(await screen.findByText('No puppet accounts yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Initialize puppets' }));

    const list = await screen.findByRole('list', { name: 'Puppet accounts' });
    expect(within(list).getByText('concrete_carla')).toBeInTheDocument();
    expect(within(list).getByText('Level 5')).toBeInTheDocument();
    await expectToast('Created 2 puppet accounts');
    const initialize = requests.find((request) => request.method === 'POST');
    expect(initialize?.headers['X-Requested-With']).toBe('boonies');
  });

  it('toasts when initializing fails', async () => {
    mockFetch({ 'GET /api/admin/puppets': ok([]), 'POST /api/admin/puppets/initialize': FAILURE });
    const { user } = renderComponent(<PuppetsTab />, { signedIn: ADMIN });

    await user.click(await screen.findByRole('button', { name: 'Initialize puppets' }));
    await expectToast('Failed to initialize puppet accounts');
  });

  it('assumes a puppet: toasts, becomes the puppet and refetches the session', async () => {
    let me = ADMIN;
    const requests = mockFetch({
      'GET /api/admin/puppets': ok([CARLA, KENJI]),
      'POST /api/admin/puppets/5a0c3f7e-1b2d-4c8a-9e3f-00000000b001/assume': () => {
        me = puppetSession(CARLA);
        return ok(me);
      },
      'GET /api/auth/me': () => ok(me),
    });
    const { user, queryClient } = renderComponent(<WithSession />, { signedIn: ADMIN });

    await user.click(await screen.findByRole('button', { name: 'Assume concrete_carla' }));

    await expectToast('Identity Assumed', 'Now operating as concrete_carla');
    expect(queryClient.getQueryData(currentUserQueryKey)).toMatchObject({
      username: 'concrete_carla',
      actingAdmin: { username: 'boss' },
    });
    await waitFor(() => expect(requests.some((request) => request.path === '/api/auth/me')).toBe(true));
  });

  it('toasts when assuming fails, and stays the admin', async () => {
    mockFetch({
      'GET /api/admin/puppets': ok([CARLA]),
      'POST /api/admin/puppets/5a0c3f7e-1b2d-4c8a-9e3f-00000000b001/assume': FAILURE,
    });
    const { user, queryClient } = renderComponent(<PuppetsTab />, { signedIn: ADMIN });

    await user.click(await screen.findByRole('button', { name: 'Assume concrete_carla' }));
    await expectToast('Failed to assume puppet identity');
    expect(queryClient.getQueryData(currentUserQueryKey)).toEqual(ADMIN);
  });

  it('offers Retry when the list fails to load', async () => {
    let attempts = 0;
    mockFetch({
      'GET /api/admin/puppets': () => {
        attempts += 1;
        return attempts === 1 ? FAILURE : ok([CARLA]);
      },
    });
    const { user } = renderComponent(<PuppetsTab />, { signedIn: ADMIN });

    expect(await screen.findByText('Failed to load puppet accounts')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('concrete_carla')).toBeInTheDocument();
  });
});
