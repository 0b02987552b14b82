import { randomUUID } from 'node:crypto';
import { AUTH_EVENTS } from '@boonies/contracts/auth';
import type { CallerIdentity } from '@boonies/contracts/common';
import { POLICY_CASES } from '@boonies/contracts/policy';
import { SOCIAL_EVENTS } from '@boonies/contracts/social';
import { SPONSORSHIP_MESSAGES, SPONSORSHIPS_RPC } from '@boonies/contracts/sponsorships';
import { buildPolicyPeople, callerFor, policyAnswerOf } from '@boonies/service-testing';
import { errorOf } from '@boonies/testing';
import { SponsorshipsTestService } from './support/sponsorships-test-service';

/**
 * The access policy's `sponsor` cells against the real service: each relation × state is built from the
 * auth and social services' events, then a sponsorship request answers as the table says. Only the `brand` relation
 * has a brand account, so it is the one that may ask; `hidden_post` is about a post, so for a request it is
 * a public skater. The lists answer the `view_profile` cells: an athlete's sponsors are part of the profile.
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
      service.call(SPONSORSHIPS_RPC.request, { userId: target.userId }, caller),
    );

    expect(answer).toBe(expected);
    const [{ count }] = await service.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM sponsorships.sponsorships WHERE athlete_id = $1',
      [target.userId],
    );
    expect(count).toBe(expected === 'Y' ? 1 : 0);
  });

  describe("an athlete's sponsors answer as the athlete's profile does", () => {
    const profileCases = POLICY_CASES.filter((cell) => cell.action === 'view_profile').map(
      (cell) => [cell.relation, cell.state, cell.expected] as const,
    );

    it.each(profileCases)('%s × %s → %s', async (relation, state, expected) => {
      const { target, caller } = await buildPolicyPeople(service, relation, state, {
        preferences: false,
        follows: false,
      });
      const sponsor = await service.registerUser({ isBrand: true });
      // Accepted before the account's state or the block: the history the list must now answer for.
      const sponsorshipId = randomUUID();
      await service.query(
        `INSERT INTO sponsorships.sponsorships (id, brand_id, athlete_id, status, created_at, updated_at)
         VALUES ($1, $2, $3, 'accepted', now(), now())`,
        [sponsorshipId, sponsor.userId, target.userId],
      );
      const listed = (query: object) => service.call(SPONSORSHIPS_RPC.list, query, caller);

      const sponsors = await policyAnswerOf(listed({ athleteId: target.userId, status: 'accepted' }));
      expect(sponsors).toBe(expected);
      if (expected !== 'Y') return;
      const ids = async (query: object) => (await listed(query)).map(({ id }) => id);
      expect(await ids({ athleteId: target.userId, status: 'accepted' })).toEqual([sponsorshipId]);
      // The brand's list names the athlete too, so it shows the row under the same rule.
      expect(await ids({ brandId: sponsor.userId, status: 'accepted' })).toEqual([sponsorshipId]);
    });

    it('answers about a skater it never heard of as about one hidden from the caller, but to themselves', async () => {
      const [reader, blocking] = await Promise.all([service.registerUser(), service.registerUser()]);
      await service.deliver(SOCIAL_EVENTS.blocked, { blockerId: blocking.userId, blockedId: reader.userId });
      const answerTo = (caller: CallerIdentity, query: object) =>
        errorOf(service.call(SPONSORSHIPS_RPC.list, { ...query, status: 'accepted' }, caller));
      const hidden = await answerTo(callerFor(reader.userId), { athleteId: blocking.userId });
      expect(hidden).toEqual({ code: 'NOT_FOUND', error: SPONSORSHIP_MESSAGES.unknownAthlete });

      const nobody = randomUUID();
      for (const query of [{ athleteId: nobody }, { brandId: nobody }]) {
        expect(await answerTo(callerFor(reader.userId), query)).toEqual(hidden);
        expect(await answerTo(callerFor(randomUUID(), true), query)).toEqual(hidden);
      }
      // A skater whose sign-up has not reached this service yet reads their own, still empty.
      expect(
        await service.call(
          SPONSORSHIPS_RPC.list,
          { athleteId: nobody, status: 'accepted' },
          callerFor(nobody),
        ),
      ).toEqual([]);
    });

    it('hides on the auth service’s copy of a block too, and takes an unblock both producers carry once', async () => {
      const [reader, blocking] = await Promise.all([service.registerUser(), service.registerUser()]);
      const block = { blockerId: blocking.userId, blockedId: reader.userId };
      const sponsorsOf = (athleteId: string) =>
        service.call(SPONSORSHIPS_RPC.list, { athleteId, status: 'accepted' }, callerFor(reader.userId));
      const at = Date.now();

      await service.deliver(AUTH_EVENTS.blocked, block, new Date(at));
      expect(await errorOf(sponsorsOf(blocking.userId))).toMatchObject({ code: 'NOT_FOUND' });
      const unblocked = await service.deliverFromBothProducers(
        SOCIAL_EVENTS.unblocked,
        block,
        new Date(at + 1000),
      );
      expect(await sponsorsOf(blocking.userId)).toEqual([]);
      expect(
        await service.query('SELECT 1 FROM sponsorships.inbox WHERE event_id = $1', [unblocked.id]),
      ).toHaveLength(1);
    });

    it('answers about a sponsorship with a side hidden from the caller as about an unknown one', async () => {
      const sponsor = await service.registerUser({ isBrand: true });
      const [outsider, blocking, leaving] = await Promise.all([
        service.registerUser(),
        service.registerUser(),
        service.registerUser(),
      ]);
      const admin = callerFor((await service.registerUser({ isAdmin: true })).userId, true);
      const pendingFor = async (athleteId: string) => {
        const id = randomUUID();
        await service.query(
          `INSERT INTO sponsorships.sponsorships (id, brand_id, athlete_id, status, created_at, updated_at)
           VALUES ($1, $2, $3, 'pending', now(), now())`,
          [id, sponsor.userId, athleteId],
        );
        return id;
      };
      const [blockingsId, leavingsId] = [await pendingFor(blocking.userId), await pendingFor(leaving.userId)];
      await service.deliver(SOCIAL_EVENTS.blocked, {
        blockerId: blocking.userId,
        blockedId: outsider.userId,
      });
      await service.deliver(SOCIAL_EVENTS.blocked, { blockerId: blocking.userId, blockedId: admin.userId });
      await service.deliver(AUTH_EVENTS.userUpdated, {
        ...leaving,
        isActive: false,
        updatedAt: new Date(Date.parse(leaving.updatedAt) + 1000).toISOString(),
      });
      const answering = (caller: CallerIdentity, id: string) =>
        errorOf(service.call(SPONSORSHIPS_RPC.answer, { id, status: 'rejected' }, caller));
      const removing = (athleteId: string) =>
        errorOf(service.call(SPONSORSHIPS_RPC.remove, { brandId: sponsor.userId, athleteId }, admin));
      const unknown = await answering(callerFor(outsider.userId), randomUUID());
      expect(unknown).toEqual({ code: 'NOT_FOUND', error: 'Sponsorship not found' });

      for (const caller of [callerFor(outsider.userId), admin]) {
        expect(await answering(caller, blockingsId)).toEqual(unknown);
      }
      expect(await answering(admin, leavingsId)).toEqual(unknown);
      const unknownPair = await removing(randomUUID());
      for (const athlete of [blocking, leaving]) expect(await removing(athlete.userId)).toEqual(unknownPair);
      expect(
        await service.query('SELECT status FROM sponsorships.sponsorships WHERE id = ANY($1)', [
          [blockingsId, leavingsId],
        ]),
      ).toEqual([{ status: 'pending' }, { status: 'pending' }]);
    });

    it("leaves out a brand's athletes the caller may not see", async () => {
      const sponsor = await service.registerUser({ isBrand: true });
      const [reader, shown, gone, blocking] = await Promise.all([
        service.registerUser(),
        service.registerUser(),
        service.registerUser({ isActive: false }),
        service.registerUser(),
      ]);
      await service.deliver(SOCIAL_EVENTS.blocked, { blockerId: blocking.userId, blockedId: reader.userId });
      const idOf = new Map<string, string>();
      for (const athlete of [shown, gone, blocking]) {
        idOf.set(athlete.userId, randomUUID());
        await service.query(
          `INSERT INTO sponsorships.sponsorships (id, brand_id, athlete_id, status, created_at, updated_at)
           VALUES ($1, $2, $3, 'accepted', now(), now())`,
          [idOf.get(athlete.userId), sponsor.userId, athlete.userId],
        );
      }
      const athletes = await service.call(
        SPONSORSHIPS_RPC.list,
        { brandId: sponsor.userId, status: 'accepted' },
        callerFor(reader.userId),
      );
      expect(athletes.map(({ athleteId }) => athleteId)).toEqual([shown.userId]);
    });
  });
});
