import { AUTH_EVENTS, AUTH_RPC, type UserProfileChangedV1 } from '@boonies/contracts/auth';
import type { EventEnvelope } from '@boonies/contracts/events';
import { PROFILE_MESSAGES } from '@boonies/contracts/social';
import {
  type SponsorshipChangedV1,
  SPONSORSHIPS_EVENTS,
  type SponsorshipState,
} from '@boonies/contracts/sponsorships';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { AuthTestService, type TestUser } from './support/auth-test-service';

describe('events from other services', () => {
  let auth: AuthTestService;

  beforeAll(async () => {
    auth = await AuthTestService.start('events_in');
  });

  afterAll(() => auth?.stop());

  /** The account as its owner reads it. */
  const profile = (user: TestUser) => auth.call(AUTH_RPC.me, {}, user.caller);
  const seconds = (base: number, offset: number) => new Date(base + offset * 1000);

  describe('sponsorships.sponsorship-changed', () => {
    const change = (
      athlete: TestUser,
      status: SponsorshipState,
      changedAt: Date,
      sponsorshipId = randomUUID(),
    ): SponsorshipChangedV1 => ({
      sponsorshipId,
      brandId: randomUUID(),
      athleteId: athlete.user.id,
      status,
      changedAt: changedAt.toISOString(),
    });
    const updates = async (userId: string) =>
      (await auth.outboxRows<UserProfileChangedV1>(AUTH_EVENTS.userUpdated)).filter(
        ({ envelope }) => envelope.data.userId === userId,
      );
    const edit = (
      athlete: TestUser,
      changes: { proStatus?: boolean; flowStatus?: boolean; isBrand?: boolean },
    ) => auth.call(AUTH_RPC.updateProfile, { id: athlete.user.id, ...changes }, athlete.caller);

    it('gives an accepted athlete without status the flow status, announced once', async () => {
      const athlete = await auth.register();
      const now = Date.now();
      const sponsorshipId = randomUUID();

      await auth.deliver(
        SPONSORSHIPS_EVENTS.sponsorshipChanged,
        change(athlete, 'pending', seconds(now, 0), sponsorshipId),
      );
      expect(await updates(athlete.user.id)).toHaveLength(0);
      const accepted = await auth.deliver(
        SPONSORSHIPS_EVENTS.sponsorshipChanged,
        change(athlete, 'accepted', seconds(now, 1), sponsorshipId),
      );
      await auth.republish(SPONSORSHIPS_EVENTS.sponsorshipChanged, accepted as EventEnvelope, randomUUID());
      // A late, older state changes nothing.
      await auth.deliver(
        SPONSORSHIPS_EVENTS.sponsorshipChanged,
        change(athlete, 'pending', seconds(now, 0), sponsorshipId),
      );

      expect(await profile(athlete)).toMatchObject({
        flowStatus: true,
        proStatus: false,
        amateurStatus: false,
      });
      const announced = await updates(athlete.user.id);
      expect(announced).toHaveLength(1);
      expect(announced[0].envelope).toMatchObject({
        correlationId: accepted.correlationId,
        data: { flowStatus: true, email: athlete.user.email },
      });
    });

    it('keeps the status of an athlete who has one', async () => {
      const athlete = await auth.register();
      await edit(athlete, { proStatus: true });
      await auth.deliver(SPONSORSHIPS_EVENTS.sponsorshipChanged, change(athlete, 'accepted', new Date()));
      expect(await profile(athlete)).toMatchObject({ proStatus: true, flowStatus: false });
      expect(await updates(athlete.user.id)).toHaveLength(1);
    });

    it('keeps a sponsored athlete on one status until the sponsorship ends', async () => {
      const athlete = await auth.register();
      const now = Date.now();
      const sponsorship = change(athlete, 'accepted', seconds(now, 0));
      await auth.deliver(SPONSORSHIPS_EVENTS.sponsorshipChanged, sponsorship);
      const lastStatus = { code: 'CONFLICT', error: PROFILE_MESSAGES.lastStatusWithSponsor };

      expect(await errorOf(edit(athlete, { flowStatus: false }))).toEqual(lastStatus);
      expect(await errorOf(edit(athlete, { isBrand: true }))).toEqual(lastStatus);
      expect(await edit(athlete, { proStatus: true })).toMatchObject({ proStatus: true, flowStatus: false });
      expect(await errorOf(edit(athlete, { proStatus: false }))).toEqual(lastStatus);

      await auth.deliver(SPONSORSHIPS_EVENTS.sponsorshipChanged, {
        ...sponsorship,
        status: 'removed',
        changedAt: seconds(now, 1).toISOString(),
      });
      expect(await edit(athlete, { proStatus: false })).toMatchObject({
        proStatus: false,
        flowStatus: false,
      });
    });
  });
});
