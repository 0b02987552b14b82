import { screen, within } from '@testing-library/react';
import { mockFetch } from '@/test/fetch-mock';
import { makeUser, ok } from '@/test/fixtures';
import { renderComponent } from '@/test/render-component';
import { expectToast } from '@/test/toasts';
import { ProfileMenu } from './profile-menu';

const rodney = makeUser({ id: '5a0c3f7e-1b2d-4c8a-9e3f-000000000002', username: 'rodney' });

describe('profile menu', () => {
  it('blocks after a confirmation', async () => {
    const requests = mockFetch({ 'POST /api/blocks': ok({ blocked: true }) });
    const { user } = renderComponent(<ProfileMenu profile={{ ...rodney, isBlocked: false }} />);

    await user.click(screen.getByRole('button', { name: 'More actions for @rodney' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Block @rodney' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block @rodney?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));

    await expectToast('@rodney blocked');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ userId: rodney.id });
  });

  it('reports the profile with a reason', async () => {
    const requests = mockFetch({
      'POST /api/reports': { status: 201, json: { reported: true, caseId: 'c1' } },
    });
    const { user } = renderComponent(<ProfileMenu profile={{ ...rodney, isBlocked: false }} />);

    await user.click(screen.getByRole('button', { name: 'More actions for @rodney' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Report @rodney' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this profile' });
    await user.click(within(dialog).getByRole('radio', { name: 'Impersonation' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    await expectToast('Thanks, our moderators will take a look');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      targetType: 'profile',
      targetId: rodney.id,
      reason: 'impersonation',
    });
  });

  it('unblocks at once', async () => {
    const requests = mockFetch({ [`DELETE /api/blocks/${rodney.id}`]: ok({ blocked: false }) });
    const { user } = renderComponent(<ProfileMenu profile={{ ...rodney, isBlocked: true }} />);

    await user.click(screen.getByRole('button', { name: 'More actions for @rodney' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Unblock @rodney' }));

    await expectToast('@rodney unblocked');
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
  });
});
