import { exportUserDataRpc } from '@boonies/contracts/rpc';
import { SPONSORSHIPS_RPC } from '@boonies/contracts/sponsorships';
import { errorOf } from '@boonies/testing';
import { callerFor, SponsorshipsTestService } from './support/sponsorships-test-service';

/** The sponsorships service's part of Download Your Data. */
describe('rpc.sponsorships.export-user-data', () => {
  let service: SponsorshipsTestService;

  beforeAll(async () => {
    service = await SponsorshipsTestService.start('export');
  });

  afterAll(() => service?.stop());

  it("holds the caller's sponsorships on either side, and nobody else's", async () => {
    const brand = await service.registerUser({ isBrand: true });
    const otherBrand = await service.registerUser({ isBrand: true });
    const athlete = await service.registerUser();
    const other = await service.registerUser();
    await service.call(SPONSORSHIPS_RPC.request, { userId: athlete.userId }, callerFor(brand.userId));
    await service.call(SPONSORSHIPS_RPC.request, { userId: other.userId }, callerFor(otherBrand.userId));

    const asAthlete = await service.call(exportUserDataRpc('sponsorships'), {}, callerFor(athlete.userId));
    const asBrand = await service.call(exportUserDataRpc('sponsorships'), {}, callerFor(brand.userId));

    expect(asAthlete).toEqual({
      service: 'sponsorships',
      exportedAt: expect.any(String),
      data: expect.any(Object),
    });
    expect(asAthlete.data).toEqual({
      asBrand: [],
      asAthlete: [
        expect.objectContaining({ brandId: brand.userId, athleteId: athlete.userId, status: 'pending' }),
      ],
    });
    expect(asBrand.data.asBrand).toEqual([expect.objectContaining({ athleteId: athlete.userId })]);
    for (const archive of [asAthlete, asBrand]) {
      expect(JSON.stringify(archive)).not.toContain(other.userId);
    }
    expect(await errorOf(service.call(exportUserDataRpc('sponsorships'), {}))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });
});
