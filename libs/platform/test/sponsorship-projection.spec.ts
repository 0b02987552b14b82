import type { SponsorshipChangedV1, SponsorshipState } from '@boonies/contracts/sponsorships';
import { randomUUID } from 'node:crypto';
import { type DataSource } from 'typeorm';
import { sponsorshipProjection, sponsorshipsTable } from '../src/database/sponsorship-projection';
import { type TablesInSchema, tablesInSchema } from './support/tables-in-schema';

const SCHEMA = 'copies';

describe('the shared sponsorships copy', () => {
  let tables: TablesInSchema;
  let dataSource: DataSource;
  const projection = sponsorshipProjection(`"${SCHEMA}"."sponsorships"`);

  beforeAll(async () => {
    tables = await tablesInSchema('platform_sponsorship_projection', SCHEMA, [sponsorshipsTable()]);
    dataSource = tables.dataSource;
  });

  afterAll(() => tables?.drop());

  const change = (
    sponsorship: Pick<SponsorshipChangedV1, 'sponsorshipId' | 'athleteId'>,
    status: SponsorshipState,
    changedAt: string,
  ): SponsorshipChangedV1 => ({ ...sponsorship, brandId: randomUUID(), status, changedAt });
  const apply = (event: SponsorshipChangedV1) =>
    dataSource.transaction((manager) => projection.apply(manager, event));
  const isSponsored = (athleteId: string) => projection.isSponsored(dataSource.manager, athleteId);

  it('declares the table with the index of accepted sponsorships by athlete', async () => {
    const indexes = await dataSource.query<{ indexname: string; indexdef: string }[]>(
      `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = $1 AND tablename = 'sponsorships'
        ORDER BY indexname`,
      [SCHEMA],
    );
    expect(indexes.map((index) => index.indexname)).toEqual([
      'sponsorships_accepted_athlete_idx',
      'sponsorships_pkey',
    ]);
    expect(indexes[0].indexdef).toContain(`WHERE ((status)::text = 'accepted'::text)`);
  });

  it('counts an athlete as sponsored while their newest change is an acceptance', async () => {
    const sponsorship = { sponsorshipId: randomUUID(), athleteId: randomUUID() };
    expect(await isSponsored(sponsorship.athleteId)).toBe(false);

    expect(await apply(change(sponsorship, 'pending', '2026-01-01T00:00:00.000Z'))).toBe(true);
    expect(await isSponsored(sponsorship.athleteId)).toBe(false);
    expect(await apply(change(sponsorship, 'accepted', '2026-01-02T00:00:00.000Z'))).toBe(true);
    expect(await isSponsored(sponsorship.athleteId)).toBe(true);
    expect(await apply(change(sponsorship, 'removed', '2026-01-03T00:00:00.000Z'))).toBe(true);
    expect(await isSponsored(sponsorship.athleteId)).toBe(false);
  });

  it('never lets a late, older change bring an acceptance back', async () => {
    const sponsorship = { sponsorshipId: randomUUID(), athleteId: randomUUID() };
    await apply(change(sponsorship, 'removed', '2026-02-02T00:00:00.000Z'));

    expect(await apply(change(sponsorship, 'accepted', '2026-02-01T00:00:00.000Z'))).toBe(false);
    expect(await isSponsored(sponsorship.athleteId)).toBe(false);
  });
});
