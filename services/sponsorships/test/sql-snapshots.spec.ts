import { describeSqlSnapshots, sqlCatalogue, type SqlCall } from '@boonies/service-testing';
import path from 'node:path';
import { AccountFactsRepository } from '../src/access/account-facts.repository';
import {
  type NewSponsorship,
  type SponsorshipFilter,
  SponsorshipsRepository,
} from '../src/sponsorships/sponsorships.repository';
import { SponsorshipsTestService } from './support/sponsorships-test-service';

// Representative arguments: the statements' text does not depend on them, only on which variant they pick.
const BRAND = '00000000-0000-4000-8000-000000000001';
const ATHLETE = '00000000-0000-4000-8000-000000000002';
const SPONSORSHIP = '00000000-0000-4000-8000-000000000003';
const AT = new Date('2024-01-01T00:00:00.000Z');

const NEW_SPONSORSHIP: NewSponsorship = {
  id: SPONSORSHIP,
  brandId: BRAND,
  athleteId: ATHLETE,
  createdAt: AT,
};

/** Every combination of the list's three filters: each adds its own condition. */
function listCalls(): Record<string, SqlCall<SponsorshipsRepository>> {
  const calls: Record<string, SqlCall<SponsorshipsRepository>> = {};
  for (const brandId of [undefined, BRAND]) {
    for (const athleteId of [undefined, ATHLETE]) {
      for (const status of [undefined, 'pending' as const]) {
        const filter: SponsorshipFilter = { brandId, athleteId, status };
        const named = Object.entries({ brand: brandId, athlete: athleteId, status }).filter(([, v]) => v);
        const name = named.length ? `by ${named.map(([k]) => k).join(', ')}` : 'unfiltered';
        calls[name] = (r) => r.list(filter);
      }
    }
  }
  return calls;
}

describeSqlSnapshots((label) => SponsorshipsTestService.start(label), path.join(__dirname, '../sql'), {
  'account-facts.repository': sqlCatalogue({
    repository: AccountFactsRepository,
    calls: { factsFor: { read: (r) => r.factsFor(BRAND, [ATHLETE]) } },
  }),
  'sponsorships.repository': sqlCatalogue({
    repository: SponsorshipsRepository,
    calls: {
      insertPending: { write: (r, c) => c.inTransaction((m) => r.insertPending(m, NEW_SPONSORSHIP)) },
      lockById: { read: (r, c) => c.inTransaction((m) => r.lockById(m, SPONSORSHIP)) },
      lockLivePair: {
        read: (r, c) => c.inTransaction((m) => r.lockLivePair(m, { brandId: BRAND, athleteId: ATHLETE })),
      },
      setStatus: { write: (r, c) => c.inTransaction((m) => r.setStatus(m, SPONSORSHIP, 'accepted', AT)) },
      delete: { write: (r, c) => c.inTransaction((m) => r.delete(m, SPONSORSHIP)) },
      shownById: {
        read: (r, c) =>
          c.inTransaction(async (m) => {
            await c.unrecorded(() => r.insertPending(m, NEW_SPONSORSHIP));
            return r.shownById(m, SPONSORSHIP);
          }),
      },
      list: listCalls(),
      ofUser: { brand: (r) => r.ofUser('brand', BRAND), athlete: (r) => r.ofUser('athlete', ATHLETE) },
    },
  }),
});
