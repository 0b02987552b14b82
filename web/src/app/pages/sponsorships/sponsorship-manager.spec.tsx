import type { SponsorshipDto } from '@boonies/contracts/sponsorships';
import { screen, within } from '@testing-library/react';
import { deferredReply, mockFetch } from '@/test/fetch-mock';
import { makeUser, ok } from '@/test/fixtures';
import { renderComponent } from '@/test/render-component';
import { BRAND, makeSponsorship } from '@/test/sponsorships-api';
import { expectToast } from '@/test/toasts';
import { SponsorshipsPage } from './sponsorships-page';

const athletes = ['rodney', 'elissa', 'nyjah'].map((username, i) =>
  makeUser({ id: `5a0c3f7e-1b2d-4c8a-9e3f-00000000000${i + 2}`, username, displayName: null }),
);

const [rodney, elissa, nyjah] = athletes;

describe('sponsorship manager', () => {
  describe('for a brand', () => {
    function openAsBrand(list: SponsorshipDto[]) {
      let current = list;
      const requests = mockFetch({
        [`GET /api/sponsorships?brandId=${BRAND.id}`]: () => ok(current),
        [`DELETE /api/sponsorships/${BRAND.id}/${rodney.id}`]: () => {
          current = current.filter((item) => item.athleteId !== rodney.id);
          return ok({ removed: true, id: list[0].id });
        },
        [`DELETE /api/sponsorships/${BRAND.id}/${elissa.id}`]: {
          status: 404,
          json: { error: 'No pending or accepted sponsorship of this pair', code: 'NOT_FOUND' },
        },
      });
      return {
        ...renderComponent(<SponsorshipsPage />, { signedIn: BRAND, path: '/sponsorships' }),
        requests,
      };
    }

    it('shows pending, sponsored and rejected athletes, and the search', async () => {
      openAsBrand([
        makeSponsorship(BRAND, rodney, 'pending'),
        makeSponsorship(BRAND, elissa, 'accepted'),
        makeSponsorship(BRAND, nyjah, 'rejected'),
      ]);

      expect(screen.getByRole('heading', { level: 1, name: 'Sponsorships' })).toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: 'Search athletes' })).toBeInTheDocument();
      const pending = within(await screen.findByRole('region', { name: /^Pending requests/ }));
      expect(pending.getByText('rodney')).toBeInTheDocument();
      expect(pending.getByRole('button', { name: 'Cancel request to @rodney' })).toBeInTheDocument();
      const sponsored = within(screen.getByRole('region', { name: /^Sponsored athletes/ }));
      expect(sponsored.getByText('elissa')).toBeInTheDocument();
      expect(sponsored.getByText('Flow')).toBeInTheDocument();
      expect(sponsored.getByRole('button', { name: 'Remove @elissa' })).toBeInTheDocument();
      const rejected = within(screen.getByRole('region', { name: /^Rejected/ }));
      expect(rejected.getByText('nyjah')).toBeInTheDocument();
      expect(rejected.queryByRole('button')).not.toBeInTheDocument();
    });

    it('cancels a pending request', async () => {
      const { user, requests } = openAsBrand([makeSponsorship(BRAND, rodney, 'pending')]);

      await user.click(await screen.findByRole('button', { name: 'Cancel request to @rodney' }));

      await expectToast('Request to @rodney cancelled');
      expect(requests.some((r) => r.method === 'DELETE' && r.path.endsWith(rodney.id))).toBe(true);
      const pending = within(screen.getByRole('region', { name: /^Pending requests/ }));
      expect(await pending.findByText('No pending requests')).toBeInTheDocument();
    });

    it('says so when removing a sponsorship fails', async () => {
      const { user } = openAsBrand([makeSponsorship(BRAND, elissa, 'accepted')]);

      await user.click(await screen.findByRole('button', { name: 'Remove @elissa' }));

      await expectToast(
        'Failed to remove sponsorship. Please try again.',
        'No pending or accepted sponsorship of this pair',
      );
    });

    it('says when there is nobody yet', async () => {
      openAsBrand([]);
      expect(await screen.findByText('No sponsored athletes yet')).toBeInTheDocument();
      expect(screen.getByText('No pending requests')).toBeInTheDocument();
    });
  });

  describe('for an athlete', () => {
    it('shows the requests to answer and the sponsors', async () => {
      const other = makeUser({
        id: '5a0c3f7e-1b2d-4c8a-9e3f-0000000000b2',
        username: 'pine-wheels',
        isBrand: true,
      });
      const request = makeSponsorship(BRAND, rodney, 'pending');
      let answered: SponsorshipDto | null = null;
      const requests = mockFetch({
        'GET /api/sponsorships/user': () => ok([answered ?? request]),
        [`GET /api/sponsorships?athleteId=${rodney.id}&status=accepted`]: ok([
          makeSponsorship(other, rodney, 'accepted'),
        ]),
        [`PATCH /api/sponsorships/${request.id}`]: () => {
          answered = { ...request, status: 'accepted' };
          return ok(answered);
        },
      });
      const { user } = renderComponent(<SponsorshipsPage />, { signedIn: rodney, path: '/sponsorships' });

      expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
      const sponsors = within(await screen.findByRole('region', { name: /^Your sponsors/ }));
      expect(await sponsors.findByText('pine-wheels')).toBeInTheDocument();
      expect(sponsors.getByText('Brand')).toBeInTheDocument();

      const list = await screen.findByRole('list', { name: 'Sponsorship requests' });
      expect(within(list).getByText(/wants to sponsor you/)).toBeInTheDocument();
      await user.click(within(list).getByRole('button', { name: 'Accept' }));

      expect(await within(list).findByText('Accepted')).toBeInTheDocument();
      expect(within(list).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
      expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ status: 'accepted' });
    });
  });
  it('keeps both answers disabled while one is on its way, then shows the badge', async () => {
    const request = makeSponsorship(BRAND, rodney, 'pending');
    const answer = deferredReply();
    let answered = false;
    mockFetch({
      'GET /api/sponsorships/user': () => ok([answered ? { ...request, status: 'rejected' } : request]),
      [`GET /api/sponsorships?athleteId=${rodney.id}&status=accepted`]: ok([]),
      [`PATCH /api/sponsorships/${request.id}`]: answer.reply,
    });
    const { user } = renderComponent(<SponsorshipsPage />, { signedIn: rodney, path: '/sponsorships' });

    const list = await screen.findByRole('list', { name: 'Sponsorship requests' });
    await user.click(within(list).getByRole('button', { name: 'Reject' }));

    expect(within(list).getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(within(list).getByRole('button', { name: 'Reject' })).toBeDisabled();
    answered = true;
    answer.resolve(ok({ ...request, status: 'rejected' }));
    expect(await within(list).findByText('Rejected')).toBeInTheDocument();
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  });
});
