import { exportUserDataRpc } from '@boonies/contracts/rpc';
import { VERIFICATION_RPC } from '@boonies/contracts/verification';
import { errorOf } from '@boonies/testing';
import { callerFor, VerificationTestService } from './support/verification-test-service';

/** The verification service's part of Download Your Data. */
describe('rpc.verification.export-user-data', () => {
  let service: VerificationTestService;

  beforeAll(async () => {
    service = await VerificationTestService.start('export');
  });

  afterAll(() => service?.stop());

  const firstVerification = async (posterId: string) => {
    const post = await service.postTrickVideo(['kickflip-1'], posterId);
    const [verification] = await service.call(
      VERIFICATION_RPC.forPost,
      { postId: post.postId },
      callerFor(posterId),
    );
    return verification;
  };

  it("holds the caller's votes and the verifications of their videos, and nobody else's", async () => {
    const [me, other, voter] = [
      await service.registerUser(),
      await service.registerUser(),
      await service.registerUser(),
    ];
    const mine = await firstVerification(me.userId);
    const theirs = await firstVerification(other.userId);
    await service.call(VERIFICATION_RPC.vote, { id: theirs.id, vote: true }, callerFor(me.userId));
    await service.call(VERIFICATION_RPC.vote, { id: mine.id, vote: false }, callerFor(voter.userId));
    await service.call(VERIFICATION_RPC.vote, { id: theirs.id, vote: false }, callerFor(voter.userId));

    const archive = await service.call(exportUserDataRpc('verification'), {}, callerFor(me.userId));

    expect(archive).toEqual({
      service: 'verification',
      exportedAt: expect.any(String),
      data: expect.any(Object),
    });
    expect(archive.data.votes).toEqual([
      expect.objectContaining({ verificationId: theirs.id, postId: theirs.postId, vote: 'make' }),
    ]);
    expect(archive.data.verificationsOfMyVideos).toEqual([
      expect.objectContaining({ id: mine.id, votesFor: 0, votesAgainst: 1 }),
    ]);
    const serialized = JSON.stringify(archive);
    expect(serialized).not.toContain(voter.userId);
    expect(serialized).not.toContain(other.userId);
    expect(await errorOf(service.call(exportUserDataRpc('verification'), {}))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });
});
