import { VERIFICATION_RPC } from '@boonies/contracts/verification';
import { callerFor } from '@boonies/service-testing';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { VerificationTestService } from './support/verification-test-service';

const VOTES = 3;

describe('vote throttle', () => {
  let service: VerificationTestService;

  beforeAll(async () => {
    service = await VerificationTestService.start('vote_throttle', {
      env: { THROTTLE_VOTES: `${VOTES}/60` },
    });
  });

  afterAll(() => service?.stop());

  it('lets the limit of votes through, then refuses with the wait', async () => {
    const voter = callerFor(randomUUID());
    const open = async () => {
      const post = await service.postTrickVideo(['kickflip-1'], randomUUID());
      const [verification] = await service.call(VERIFICATION_RPC.forPost, { postId: post.postId }, voter);
      return verification.id;
    };
    for (let vote = 0; vote < VOTES; vote++)
      await service.call(VERIFICATION_RPC.vote, { id: await open(), vote: true }, voter);

    const refused = await errorOf(
      service.call(VERIFICATION_RPC.vote, { id: await open(), vote: true }, voter),
    );

    expect(refused).toEqual({
      code: 'RATE_LIMITED',
      error: expect.stringMatching(/^You're voting too fast\. Try again in \d+ seconds?\.$/),
      retryAfterSeconds: expect.any(Number),
    });
    await expect(
      service.call(VERIFICATION_RPC.vote, { id: await open(), vote: true }, callerFor(randomUUID())),
    ).resolves.toBeDefined();
  });
});
