import type { EventDefinition } from '@boonies/contracts/events';
import {
  type BlockChangedV1,
  DEFAULT_PREFERENCES,
  type FollowChangedV1,
  type PreferencesChangedV1,
  PROFILE_MESSAGES,
  SOCIAL_EVENTS,
  SOCIAL_RPC,
  type UpdatePreferencesDto,
} from '@boonies/contracts/social';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { SocialTestService, type TestUser } from './support/social-test-service';

describe('blocks and preferences', () => {
  let social: SocialTestService;

  beforeAll(async () => {
    social = await SocialTestService.start('blocks_prefs');
  });

  afterAll(() => social?.stop());

  const block = (who: TestUser, whom: string) => social.call(SOCIAL_RPC.block, { userId: whom }, who.caller);
  const unblock = (who: TestUser, whom: string) => social.call(SOCIAL_RPC.unblock, { id: whom }, who.caller);
  const blockEvents = async (definition: EventDefinition, blockerId: string) =>
    (await social.outboxRows<BlockChangedV1>(definition)).filter(
      ({ envelope }) => envelope.data.blockerId === blockerId,
    );
  const isFollowing = async (who: TestUser, whom: TestUser) =>
    (await social.call(SOCIAL_RPC.followState, { id: whom.user.id }, who.caller)).isFollowing;

  describe('rpc.social.block, unblock and blocked-users', () => {
    it('blocks once, ends follows both ways with an unfollowed event for each, and lists the blocked', async () => {
      const blocker = await social.register();
      const pest = await social.register();
      await social.call(SOCIAL_RPC.follow, { followingId: pest.user.id }, blocker.caller);
      await social.call(SOCIAL_RPC.follow, { followingId: blocker.user.id }, pest.caller);

      expect(await block(blocker, pest.user.id)).toEqual({ blocked: true });
      expect(await block(blocker, pest.user.id)).toEqual({ blocked: true });

      expect(await isFollowing(blocker, pest)).toBe(false);
      expect(await isFollowing(pest, blocker)).toBe(false);
      const unfollowed = (await social.outboxRows<FollowChangedV1>(SOCIAL_EVENTS.unfollowed))
        .map(({ envelope }) => envelope.data)
        .filter(({ followerId }) => followerId === blocker.user.id || followerId === pest.user.id);
      expect(unfollowed).toEqual(
        expect.arrayContaining([
          { followerId: blocker.user.id, followingId: pest.user.id },
          { followerId: pest.user.id, followingId: blocker.user.id },
        ]),
      );
      expect(unfollowed).toHaveLength(2);
      const blocked = await blockEvents(SOCIAL_EVENTS.blocked, blocker.user.id);
      expect(blocked.map(({ envelope }) => envelope.data)).toEqual([
        { blockerId: blocker.user.id, blockedId: pest.user.id },
      ]);
      expect(await social.call(SOCIAL_RPC.blockedUsers, {}, blocker.caller)).toEqual([
        expect.objectContaining({ id: pest.user.id, username: pest.user.username }),
      ]);
      expect(await social.call(SOCIAL_RPC.blockedUsers, {}, pest.caller)).toEqual([]);
    });

    it('unblocks idempotently, announcing it once, without restoring follows', async () => {
      const blocker = await social.register();
      const other = await social.register();
      await social.call(SOCIAL_RPC.follow, { followingId: other.user.id }, blocker.caller);
      await block(blocker, other.user.id);

      expect(await unblock(blocker, other.user.id)).toEqual({ blocked: false });
      expect(await unblock(blocker, other.user.id)).toEqual({ blocked: false });
      expect(await blockEvents(SOCIAL_EVENTS.unblocked, blocker.user.id)).toHaveLength(1);
      expect(await social.call(SOCIAL_RPC.blockedUsers, {}, blocker.caller)).toEqual([]);
      expect(await isFollowing(blocker, other)).toBe(false);
      expect(
        await social.call(SOCIAL_RPC.follow, { followingId: other.user.id }, blocker.caller),
      ).toMatchObject({
        isFollowing: true,
      });
    });

    it('refuses blocking yourself, an unknown account and a bad body', async () => {
      const someone = await social.register();
      expect(await errorOf(block(someone, someone.user.id))).toEqual({
        code: 'VALIDATION_FAILED',
        error: PROFILE_MESSAGES.cannotBlockSelf,
        field: 'userId',
      });
      expect(await errorOf(block(someone, randomUUID()))).toMatchObject({ code: 'NOT_FOUND' });
      expect(await errorOf(block(someone, 'nope'))).toMatchObject({
        code: 'VALIDATION_FAILED',
        field: 'userId',
      });
      expect(
        await errorOf(
          social.call(
            SOCIAL_RPC.block,
            { userId: randomUUID(), reason: 'x' } as { userId: string },
            someone.caller,
          ),
        ),
      ).toEqual({ code: 'VALIDATION_FAILED', error: 'Unknown field: reason', field: 'reason' });
    });

    it('answers an account the caller may not see as an unknown one, and blocks nothing', async () => {
      const [caller, blocksCaller, suspended, deactivated] = [
        await social.register(),
        await social.register(),
        await social.register(),
        await social.register(),
      ];
      await block(blocksCaller, caller.user.id);
      await social.query(
        `UPDATE social.people SET suspended_until = now() + interval '3 days' WHERE user_id = $1`,
        [suspended.user.id],
      );
      await social.query('UPDATE social.people SET is_active = false WHERE user_id = $1', [
        deactivated.user.id,
      ]);
      const unknown = await errorOf(block(caller, randomUUID()));
      expect(unknown).toEqual({ code: 'NOT_FOUND', error: PROFILE_MESSAGES.notFound });
      for (const hidden of [blocksCaller, suspended, deactivated]) {
        expect(await errorOf(block(caller, hidden.user.id))).toEqual(unknown);
      }
      expect(await blockEvents(SOCIAL_EVENTS.blocked, caller.user.id)).toEqual([]);
    });

    it('needs a signed-in caller', async () => {
      for (const call of [
        social.call(SOCIAL_RPC.block, { userId: randomUUID() }),
        social.call(SOCIAL_RPC.unblock, { id: randomUUID() }),
        social.call(SOCIAL_RPC.blockedUsers, {}),
      ]) {
        expect(await errorOf(call)).toMatchObject({ code: 'UNAUTHENTICATED' });
      }
    });
  });

  describe('rpc.social.preferences and update-preferences', () => {
    it('gives the defaults to a user who never saved', async () => {
      const someone = await social.register();
      expect(await social.call(SOCIAL_RPC.preferences, {}, someone.caller)).toEqual(DEFAULT_PREFERENCES);
    });

    it('merges a subset, keeps it, and announces notifications and privacy', async () => {
      const someone = await social.register();
      const expected = {
        ...DEFAULT_PREFERENCES,
        notifications: { ...DEFAULT_PREFERENCES.notifications, email: true },
        privacy: { ...DEFAULT_PREFERENCES.privacy, allowMessages: false },
        theme: 'light',
      };

      expect(
        await social.call(
          SOCIAL_RPC.updatePreferences,
          { notifications: { email: true }, privacy: { allowMessages: false }, theme: 'light' },
          someone.caller,
        ),
      ).toEqual(expected);
      const afterSecond = await social.call(
        SOCIAL_RPC.updatePreferences,
        { accessibility: { largeText: true } },
        someone.caller,
      );
      expect(afterSecond).toEqual({
        ...expected,
        accessibility: { ...expected.accessibility, largeText: true },
      });
      expect(await social.call(SOCIAL_RPC.preferences, {}, someone.caller)).toEqual(afterSecond);

      const events = (await social.outboxRows<PreferencesChangedV1>(SOCIAL_EVENTS.preferencesChanged)).filter(
        ({ envelope }) => envelope.data.userId === someone.user.id,
      );
      expect(events).toHaveLength(2);
      expect(events[1].envelope).toMatchObject({
        type: 'social.preferences-changed',
        actorId: someone.user.id,
        data: { notifications: expected.notifications, privacy: expected.privacy },
      });
      expect(events[1].envelope.data).not.toHaveProperty('accessibility');
    });

    it('keeps the push switches (all on by default) and announces them with the others', async () => {
      const someone = await social.register();
      expect((await social.call(SOCIAL_RPC.preferences, {}, someone.caller)).push).toEqual(
        DEFAULT_PREFERENCES.push,
      );
      const saved = await social.call(
        SOCIAL_RPC.updatePreferences,
        { push: { games: false } },
        someone.caller,
      );
      expect(saved.push).toEqual({ ...DEFAULT_PREFERENCES.push, games: false });
      expect(saved.notifications).toEqual(DEFAULT_PREFERENCES.notifications);
      const [event] = (
        await social.outboxRows<PreferencesChangedV1>(SOCIAL_EVENTS.preferencesChanged)
      ).filter(({ envelope }) => envelope.data.userId === someone.user.id);
      expect(event.envelope.data.push).toEqual({ ...DEFAULT_PREFERENCES.push, games: false });
      expect(
        await errorOf(
          social.callUnchecked(SOCIAL_RPC.updatePreferences, { push: { games: 'no' } }, someone.caller),
        ),
      ).toMatchObject({ code: 'VALIDATION_FAILED' });
    });

    it('keeps "Appear on the leaderboard" (on by default) and announces it', async () => {
      const someone = await social.register();
      expect(
        (await social.call(SOCIAL_RPC.preferences, {}, someone.caller)).privacy.appearOnLeaderboard,
      ).toBe(true);

      await social.call(
        SOCIAL_RPC.updatePreferences,
        { privacy: { appearOnLeaderboard: false } },
        someone.caller,
      );

      expect((await social.call(SOCIAL_RPC.preferences, {}, someone.caller)).privacy).toEqual({
        ...DEFAULT_PREFERENCES.privacy,
        appearOnLeaderboard: false,
      });
      const [event] = (
        await social.outboxRows<PreferencesChangedV1>(SOCIAL_EVENTS.preferencesChanged)
      ).filter(({ envelope }) => envelope.data.userId === someone.user.id);
      expect(event.envelope.data.privacy).toMatchObject({ appearOnLeaderboard: false, publicProfile: true });
    });

    it('applies two simultaneous saves of different switches both', async () => {
      const someone = await social.register();
      await Promise.all([
        social.call(SOCIAL_RPC.updatePreferences, { privacy: { showProgress: false } }, someone.caller),
        social.call(SOCIAL_RPC.updatePreferences, { privacy: { showFollowers: false } }, someone.caller),
      ]);
      expect((await social.call(SOCIAL_RPC.preferences, {}, someone.caller)).privacy).toMatchObject({
        showProgress: false,
        showFollowers: false,
      });
    });

    it.each([
      ['an unknown group', { colours: {} }, 'colours'],
      ['an unknown switch', { privacy: { invisible: true } }, 'privacy.invisible'],
      ['a switch that is not a boolean', { notifications: { posts: 'no' } }, 'notifications.posts'],
      ['an unknown theme', { theme: 'neon' }, 'theme'],
    ])('refuses %s', async (_, body, field) => {
      const someone = await social.register();
      expect(
        await errorOf(
          social.call(SOCIAL_RPC.updatePreferences, body as UpdatePreferencesDto, someone.caller),
        ),
      ).toMatchObject({ code: 'VALIDATION_FAILED', field });
    });

    it('needs a signed-in caller', async () => {
      expect(await errorOf(social.call(SOCIAL_RPC.preferences, {}))).toMatchObject({
        code: 'UNAUTHENTICATED',
      });
      expect(await errorOf(social.call(SOCIAL_RPC.updatePreferences, { theme: 'dark' }))).toMatchObject({
        code: 'UNAUTHENTICATED',
      });
    });
  });
});
