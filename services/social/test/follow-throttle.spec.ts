import { SOCIAL_EVENTS, SOCIAL_RPC } from '@boonies/contracts/social';
import { errorOf } from '@boonies/testing';
import { SocialTestService } from './support/social-test-service';

const FOLLOWS = 4;

describe('follow throttle', () => {
  let social: SocialTestService;

  beforeAll(async () => {
    social = await SocialTestService.start('follow_throttle', {
      env: { THROTTLE_FOLLOWS: `${FOLLOWS}/600` },
    });
  });

  afterAll(() => social?.stop());

  it('counts follows and unfollows together, then refuses with the wait', async () => {
    const fan = await social.register();
    const skater = await social.register();
    for (let cycle = 0; cycle < FOLLOWS / 2; cycle++) {
      await social.call(SOCIAL_RPC.follow, { followingId: skater.user.id }, fan.caller);
      await social.call(SOCIAL_RPC.unfollow, { id: skater.user.id }, fan.caller);
    }

    const refused = await errorOf(
      social.call(SOCIAL_RPC.follow, { followingId: skater.user.id }, fan.caller),
    );

    expect(refused).toEqual({
      code: 'RATE_LIMITED',
      error: expect.stringMatching(
        /^You're following and unfollowing too fast\. Try again in \d+ (seconds|minutes)\.$/,
      ),
      retryAfterSeconds: expect.any(Number),
    });
    expect(refused.retryAfterSeconds).toBeGreaterThan(590);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);
    const followed = await social.announced<{ followerId: string }>(SOCIAL_EVENTS.followed);
    expect(followed.filter(({ followerId }) => followerId === fan.user.id)).toHaveLength(FOLLOWS / 2);
  });

  it('counts an admin like anyone else', async () => {
    const admin = await social.register();
    const caller = { ...admin.caller, isAdmin: true };
    for (let follow = 0; follow < FOLLOWS; follow++) {
      const skater = await social.register();
      await social.call(SOCIAL_RPC.follow, { followingId: skater.user.id }, caller);
    }
    const skater = await social.register();
    expect(
      await errorOf(social.call(SOCIAL_RPC.follow, { followingId: skater.user.id }, caller)),
    ).toMatchObject({
      code: 'RATE_LIMITED',
    });
  });
});
