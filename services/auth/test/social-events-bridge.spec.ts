import { AUTH_EVENTS } from '@boonies/contracts/auth';
import type { EventDefinition, EventEnvelope } from '@boonies/contracts/events';
import { SOCIAL_EVENTS } from '@boonies/contracts/social';
import { randomUUID } from 'node:crypto';
import { AuthTestService } from './support/auth-test-service';

/** A payload of each moved event, as the social service would announce it. */
const PAYLOADS: { [Key in keyof typeof SOCIAL_EVENTS]: object } = {
  followed: { followerId: randomUUID(), followingId: randomUUID() },
  unfollowed: { followerId: randomUUID(), followingId: randomUUID() },
  followRequested: { followerId: randomUUID(), followingId: randomUUID() },
  followAnswered: { followerId: randomUUID(), followingId: randomUUID(), outcome: 'declined' },
  blocked: { blockerId: randomUUID(), blockedId: randomUUID() },
  unblocked: { blockerId: randomUUID(), blockedId: randomUUID() },
  preferencesChanged: {
    userId: randomUUID(),
    notifications: {
      posts: true,
      messages: false,
      mentions: true,
      verifications: true,
      sponsorships: false,
      email: false,
    },
    push: { games: true, messages: true, replies: false, verifications: true },
    privacy: {
      publicProfile: false,
      showProgress: true,
      showFollowers: false,
      allowMessages: true,
      appearOnLeaderboard: true,
      readReceipts: false,
    },
    updatedAt: new Date().toISOString(),
  },
};

describe('the social events bridge', () => {
  let auth: AuthTestService;

  beforeAll(async () => {
    auth = await AuthTestService.start('social_bridge');
  });

  afterAll(() => auth?.stop());

  /** The auth copies of one event in auth's outbox. */
  const authCopies = async (definition: EventDefinition, eventId: string) =>
    (await auth.outboxRows(definition)).filter(({ envelope }) => envelope.id === eventId);

  it.each(Object.keys(PAYLOADS) as (keyof typeof SOCIAL_EVENTS)[])(
    'republishes social.%s as its auth event, same id and envelope, once however often it arrives',
    async (key) => {
      const sent = await auth.deliver(SOCIAL_EVENTS[key], PAYLOADS[key], { actorId: randomUUID() });

      const copies = await authCopies(AUTH_EVENTS[key], sent.id);
      expect(copies.map(({ envelope }) => envelope)).toEqual([
        { ...sent, type: AUTH_EVENTS[key].type, producer: 'auth' },
      ]);

      await auth.redeliver(SOCIAL_EVENTS[key], sent as EventEnvelope);
      expect(await authCopies(AUTH_EVENTS[key], sent.id)).toHaveLength(1);
    },
  );

  it('publishes the copy on the auth stream, keeping who acted as whom, the target and the trace', async () => {
    const sent: EventEnvelope = {
      ...auth.envelope(SOCIAL_EVENTS.blocked, PAYLOADS.blocked, { actorId: randomUUID() }),
      actingAs: randomUUID(),
      target: { type: 'user', id: randomUUID(), ownerId: null },
    };
    const traced = { ...sent, traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' };
    await auth.publishEnvelope(SOCIAL_EVENTS.blocked, traced as EventEnvelope);
    await auth.handled(sent.id);

    const published = await auth.publishedToStream(AUTH_EVENTS.blocked, sent.id);
    expect(published).toEqual({ ...traced, type: AUTH_EVENTS.blocked.type, producer: 'auth' });
    // Taken in puppet mode: on auth's audit subject too, as every audited event of auth's is.
    const audited = await auth.query<{ id: string }>(
      `SELECT id FROM auth.outbox WHERE subject = $1 AND envelope->>'id' = $2`,
      [auth.routing.auditSubject(AUTH_EVENTS.blocked), sent.id],
    );
    expect(audited).toHaveLength(1);
  });
});
