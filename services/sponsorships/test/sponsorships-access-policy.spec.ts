import { POLICY_CASES, RPC } from '@boonies/contracts';
import { buildPolicyPeople, policyAnswerOf } from '@boonies/service-testing';
import { SponsorshipsTestService } from './support/sponsorships-test-service';

/**
 * The access policy's `sponsor` cells against the real service: each relation × state is built from the
 * auth service's events, then a sponsorship request answers as the table says. Only the `brand` relation
 * has a brand account, so it is the one that may ask; `hidden_post` is about a post, so for a request it is
 * a public skater.
 */
describe('sponsorship requests follow the access policy table', () => {
  let service: SponsorshipsTestService;

  beforeAll(async () => {
    service = await SponsorshipsTestService.start('access-policy');
  });

  afterAll(() => service?.stop());

  const cases = POLICY_CASES.filter((cell) => cell.action === 'sponsor').map(
    (cell) => [cell.relation, cell.state, cell.expected] as const,
  );

  it.each(cases)('%s × %s → %s', async (relation, state, expected) => {
    const { target, caller } = await buildPolicyPeople(service, relation, state, {
      preferences: false,
      follows: false,
    });

    const answer = await policyAnswerOf(
      service.call(RPC.sponsorships.request, { userId: target.userId }, caller),
    );

    expect(answer).toBe(expected);
    const [{ count }] = await service.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM sponsorships.sponsorships WHERE athlete_id = $1',
      [target.userId],
    );
    expect(count).toBe(expected === 'Y' ? 1 : 0);
  });
});
