import { screen, within } from '@testing-library/react';
import { mockFetch } from '@/test/fetch-mock';
import { makeUser, ok } from '@/test/fixtures';
import { renderComponent } from '@/test/render-component';
import { expectToast } from '@/test/toasts';
import { AddAthleteDialog } from './add-athlete-dialog';
import { BRAND, makeSponsorship } from '@/test/sponsorships-api';

const rodney = makeUser({ id: '5a0c3f7e-1b2d-4c8a-9e3f-000000000002', username: 'rodney', proStatus: true });
const rosa = makeUser({ id: '5a0c3f7e-1b2d-4c8a-9e3f-000000000003', username: 'rosa' });
const summary = ({ email: _email, isTrusted: _trusted, ...user }: typeof rodney) => user;

function openDialog() {
  const requests = mockFetch({
    [`GET /api/sponsorships?brandId=${BRAND.id}`]: ok([makeSponsorship(BRAND, rosa, 'pending')]),
    'GET /api/users/search?q=ro&excludeBrands=true': ok([summary(rodney), summary(rosa)]),
    'GET /api/users/search?q=zz&excludeBrands=true': ok([]),
    'POST /api/sponsorships': { status: 201, json: makeSponsorship(BRAND, rodney, 'pending') },
  });
  const view = renderComponent(<AddAthleteDialog brandId={BRAND.id} open onOpenChange={() => undefined} />, {
    signedIn: BRAND,
    path: '/profile',
  });
  return { ...view, requests };
}

describe('add-athlete dialog', () => {
  it('searches athletes only, shows who already has a request, and sends one', async () => {
    const { user, requests } = openDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Add Athlete' });
    const search = within(dialog).getByRole('searchbox', { name: 'Search athletes' });

    await user.type(search, 'r');
    expect(within(dialog).getByText('Type at least 2 characters to search')).toBeInTheDocument();
    await user.type(search, 'o');

    const results = within(await within(dialog).findByRole('list', { name: 'Athletes' }));
    // Brand accounts are left out by the server: the web asks it to.
    expect(requests.filter((r) => r.path.startsWith('/api/users/search')).map((r) => r.path)).toEqual([
      '/api/users/search?q=ro&excludeBrands=true',
    ]);
    expect(results.getByText('Pro')).toBeInTheDocument();
    expect(results.getByText('Pending')).toBeInTheDocument();
    expect(
      results.queryByRole('button', { name: 'Send sponsorship request to @rosa' }),
    ).not.toBeInTheDocument();

    await user.click(results.getByRole('button', { name: 'Send sponsorship request to @rodney' }));

    await expectToast('Sponsorship request sent to @rodney');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ userId: rodney.id, status: 'pending' });
  });

  it('says when nobody matches', async () => {
    const { user } = openDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Add Athlete' });

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search athletes' }), 'zz');

    expect(await within(dialog).findByText('No athletes found')).toBeInTheDocument();
  });
});
