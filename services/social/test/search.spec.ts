import { SEARCH_RESULTS_MAX, SOCIAL_RPC, type UserSearchQuery } from '@boonies/contracts/social';
import { type ScoreChangedV1, TRICKS_EVENTS } from '@boonies/contracts/tricks';
import { errorOf } from '@boonies/testing';
import { randomBytes } from 'node:crypto';
import { SocialTestService, type TestUser } from './support/social-test-service';

describe('finding skaters', () => {
  let social: SocialTestService;

  beforeAll(async () => {
    social = await SocialTestService.start('search');
  });

  afterAll(() => social?.stop());

  /** A fresh name stem no other test uses, letters and digits only (one trigram word). */
  const stem = () => `q${randomBytes(4).toString('hex')}`;
  const named = (username: string, displayName?: string) =>
    social.register({ username, email: `${username}@example.com`, displayName: displayName ?? null });
  const search = (caller: TestUser, q: string, excludeBrands?: boolean) =>
    social.call(SOCIAL_RPC.searchUsers, { q, excludeBrands }, caller.caller);
  const names = (users: { username: string }[]) => users.map(({ username }) => username);
  const deactivate = (user: TestUser) =>
    social.dataSource.query('UPDATE social.people SET is_active = false WHERE user_id = $1', [user.user.id]);

  describe('rpc.social.search-users', () => {
    it('ranks the exact username, then username prefixes, then display-name prefixes, then fuzzy matches', async () => {
      const q = stem();
      const typo = `${q.slice(0, -1)}z`;
      const caller = await social.register();
      await named(`${typo}x`);
      await named(`other-${stem()}`, `${q.toUpperCase()} Hawk`);
      await named(`${q}-b`);
      await named(q);
      await named(`${q}-a`);
      await named(`another-${stem()}`, `Mr ${typo}`);

      const results = await search(caller, `  ${q.toUpperCase()} `);
      expect(names(results).slice(0, 4)).toEqual([q, `${q}-a`, `${q}-b`, expect.stringMatching(/^other-/)]);
      expect(names(results.slice(4)).sort()).toEqual([`${typo}x`, expect.stringMatching(/^another-/)].sort());
      expect(results[0]).toEqual({
        id: expect.any(String),
        username: q,
        displayName: null,
        profilePicture: null,
        proStatus: false,
        amateurStatus: false,
        flowStatus: false,
        isBrand: false,
        isVerified: false,
      });
    });

    it('forgives a typo: "mayya" finds Maya by display name, a slip in a username finds it too', async () => {
      const caller = await social.register();
      const maya = await named(`rider-${stem()}`, 'Maya');
      const q = stem();
      const doubled = await named(`${q}skates`);

      expect(names(await search(caller, 'mayya'))).toContain(maya.user.username);
      expect(names(await search(caller, 'MAYA'))).toContain(maya.user.username);
      // One letter doubled in the middle of a username nobody else shares.
      const slip = `${q.slice(0, 4)}${q[4]}${q.slice(4)}skates`;
      expect(names(await search(caller, slip))).toEqual([doubled.user.username]);
      // Nothing close enough: no result rather than a random one.
      expect(await search(caller, `zz${stem()}zz`)).toEqual([]);
    });

    it('leaves out deactivated accounts, whoever blocked the caller, and brands when asked', async () => {
      const q = stem();
      const caller = await social.register();
      const visible = await named(`${q}-visible`);
      await deactivate(await named(`${q}-gone`));
      const blockedByCaller = await named(`${q}-blocked`);
      await social.call(SOCIAL_RPC.block, { userId: blockedByCaller.user.id }, caller.caller);
      const blocksCaller = await named(`${q}-blocker`);
      await social.call(SOCIAL_RPC.block, { userId: caller.user.id }, blocksCaller.caller);
      const brand = await named(`${q}-brand`);
      await social.updateAccount(brand, { isBrand: true });

      // The caller still finds whom they blocked, to open the profile and unblock them.
      expect(names(await search(caller, q))).toEqual([`${q}-blocked`, `${q}-brand`, `${q}-visible`]);
      expect(names(await search(caller, q, true))).toEqual([`${q}-blocked`, visible.user.username]);
      // Whoever blocked someone vanishes from them.
      expect(names(await search(caller, q))).not.toContain(blocksCaller.user.username);
      expect(names(await search(blocksCaller, caller.user.username))).toContain(caller.user.username);
    });

    it('takes LIKE wildcards in the query literally', async () => {
      const q = stem();
      const caller = await social.register();
      await named(`${q}_under`);
      await named(`${q}xunder`);

      expect(names(await search(caller, `${q}_`))[0]).toBe(`${q}_under`);
      // Read as wildcards these would match every account.
      expect(await search(caller, '%%')).toEqual([]);
      expect(await search(caller, '__')).toEqual([]);
    });

    it('fills the page from both prefix tiers when together they find more than a page', async () => {
      const q = stem();
      const caller = await social.register();
      for (let index = 0; index < 12; index++) {
        await named(`${q}-${index}`);
        await named(`other-${stem()}`, `${q.toUpperCase()} ${index}`);
      }
      const results = await search(caller, q);
      expect(results).toHaveLength(SEARCH_RESULTS_MAX);
      expect(names(results.slice(0, 12)).every((name) => name.startsWith(q))).toBe(true);
    });

    it(`answers at most ${SEARCH_RESULTS_MAX}`, async () => {
      const q = stem();
      const caller = await social.register();
      for (let index = 0; index < SEARCH_RESULTS_MAX + 2; index++) await named(`${q}-${index}`);
      expect(await search(caller, q)).toHaveLength(SEARCH_RESULTS_MAX);
    });

    it.each([
      ['a one-character query', { q: 'a' }, 'q', 'Search needs at least 2 characters'],
      ['a blank query', { q: '   ' }, 'q', 'Search needs at least 2 characters'],
      ['an unknown field', { q: 'ab', page: 2 }, 'page', 'Unknown field: page'],
      ['a missing query', {}, 'q', expect.any(String)],
    ])('refuses %s', async (_, body, field, error) => {
      const caller = await social.register();
      expect(
        await errorOf(social.call(SOCIAL_RPC.searchUsers, body as UserSearchQuery, caller.caller)),
      ).toEqual({
        code: 'VALIDATION_FAILED',
        error,
        field,
      });
    });

    it('needs a signed-in caller', async () => {
      expect(await errorOf(social.call(SOCIAL_RPC.searchUsers, { q: 'skater' }))).toMatchObject({
        code: 'UNAUTHENTICATED',
      });
    });
  });

  describe('rpc.social.list-users', () => {
    it('pages through active users by username after the last one seen', async () => {
      const q = stem();
      const caller = await social.register();
      await named(`${q}-c`);
      await deactivate(await named(`${q}-b`));
      await named(`${q}-a`);
      await named(`${q}-d`);

      expect(names(await social.call(SOCIAL_RPC.listUsers, { after: q, limit: 2 }, caller.caller))).toEqual([
        `${q}-a`,
        `${q}-c`,
      ]);
      expect(
        names(await social.call(SOCIAL_RPC.listUsers, { after: `${q}-c`, limit: 1 }, caller.caller)),
      ).toEqual([`${q}-d`]);
    });

    it('refuses a page over 100, and callers who are not signed in', async () => {
      const caller = await social.register();
      expect(await errorOf(social.call(SOCIAL_RPC.listUsers, { limit: 101 }, caller.caller))).toMatchObject({
        code: 'VALIDATION_FAILED',
        field: 'limit',
      });
      expect(await errorOf(social.call(SOCIAL_RPC.listUsers, {}))).toMatchObject({ code: 'UNAUTHENTICATED' });
    });
  });

  describe('rpc.social.suggested-users', () => {
    const setLevel = (user: TestUser, level: number) =>
      social.deliver<ScoreChangedV1>(TRICKS_EVENTS.scoreChanged, {
        userId: user.user.id,
        privateScore: (level - 1) * 100,
        publicScore: (level - 1) * 100,
        level,
      });
    const follow = (who: TestUser, whom: TestUser) =>
      social.call(SOCIAL_RPC.follow, { followingId: whom.user.id }, who.caller);
    const post = (user: TestUser, createdAt = new Date()) => social.recordPost(user.user.id, createdAt);
    const suggestedTo = async (caller: TestUser) =>
      (await social.call(SOCIAL_RPC.suggestedUsers, {}, caller.caller)).map(({ id }) => id);

    it('suggests by mutual follows, then closeness of level, leaving out who should not be suggested', async () => {
      const caller = await social.register();
      const [friendA, friendB] = [await social.register(), await social.register()];
      const [mutualTwo, mutualOne] = [await social.register(), await social.register()];
      const [sameLevel, nearLevel] = [await social.register(), await social.register()];
      const brand = await social.register();
      await social.updateAccount(brand, { isBrand: true });
      const [blocked, blocker, gone] = [
        await social.register(),
        await social.register(),
        await social.register(),
      ];
      await setLevel(caller, 9);
      await setLevel(sameLevel, 9);
      await setLevel(nearLevel, 8);
      await setLevel(brand, 9);
      for (const skater of [mutualTwo, mutualOne, brand, blocked, blocker, gone]) await post(skater);

      await follow(caller, friendA);
      await follow(caller, friendB);
      for (const popular of [mutualTwo, brand, blocked, blocker, gone]) {
        await follow(friendA, popular);
        await follow(friendB, popular);
      }
      await follow(friendA, mutualOne);
      await social.call(SOCIAL_RPC.block, { userId: blocked.user.id }, caller.caller);
      await social.call(SOCIAL_RPC.block, { userId: caller.user.id }, blocker.caller);
      await deactivate(gone);

      const suggested = await social.call(SOCIAL_RPC.suggestedUsers, {}, caller.caller);
      expect(suggested.map(({ id }) => id)).toEqual([
        mutualTwo.user.id,
        mutualOne.user.id,
        sameLevel.user.id,
      ]);
      expect(suggested[0]).toEqual(
        expect.objectContaining({ username: mutualTwo.user.username, isBrand: false }),
      );

      await follow(caller, mutualTwo);
      expect((await social.call(SOCIAL_RPC.suggestedUsers, {}, caller.caller)).map(({ id }) => id)).toEqual([
        mutualOne.user.id,
        sameLevel.user.id,
        nearLevel.user.id,
      ]);
    });

    it('suggests active locals and never an account with nothing to show', async () => {
      const caller = await social.register();
      const [empty, busy, poster, stale, privateBusy] = [
        await social.register(),
        await social.register(),
        await social.register(),
        await social.register(),
        await social.register(),
      ];
      // Above every skater the other tests made active, so the order below is this test's own.
      await setLevel(busy, 10);
      for (let i = 0; i < 3; i += 1) await post(busy);
      await setLevel(privateBusy, 10);
      for (let i = 0; i < 3; i += 1) await post(privateBusy);
      await social.call(
        SOCIAL_RPC.updatePreferences,
        { privacy: { publicProfile: false } },
        privateBusy.caller,
      );
      for (let i = 0; i < 95; i += 1) await post(poster);
      await post(stale, new Date(Date.now() - 45 * 24 * 3600_000));

      const suggested = await suggestedTo(caller);
      expect(suggested.slice(0, 2)).toEqual([poster.user.id, busy.user.id]);
      // No activity, posts only from long ago, or activity only approved followers may see: not suggested.
      for (const quiet of [empty, stale, privateBusy]) expect(suggested).not.toContain(quiet.user.id);

      await follow(caller, poster);
      expect((await suggestedTo(caller))[0]).toBe(busy.user.id);
    });

    it('needs a signed-in caller', async () => {
      expect(await errorOf(social.call(SOCIAL_RPC.suggestedUsers, {}))).toMatchObject({
        code: 'UNAUTHENTICATED',
      });
    });
  });
});
