import { MESSAGING_RPC } from '@boonies/contracts/messaging';
import { errorOf } from '@boonies/testing';
import { callerFor, MessagingTestService } from './support/messaging-test-service';

const MESSAGES = 3;

describe('messaging throttles', () => {
  let service: MessagingTestService;

  beforeAll(async () => {
    service = await MessagingTestService.start('throttles', { THROTTLE_MESSAGES: `${MESSAGES}/60` });
  });

  afterAll(() => service?.stop());

  it('lets the limit of direct messages through, then refuses with the wait, to any recipient', async () => {
    const [sender, first, second] = [
      await service.registerUser(),
      await service.registerUser(),
      await service.registerUser(),
    ];
    const send = (to: string) =>
      service.call(MESSAGING_RPC.send, { recipientId: to, content: 'yo' }, callerFor(sender.userId));
    for (let message = 0; message < MESSAGES; message++) await send(first.userId);

    const refused = await errorOf(send(second.userId));

    expect(refused).toEqual({
      code: 'RATE_LIMITED',
      error: expect.stringMatching(/^You're sending messages too fast\. Try again in \d+ seconds?\.$/),
      retryAfterSeconds: expect.any(Number),
    });
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another account is counted apart.
    await expect(
      service.call(
        MESSAGING_RPC.send,
        { recipientId: sender.userId, content: 'hi' },
        callerFor(first.userId),
      ),
    ).resolves.toBeDefined();
  });
});
