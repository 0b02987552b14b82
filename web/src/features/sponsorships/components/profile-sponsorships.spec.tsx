import { screen, within } from '@testing-library/react';
import { mockFetch } from '@/test/fetch-mock';
import { makeUser, ok } from '@/test/fixtures';
import { renderComponent } from '@/test/render-component';
import { makeProfile } from '@/test/social-api';
import { BRAND, makeSponsorship } from '@/test/sponsorships-api';
import { expectToast } from '@/test/toasts';
import { ProfileSponsorships } from './profile-sponsorships';
import { SponsorButton } from './sponsor-button';

const rodney = makeUser({ id: '5a0c3f7e-1b2d-4c8a-9e3f-000000000002', username: 'rodney' });

describe('profile sponsorship sections', () => {
  it('shows a brand its empty athlete list and the add-athlete dialog', async () => {
    mockFetch({
      [`GET /api/sponsorships?brandId=${BRAND.id}&status=accepted`]: ok([]),
      [`GET /api/sponsorships?brandId=${BRAND.id}`]: ok([]),
    });
    const { user } = renderComponent(
      <ProfileSponsorships profile={makeProfile(BRAND, { isOwner: true })} />,
      { signedIn: BRAND },
    );

    const section = within(screen.getByRole('region', { name: 'Sponsored Athletes' }));
    expect(await section.findByText('No sponsored athletes yet')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Add Athlete' }));

    const dialog = await screen.findByRole('dialog', { name: 'Add Athlete' });
    expect(within(dialog).getByRole('searchbox', { name: 'Search athletes' })).toBeInTheDocument();
  });

  it('shows others a brand’s athletes, without the add control', async () => {
    mockFetch({
      [`GET /api/sponsorships?brandId=${BRAND.id}&status=accepted`]: ok([
        makeSponsorship(BRAND, rodney, 'accepted'),
      ]),
    });
    renderComponent(<ProfileSponsorships profile={makeProfile(BRAND)} />, { signedIn: rodney });

    const list = await screen.findByRole('list', { name: 'Sponsored Athletes' });
    expect(within(list).getByRole('link', { name: /rodney/ })).toHaveAttribute(
      'href',
      `/profile/${rodney.id}`,
    );
    expect(screen.queryByRole('button', { name: 'Add Athlete' })).not.toBeInTheDocument();
  });

  it('shows an athlete’s sponsors', async () => {
    mockFetch({
      [`GET /api/sponsorships?athleteId=${rodney.id}&status=accepted`]: ok([
        makeSponsorship(BRAND, rodney, 'accepted'),
      ]),
    });
    renderComponent(<ProfileSponsorships profile={makeProfile(rodney)} />);

    const list = await screen.findByRole('list', { name: 'Sponsors' });
    expect(within(list).getByText('backwoods-boards')).toBeInTheDocument();
    expect(within(list).getByText('Brand')).toBeInTheDocument();
  });

  it('lets a brand request a sponsorship from an athlete’s profile', async () => {
    let pair: ReturnType<typeof makeSponsorship>[] = [];
    const requests = mockFetch({
      [`GET /api/sponsorships?brandId=${BRAND.id}&athleteId=${rodney.id}`]: () => ok(pair),
      'POST /api/sponsorships': () => {
        pair = [makeSponsorship(BRAND, rodney, 'pending')];
        return { status: 201, json: pair[0] };
      },
    });
    const { user } = renderComponent(<SponsorButton athlete={rodney} />, { signedIn: BRAND });

    await user.click(await screen.findByRole('button', { name: 'Send sponsorship request to @rodney' }));

    await expectToast('Sponsorship request sent to @rodney');
    expect(await screen.findByRole('button', { name: 'Request pending' })).toBeDisabled();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ userId: rodney.id, status: 'pending' });
  });

  it('says why a request was refused', async () => {
    mockFetch({
      [`GET /api/sponsorships?brandId=${BRAND.id}&athleteId=${rodney.id}`]: ok([]),
      'POST /api/sponsorships': { status: 409, json: { error: 'Already exists', code: 'CONFLICT' } },
    });
    const { user } = renderComponent(<SponsorButton athlete={rodney} />, { signedIn: BRAND });

    await user.click(await screen.findByRole('button', { name: 'Send sponsorship request to @rodney' }));

    await expectToast('Failed to send sponsorship request', 'Already exists');
  });
});
