import type { EventDefinition } from '@boonies/contracts/events';
import { POLICY_REASONS } from '@boonies/contracts/policy';
import { type FollowChangedV1, PROFILE_MESSAGES, SOCIAL_EVENTS, SOCIAL_RPC } from '@boonies/contracts/social';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { SocialTestService, type TestUser } from './support/social-test-service';

describe('follows', () => {
  let social: SocialTestService;

  beforeAll(async () => {
    social = await SocialTestService.start('follows');
  });

  afterAll(() => social?.stop());

  const follow = (who: TestUser, whom: TestUser) =>
    social.call(SOCIAL_RPC.follow, { followingId: whom.user.id }, who.caller);
  const isFollowing = async (who: TestUser, whom: TestUser) =>
    (await social.call(SOCIAL_RPC.followState, { id: whom.user.id }, who.caller)).isFollowing;
  const list = (
    viewer: TestUser,
    owner: TestUser,
    which: 'followers' | 'following',
    cursor?: string,
    limit?: number,
  ) => social.call(SOCIAL_RPC.followList, { id: owner.user.id, list: which, cursor, limit }, viewer.caller);
  const events = async (definition: EventDefinition, followerId: string) =>
    (await social.outboxRows<FollowChangedV1>(definition)).filter(
      ({ envelope }) => envelope.data.followerId === followerId,
    );

  it('follows, tells the state, and unfollows, announcing each change once', async () => {
    const fan = await social.register();
    const star = await social.register();

    expect(await isFollowing(fan, star)).toBe(false);
    expect(await follow(fan, star)).toEqual({ isFollowing: true, requested: false, status: 'following' });
    expect(await isFollowing(fan, star)).toBe(true);
    expect(await isFollowing(star, fan)).toBe(false);

    const none = { isFollowing: false, requested: false, status: 'none' };
    expect(await social.call(SOCIAL_RPC.unfollow, { id: star.user.id }, fan.caller)).toEqual(none);
    expect(await social.call(SOCIAL_RPC.unfollow, { id: star.user.id }, fan.caller)).toEqual(none);
    expect(await isFollowing(fan, star)).toBe(false);

    const followed = await events(SOCIAL_EVENTS.followed, fan.user.id);
    expect(followed.map(({ envelope }) => envelope)).toEqual([
      expect.objectContaining({
        type: 'social.followed',
        actorId: fan.user.id,
        data: { followerId: fan.user.id, followingId: star.user.id },
      }),
    ]);
    expect(await events(SOCIAL_EVENTS.unfollowed, fan.user.id)).toHaveLength(1);
  });

  it('refuses following yourself, twice, or an account that does not exist', async () => {
    const fan = await social.register();
    const star = await social.register();
    await follow(fan, star);

    expect(await errorOf(follow(fan, fan))).toEqual({ code: 'FORBIDDEN', error: POLICY_REASONS.self });
    expect(await errorOf(follow(fan, star))).toEqual({
      code: 'CONFLICT',
      error: PROFILE_MESSAGES.alreadyFollowing,
    });
    expect(await errorOf(social.call(SOCIAL_RPC.follow, { followingId: randomUUID() }, fan.caller))).toEqual({
      code: 'NOT_FOUND',
      error: PROFILE_MESSAGES.notFound,
    });
    expect(await events(SOCIAL_EVENTS.followed, fan.user.id)).toHaveLength(1);
  });

  it('refuses following someone who blocked you (not found), or whom you blocked', async () => {
    const blocker = await social.register();
    const blocked = await social.register();
    await social.call(SOCIAL_RPC.block, { userId: blocked.user.id }, blocker.caller);

    expect(await errorOf(follow(blocked, blocker))).toEqual({
      code: 'NOT_FOUND',
      error: PROFILE_MESSAGES.notFound,
    });
    expect(await errorOf(follow(blocker, blocked))).toEqual({
      code: 'FORBIDDEN',
      error: POLICY_REASONS.blockedByYou,
    });
  });

  it.each([
    ['an unknown field', { followingId: randomUUID(), note: 'hi' }, 'note'],
    ['a missing id', {}, 'followingId'],
    ['an id that is not a uuid', { followingId: 'abc' }, 'followingId'],
  ])('refuses a body with %s', async (_, body, field) => {
    const fan = await social.register();
    expect(
      await errorOf(social.call(SOCIAL_RPC.follow, body as { followingId: string }, fan.caller)),
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      field,
    });
  });

  it('needs a signed-in caller for every follow call', async () => {
    const star = await social.register();
    for (const call of [
      social.call(SOCIAL_RPC.follow, { followingId: star.user.id }),
      social.call(SOCIAL_RPC.unfollow, { id: star.user.id }),
      social.call(SOCIAL_RPC.followState, { id: star.user.id }),
      social.call(SOCIAL_RPC.followList, { id: star.user.id, list: 'followers' }),
    ]) {
      expect(await errorOf(call)).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  describe('rpc.social.follow-list', () => {
    it('pages through followers and following, newest first', async () => {
      const star = await social.register();
      const fans: TestUser[] = [];
      for (let index = 0; index < 5; index++) {
        const fan = await social.register();
        await follow(fan, star);
        fans.push(fan);
      }
      await follow(star, fans[0]);

      const first = await list(star, star, 'followers', undefined, 2);
      expect(first.users.map(({ id }) => id)).toEqual([fans[4].user.id, fans[3].user.id]);
      expect(first.nextCursor).toEqual(expect.stringMatching(/^[\w-]+$/));
      const second = await list(star, star, 'followers', first.nextCursor ?? undefined, 2);
      expect(second.users.map(({ id }) => id)).toEqual([fans[2].user.id, fans[1].user.id]);
      const third = await list(star, star, 'followers', second.nextCursor ?? undefined, 2);
      expect(third).toEqual({ users: [expect.objectContaining({ id: fans[0].user.id })], nextCursor: null });

      expect((await list(fans[1], star, 'following')).users).toEqual([
        {
          id: fans[0].user.id,
          username: fans[0].user.username,
          displayName: null,
          profilePicture: null,
          proStatus: false,
          amateurStatus: false,
          flowStatus: false,
          isBrand: false,
          isVerified: false,
        },
      ]);
    });

    it('leaves deactivated accounts out', async () => {
      const star = await social.register();
      const gone = await social.register();
      await follow(gone, star);
      await social.dataSource.query('UPDATE social.people SET is_active = false WHERE user_id = $1', [
        gone.user.id,
      ]);

      expect((await list(star, star, 'followers')).users).toEqual([]);
    });

    it('hides the lists from all but approved followers as the owner’s privacy says, never from the owner', async () => {
      const owner = await social.register();
      const follower = await social.register();
      const stranger = await social.register();
      await follow(follower, owner);
      const hidden = { code: 'FORBIDDEN', error: POLICY_REASONS.privateProfile };

      await social.call(SOCIAL_RPC.updatePreferences, { privacy: { publicProfile: false } }, owner.caller);
      expect(await errorOf(list(stranger, owner, 'followers'))).toEqual(hidden);
      expect(await errorOf(list(stranger, owner, 'following'))).toEqual(hidden);
      expect((await list(follower, owner, 'followers')).users).toHaveLength(1);

      await social.call(
        SOCIAL_RPC.updatePreferences,
        { privacy: { publicProfile: true, showFollowers: false } },
        owner.caller,
      );
      expect((await list(follower, owner, 'followers')).users).toHaveLength(1);
      expect(await errorOf(list(stranger, owner, 'following'))).toEqual(hidden);
      expect((await list(owner, owner, 'followers')).users).toHaveLength(1);
    });

    it('refuses a cursor it did not make and an unknown account', async () => {
      const owner = await social.register();
      expect(await errorOf(list(owner, owner, 'followers', 'bm9wZQ'))).toEqual({
        code: 'VALIDATION_FAILED',
        error: 'cursor is not valid',
        field: 'cursor',
      });
      expect(
        await errorOf(
          social.call(SOCIAL_RPC.followList, { id: randomUUID(), list: 'followers' }, owner.caller),
        ),
      ).toMatchObject({ code: 'NOT_FOUND' });
      expect(
        await errorOf(
          social.call(
            SOCIAL_RPC.followList,
            { id: owner.user.id, list: 'fans' as 'followers' },
            owner.caller,
          ),
        ),
      ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'list' });
    });
  });
});
