import {
  AUTH_MESSAGES,
  BIO_MAX,
  DISPLAY_NAME_MAX,
  MESSAGE_MESSAGES,
  POST_MESSAGES,
  PROFILE_MESSAGES,
  PROFILE_TEXT_MAX,
  type UpdateProfileRequest,
  type UserProfileChangedV1,
  AUTH_EVENTS,
  AUTH_RPC,
} from '@boonies/contracts';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { AuthTestService, callerFor, newAccount, type TestUser } from './support/auth-test-service';

describe('profiles', () => {
  let auth: AuthTestService;

  beforeAll(async () => {
    auth = await AuthTestService.start('profiles');
  });

  afterAll(() => auth?.stop());

  const profile = (id: string, viewer: TestUser) => auth.call(AUTH_RPC.profile, { id }, viewer.caller);
  const update = (viewer: TestUser, changes: Omit<UpdateProfileRequest, 'id'>, id = viewer.user.id) =>
    auth.call(AUTH_RPC.updateProfile, { id, ...changes }, viewer.caller);
  const updatedEvents = async (userId: string) =>
    (await auth.outboxRows<UserProfileChangedV1>(AUTH_EVENTS.userUpdated)).filter(
      ({ envelope }) => envelope.data.userId === userId,
    );

  describe('rpc.auth.profile', () => {
    it('shows the owner their whole profile with counts, level and what they can do', async () => {
      const owner = await auth.register();

      expect(await profile(owner.user.id, owner)).toEqual({
        id: owner.user.id,
        username: owner.user.username,
        displayName: null,
        profilePicture: null,
        proStatus: false,
        amateurStatus: false,
        flowStatus: false,
        isBrand: false,
        isVerified: false,
        bio: null,
        headerVideo: null,
        location: null,
        skatingStyle: null,
        favoriteSpot: null,
        gradientStartColor: '#4F46E5',
        gradientEndColor: '#06B6D4',
        isAdmin: false,
        createdAt: owner.user.createdAt,
        updatedAt: owner.user.updatedAt,
        level: 1,
        verifiedPoints: 0,
        postCount: 0,
        followerCount: 0,
        followingCount: 0,
        isOwner: true,
        isFollowing: false,
        followRequested: false,
        isBlocked: false,
        keepsAthleteStatus: false,
        cannotMessageReason: null,
        visibility: { posts: true, progress: true, followers: true, messages: false },
      });
    });

    it("offers an admin operating a puppet the puppet's own profile, not the admin's", async () => {
      const admin = await auth.register();
      const puppet = await auth.register();
      const masked = { ...puppet.caller, isAdmin: false, actingAdminId: admin.user.id };

      expect(await auth.call(AUTH_RPC.profile, { id: admin.user.id }, masked)).toMatchObject({
        isOwner: false,
      });
      expect(await auth.call(AUTH_RPC.profile, { id: puppet.user.id }, masked)).toMatchObject({
        isOwner: true,
      });
      expect(
        (await errorOf(auth.call(AUTH_RPC.updateProfile, { id: admin.user.id, bio: 'masked' }, masked))).code,
      ).toBe('FORBIDDEN');
    });

    it('shows another user the profile with their relation to it, and never the email', async () => {
      const owner = await auth.register();
      const visitor = await auth.register();
      await auth.call(AUTH_RPC.follow, { followingId: owner.user.id }, visitor.caller);

      const seen = await profile(owner.user.id, visitor);
      expect(seen).toMatchObject({
        isOwner: false,
        isFollowing: true,
        followerCount: 1,
        followingCount: 0,
        cannotMessageReason: null,
        visibility: { posts: true, progress: true, followers: true, messages: true },
      });
      expect(seen).not.toHaveProperty('email');
      expect(JSON.stringify(seen)).not.toContain(owner.user.email);
    });

    it("hides what the owner's privacy settings hide from all but approved followers", async () => {
      const owner = await auth.register();
      const stranger = await auth.register();
      const follower = await auth.register();
      await auth.call(AUTH_RPC.follow, { followingId: owner.user.id }, follower.caller);
      await auth.call(
        AUTH_RPC.updatePreferences,
        { privacy: { publicProfile: false, allowMessages: false } },
        owner.caller,
      );

      expect(await profile(owner.user.id, stranger)).toMatchObject({
        level: null,
        verifiedPoints: null,
        followerCount: null,
        followingCount: null,
        visibility: { posts: false, progress: false, followers: false, messages: false },
      });
      expect(await profile(owner.user.id, follower)).toMatchObject({
        level: 1,
        verifiedPoints: 0,
        followerCount: 1,
        // The profile says why there is no Message button, as the chat would.
        cannotMessageReason: MESSAGE_MESSAGES.messagesOff,
        visibility: { posts: true, progress: true, followers: true, messages: false },
      });
      expect(await profile(owner.user.id, owner)).toMatchObject({ followerCount: 1, followingCount: 0 });

      // Public again, with progress and followers hidden: hidden from strangers, shown to the follower.
      await auth.call(
        AUTH_RPC.updatePreferences,
        { privacy: { publicProfile: true, showFollowers: false, showProgress: false } },
        owner.caller,
      );
      expect(await profile(owner.user.id, stranger)).toMatchObject({
        level: null,
        verifiedPoints: null,
        followerCount: null,
        visibility: { posts: true, progress: false, followers: false },
      });
      expect(await profile(owner.user.id, follower)).toMatchObject({
        level: 1,
        followerCount: 1,
        visibility: { posts: true, progress: true, followers: true },
      });
    });

    it('hides the profile of someone who blocked the caller; the blocker sees only the profile', async () => {
      const blocker = await auth.register();
      const blocked = await auth.register();
      await auth.call(AUTH_RPC.block, { userId: blocked.user.id }, blocker.caller);

      expect(await errorOf(profile(blocker.user.id, blocked))).toEqual({
        code: 'NOT_FOUND',
        error: PROFILE_MESSAGES.notFound,
      });
      expect(await profile(blocked.user.id, blocker)).toMatchObject({
        isBlocked: true,
        level: null,
        followerCount: null,
        visibility: { posts: false, progress: false, followers: false, messages: false },
      });
    });

    it('gives brands no level or points', async () => {
      const brand = await auth.register();
      await update(brand, { isBrand: true });

      expect(await profile(brand.user.id, brand)).toMatchObject({
        isBrand: true,
        level: null,
        verifiedPoints: null,
      });
    });

    it('answers "Profile not found" for a deactivated or unknown account, to admins as well', async () => {
      const gone = await auth.register();
      const visitor = await auth.register();
      await auth.dataSource.query('UPDATE auth.users SET deactivated_at = now() WHERE id = $1', [
        gone.user.id,
      ]);
      const notFound = { code: 'NOT_FOUND', error: PROFILE_MESSAGES.notFound };

      expect(await errorOf(profile(gone.user.id, visitor))).toEqual(notFound);
      expect(
        await errorOf(auth.call(AUTH_RPC.profile, { id: gone.user.id }, callerFor(visitor.user.id, true))),
      ).toEqual(notFound);
      expect(await errorOf(profile(randomUUID(), visitor))).toEqual(notFound);
    });

    it('needs a signed-in caller and a valid id', async () => {
      const someone = await auth.register();
      expect(await errorOf(auth.call(AUTH_RPC.profile, { id: someone.user.id }))).toMatchObject({
        code: 'UNAUTHENTICATED',
      });
      expect(await errorOf(profile('not-a-uuid', someone))).toEqual({
        code: 'VALIDATION_FAILED',
        error: 'id must be a valid user id',
        field: 'id',
      });
    });
  });

  describe('rpc.auth.update-profile', () => {
    it('saves the fields given, trims text, clears blanks, and announces the profile with its email', async () => {
      const owner = await auth.register();
      const before = new Date().toISOString();

      const saved = await update(owner, {
        displayName: '  Rodney  ',
        bio: 'Street and vert.',
        profilePicture: 'https://cdn.example.com/rodney.png',
        headerVideo: 'https://youtu.be/dQw4w9WgXcQ',
        location: 'Gainesville',
        skatingStyle: 'freestyle',
        favoriteSpot: ' ',
        gradientStartColor: '#112233',
        gradientEndColor: '#aabbcc',
      });

      expect(saved).toMatchObject({
        displayName: 'Rodney',
        bio: 'Street and vert.',
        favoriteSpot: null,
        gradientStartColor: '#112233',
        email: owner.user.email,
      });
      const [event] = await updatedEvents(owner.user.id);
      expect(event.envelope).toMatchObject({
        type: 'auth.user-updated',
        actorId: owner.user.id,
        data: { userId: owner.user.id, displayName: 'Rodney', email: owner.user.email, isActive: true },
      });
      expect(event.envelope.data.updatedAt >= before).toBe(true);
    });

    it('gives every revision a later updatedAt, even two in the same millisecond', async () => {
      const owner = await auth.register();
      await update(owner, { bio: 'one' });
      await update(owner, { bio: 'two' });
      await update(owner, { bio: 'three' });

      const times = (await updatedEvents(owner.user.id)).map(({ envelope }) => envelope.data.updatedAt);
      expect(times).toHaveLength(3);
      expect([...times].sort()).toEqual(times);
      expect(new Set(times).size).toBe(3);
    });

    it('answers the time of the save, the one me, the profile and the announcement carry', async () => {
      const owner = await auth.register();
      const saved = await update(owner, { bio: 'Ledges all day.' });

      expect(saved.updatedAt > owner.user.updatedAt).toBe(true);
      expect((await auth.call(AUTH_RPC.me, {}, owner.caller)).updatedAt).toBe(saved.updatedAt);
      expect((await profile(owner.user.id, owner)).updatedAt).toBe(saved.updatedAt);
      const [event] = await updatedEvents(owner.user.id);
      expect(event.envelope.data.updatedAt).toBe(saved.updatedAt);
    });

    it('writes nothing and announces nothing when nothing changes', async () => {
      const owner = await auth.register();
      await update(owner, { displayName: 'Same' });
      await update(owner, { displayName: 'Same' });
      expect(await updatedEvents(owner.user.id)).toHaveLength(1);
    });

    it('lets only the owner edit, admins included', async () => {
      const owner = await auth.register();
      const other = await auth.register();
      const forbidden = { code: 'FORBIDDEN', error: PROFILE_MESSAGES.ownProfileOnly };

      expect(await errorOf(update(other, { bio: 'hacked' }, owner.user.id))).toEqual(forbidden);
      expect(
        await errorOf(
          auth.call(
            AUTH_RPC.updateProfile,
            { id: owner.user.id, bio: 'admin' },
            callerFor(other.user.id, true),
          ),
        ),
      ).toEqual(forbidden);
      expect((await profile(owner.user.id, owner)).bio).toBeNull();
    });

    it('lowercases a new username and refuses one already taken', async () => {
      const owner = await auth.register();
      const other = await auth.register();
      const wanted = `Rider-${randomUUID().slice(0, 8)}`;

      expect(await update(owner, { username: wanted })).toMatchObject({ username: wanted.toLowerCase() });
      expect(await errorOf(update(other, { username: wanted.toUpperCase() }))).toEqual({
        code: 'USERNAME_TAKEN',
        error: 'Username already taken',
        field: 'username',
      });
      expect((await updatedEvents(owner.user.id))[0].envelope.data.username).toBe(wanted.toLowerCase());
    });

    it('refuses a reserved username or display name however it is spelt, and changes nothing', async () => {
      const owner = await auth.register();
      const reserved = (field: string) => ({
        code: 'NAME_RESERVED',
        error: AUTH_MESSAGES.nameReserved,
        field,
      });

      expect(await errorOf(update(owner, { username: 'm0derator' }))).toEqual(reserved('username'));
      expect(await errorOf(update(owner, { displayName: 'The Boonies' }))).toEqual(reserved('displayName'));
      // A Cyrillic а in place of the Latin a.
      expect(await errorOf(update(owner, { bio: 'Ask me', displayName: '\u0430dmin' }))).toEqual(
        reserved('displayName'),
      );
      expect(await profile(owner.user.id, owner)).toMatchObject({
        username: owner.user.username,
        displayName: null,
        bio: null,
      });
      expect(await updatedEvents(owner.user.id)).toEqual([]);
    });

    it('lets an account that already holds a reserved name keep it while editing the rest', async () => {
      const owner = await auth.register();
      await auth.query(`UPDATE auth.users SET username = 'support', display_name = 'Support' WHERE id = $1`, [
        owner.user.id,
      ]);

      expect(
        await update(owner, { username: 'support', displayName: 'Support', bio: 'Here to help' }),
      ).toMatchObject({ username: 'support', displayName: 'Support', bio: 'Here to help' });
    });

    it.each([
      ['an unknown field', { isAdmin: true }, 'isAdmin', 'Unknown field: isAdmin'],
      ['a bad colour', { gradientStartColor: '#12345' }, 'gradientStartColor', 'Colours are #rrggbb'],
      ['a named colour', { gradientEndColor: 'red' }, 'gradientEndColor', 'Colours are #rrggbb'],
      [
        'a javascript: picture',
        { profilePicture: 'javascript:alert(1)' },
        'profilePicture',
        'Profile picture must be an http(s) image link',
      ],
      [
        'a javascript: header video',
        { headerVideo: 'javascript:alert(1)' },
        'headerVideo',
        POST_MESSAGES.invalidVideoUrl,
      ],
      ['a too long bio', { bio: 'b'.repeat(BIO_MAX + 1) }, 'bio', expect.any(String)],
      [
        'a too long display name',
        { displayName: 'd'.repeat(DISPLAY_NAME_MAX + 1) },
        'displayName',
        expect.any(String),
      ],
      ['a too long location', { location: 'l'.repeat(PROFILE_TEXT_MAX + 1) }, 'location', expect.any(String)],
      [
        'a too long skating style',
        { skatingStyle: 's'.repeat(PROFILE_TEXT_MAX + 1) },
        'skatingStyle',
        expect.any(String),
      ],
      [
        'a too long spot',
        { favoriteSpot: 'f'.repeat(PROFILE_TEXT_MAX + 1) },
        'favoriteSpot',
        expect.any(String),
      ],
      ['a username with spaces', { username: 'no spaces!' }, 'username', AUTH_MESSAGES.usernameFormat],
      ['a too short username', { username: 'ab' }, 'username', AUTH_MESSAGES.usernameFormat],
      ['a blank username', { username: '   ' }, 'username', AUTH_MESSAGES.usernameFormat],
      ['a status that is not a boolean', { proStatus: 'yes' }, 'proStatus', expect.any(String)],
    ])('refuses %s', async (_, changes, field, error) => {
      const owner = await auth.register();
      expect(await errorOf(update(owner, changes as Omit<UpdateProfileRequest, 'id'>))).toEqual({
        code: 'VALIDATION_FAILED',
        error,
        field,
      });
    });

    describe('statuses', () => {
      it('keeps one of pro, amateur and flow, and clears all three for a brand', async () => {
        const owner = await auth.register();

        expect(await update(owner, { proStatus: true })).toMatchObject({
          proStatus: true,
          amateurStatus: false,
        });
        expect(await update(owner, { amateurStatus: true })).toMatchObject({
          proStatus: false,
          amateurStatus: true,
          flowStatus: false,
        });
        expect(await update(owner, { isBrand: true })).toMatchObject({
          isBrand: true,
          proStatus: false,
          amateurStatus: false,
          flowStatus: false,
        });
        expect(await errorOf(update(owner, { flowStatus: true }))).toMatchObject({
          code: 'VALIDATION_FAILED',
        });
        expect(await update(owner, { isBrand: false, flowStatus: true })).toMatchObject({
          isBrand: false,
          flowStatus: true,
        });
        expect(await update(owner, { flowStatus: false })).toMatchObject({ flowStatus: false });
        expect(await errorOf(update(owner, { proStatus: true, flowStatus: true }))).toMatchObject({
          code: 'VALIDATION_FAILED',
          field: 'flowStatus',
        });
      });
    });
  });

  describe('rpc.auth.check-username', () => {
    it('answers whether a username is free, ignoring case and counting the caller’s own as free', async () => {
      const owner = await auth.register();
      const check = (name: string) => auth.call(AUTH_RPC.checkUsername, { name }, owner.caller);

      expect(await check(owner.user.username.toUpperCase())).toEqual({ available: true });
      const other = newAccount();
      expect(await check(other.username)).toEqual({ available: true });
      await auth.signUp(other);
      expect(await check(other.username.toUpperCase())).toEqual({ available: false });
      expect(await check('no spaces')).toEqual({ available: false });
      expect(await check('ab')).toEqual({ available: false });
    });

    it('answers that a reserved username is not available, unless it is already the caller’s', async () => {
      const owner = await auth.register();
      const check = (name: string) => auth.call(AUTH_RPC.checkUsername, { name }, owner.caller);

      expect(await check('admin')).toEqual({ available: false });
      expect(await check('adm1n')).toEqual({ available: false });
      await auth.query(`UPDATE auth.users SET username = 'staff' WHERE id = $1`, [owner.user.id]);
      expect(await check('staff')).toEqual({ available: true });
    });

    it('needs a signed-in caller', async () => {
      expect(await errorOf(auth.call(AUTH_RPC.checkUsername, { name: 'anyone' }))).toMatchObject({
        code: 'UNAUTHENTICATED',
      });
    });
  });
});
