import { AUTH_EVENTS } from '@boonies/contracts';
import { SocialTestService, sampleUserProfileChangedV1 } from './support/social-test-service';

describe('auth.user-registered', () => {
  let service: SocialTestService;

  beforeAll(async () => {
    service = await SocialTestService.start('user-registered');
  });

  afterAll(async () => {
    await service?.stop();
  });

  const rowsOf = (eventId: string) =>
    service.query(`SELECT * FROM social.user_registered_events WHERE event_id = $1`, [eventId]);

  it('keeps a row of each event it receives', async () => {
    const payload = sampleUserProfileChangedV1();

    const envelope = await service.deliver(AUTH_EVENTS.userRegistered, payload);

    expect(await rowsOf(envelope.id)).toEqual([
      expect.objectContaining({
        event_id: envelope.id,
        user_id: payload.userId,
        occurred_at: new Date(envelope.occurredAt),
      }),
    ]);
  });

  it('applies an event delivered twice once', async () => {
    const envelope = await service.deliver(AUTH_EVENTS.userRegistered, sampleUserProfileChangedV1());

    await service.redeliver(AUTH_EVENTS.userRegistered, envelope);

    expect(await rowsOf(envelope.id)).toHaveLength(1);
  });
});
