import { AUTH_EVENTS, AUTH_RPC } from '@boonies/contracts';
import { errorOf } from '@boonies/testing';
import { AuthTestService } from './support/auth-test-service';

const FOLLOWS = 4;

describe('follow throttle', () => {
  let auth: AuthTestService;

  beforeAll(async () => {
    auth = await AuthTestService.start('follow_throttle', { THROTTLE_FOLLOWS: `${FOLLOWS}/600` });
  });

  afterAll(() => auth?.stop());

  it('counts follows and unfollows together, then refuses with the wait', async () => {
    const fan = await auth.register();
    const skater = await auth.register();
    for (let cycle = 0; cycle < FOLLOWS / 2; cycle++) {
      await auth.call(AUTH_RPC.follow, { followingId: skater.user.id }, fan.caller);
      await auth.call(AUTH_RPC.unfollow, { id: skater.user.id }, fan.caller);
    }

    const refused = await errorOf(auth.call(AUTH_RPC.follow, { followingId: skater.user.id }, fan.caller));

    expect(refused).toEqual({
      code: 'RATE_LIMITED',
      error: expect.stringMatching(
        /^You're following and unfollowing too fast\. Try again in \d+ (seconds|minutes)\.$/,
      ),
      retryAfterSeconds: expect.any(Number),
    });
    expect(refused.retryAfterSeconds).toBeGreaterThan(590);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);
    const followed = await auth.announced<{ followerId: string }>(AUTH_EVENTS.followed);
    expect(followed.filter(({ followerId }) => followerId === fan.user.id)).toHaveLength(FOLLOWS / 2);
  });

  it('counts an admin like anyone else', async () => {
    const admin = await auth.register();
    const caller = { ...admin.caller, isAdmin: true };
    for (let follow = 0; follow < FOLLOWS; follow++) {
      const skater = await auth.register();
      await auth.call(AUTH_RPC.follow, { followingId: skater.user.id }, caller);
    }
    const skater = await auth.register();
    expect(await errorOf(auth.call(AUTH_RPC.follow, { followingId: skater.user.id }, caller))).toMatchObject({
      code: 'RATE_LIMITED',
    });
  });
});
