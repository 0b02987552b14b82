import { AUTH_EVENTS, AUTH_MESSAGES, AUTH_RPC, type UserProfileChangedV1 } from '@boonies/contracts/auth';
import { POST_MESSAGES } from '@boonies/contracts/posts';
import {
  BIO_MAX,
  DISPLAY_NAME_MAX,
  PROFILE_MESSAGES,
  PROFILE_TEXT_MAX,
  type UpdateProfileRequest,
} from '@boonies/contracts/social';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { AuthTestService, callerFor, newAccount, type TestUser } from './support/auth-test-service';

describe('profile edits', () => {
  let auth: AuthTestService;

  beforeAll(async () => {
    auth = await AuthTestService.start('profile-edits');
  });

  afterAll(() => auth?.stop());

  /** The account as its owner reads it back. */
  const account = (viewer: TestUser) => auth.call(AUTH_RPC.me, {}, viewer.caller);
  const update = (viewer: TestUser, changes: Omit<UpdateProfileRequest, 'id'>, id = viewer.user.id) =>
    auth.call(AUTH_RPC.updateProfile, { id, ...changes }, viewer.caller);
  const updatedEvents = async (userId: string) =>
    (await auth.outboxRows<UserProfileChangedV1>(AUTH_EVENTS.userUpdated)).filter(
      ({ envelope }) => envelope.data.userId === userId,
    );

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

    it('answers the time of the save, the one me and the announcement carry', async () => {
      const owner = await auth.register();
      const saved = await update(owner, { bio: 'Ledges all day.' });

      expect(saved.updatedAt > owner.user.updatedAt).toBe(true);
      expect((await account(owner)).updatedAt).toBe(saved.updatedAt);
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
      expect((await account(owner)).bio).toBeNull();
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
      expect(await account(owner)).toMatchObject({
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
