import {
  AUTH_EVENTS,
  AUTH_RPC,
  PUPPET_PRESETS,
  type PuppetDto,
  type PuppetModeChangedV1,
  type UserFlagsChangedV1,
  type UserProfileChangedV1,
} from '@boonies/contracts/auth';
import type { CallerIdentity } from '@boonies/contracts/common';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { AuthTestService, callerFor, newAccount, type TestUser } from './support/auth-test-service';

// Starting the service and creating ten puppets (each an argon2 hash) outlasts Jest's default 5 s.
jest.setTimeout(30_000);

/** The admin panel's Users and Puppets tabs and puppet mode, against the real auth service. */
describe('admin users, puppets and puppet mode', () => {
  let auth: AuthTestService;
  let admin: TestUser;
  let skater: TestUser;
  let puppets: PuppetDto[];

  beforeAll(async () => {
    auth = await AuthTestService.start('puppets');
    admin = await registerAdmin();
    skater = await auth.register();
    puppets = (await auth.call(AUTH_RPC.initializePuppets, {}, admin.caller)).puppets;
  });

  afterAll(() => auth?.stop());

  /** A new account made admin; its caller carries the flag as the gateway's resolved session would. */
  async function registerAdmin(): Promise<TestUser> {
    const user = await auth.register();
    await auth.query('UPDATE auth.users SET is_admin = true WHERE id = $1', [user.user.id]);
    return { user: { ...user.user, isAdmin: true }, caller: { ...user.caller, isAdmin: true } };
  }

  const resolve = (sessionId: string) =>
    auth.rpc.call(AUTH_RPC.resolveSession, { sessionId }, { correlationId: randomUUID() });

  /** The identity the gateway sends once the session resolves as a puppet session. */
  async function resolvedCaller(sessionId: string): Promise<CallerIdentity> {
    const session = await resolve(sessionId);
    if (!session) throw new Error('The session ended');
    return {
      userId: session.userId,
      isAdmin: session.isAdmin,
      sessionId,
      ...(session.actingAdminId ? { actingAdminId: session.actingAdminId } : {}),
    };
  }

  const puppetNamed = (username: string) => {
    const found = puppets.find((puppet) => puppet.username === username);
    if (!found) throw new Error(`No puppet ${username}`);
    return found;
  };

  describe('initialize', () => {
    it('creates the ten presets as puppet accounts with their preset fields and voices', async () => {
      expect(puppets.map(({ username }) => username).sort()).toEqual(
        PUPPET_PRESETS.map(({ username }) => username).sort(),
      );
      const carla = PUPPET_PRESETS[0];
      expect(puppetNamed(carla.username)).toEqual({
        id: expect.any(String),
        username: carla.username,
        email: carla.email,
        bio: carla.bio,
        location: carla.location,
        level: carla.level,
        experience: carla.experience,
        isActive: true,
      });
      const rows = await auth.query<{ is_puppet: boolean; tone: string }>(
        `SELECT u.is_puppet, p.tone FROM auth.users u JOIN auth.puppet_profiles p ON p.user_id = u.id
          WHERE u.username = $1`,
        [carla.username],
      );
      expect(rows).toEqual([{ is_puppet: true, tone: carla.tone }]);
      // Announced like sign-ups, so other services know them before anyone posts as them.
      const registered = await auth.announced<UserProfileChangedV1>(AUTH_EVENTS.userRegistered);
      expect(
        registered.filter(({ username }) => PUPPET_PRESETS.some((p) => p.username === username)),
      ).toHaveLength(10);
    });

    it('is idempotent: again, in either body shape, it creates nothing', async () => {
      const again = await auth.call(AUTH_RPC.initializePuppets, {}, admin.caller);
      expect(again.created).toBe(0);
      expect(again.puppets.map(({ id }) => id).sort()).toEqual(puppets.map(({ id }) => id).sort());
      const listed = PUPPET_PRESETS.map(({ tone: _tone, ...seed }) => seed);
      expect((await auth.call(AUTH_RPC.initializePuppets, { puppets: listed }, admin.caller)).created).toBe(
        0,
      );
      const [{ count }] = await auth.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM auth.users WHERE is_puppet',
      );
      expect(count).toBe(10);
    });

    it('accepts only the presets, and only from admins', async () => {
      const { tone: _tone, ...kenji } = PUPPET_PRESETS[1];
      const stranger = { ...kenji, username: 'not_a_preset' };
      expect(
        await errorOf(auth.callUnchecked(AUTH_RPC.initializePuppets, { puppets: [stranger] }, admin.caller)),
      ).toMatchObject({
        code: 'VALIDATION_FAILED',
        error: 'Only the preset puppets can be initialized',
        field: 'puppets.0.username',
      });
      expect(
        await errorOf(
          auth.callUnchecked(AUTH_RPC.initializePuppets, { puppets: [{ username: 'x' }] }, admin.caller),
        ),
      ).toMatchObject({ code: 'VALIDATION_FAILED', field: expect.stringMatching(/^puppets\.0\./) });
      expect(await errorOf(auth.call(AUTH_RPC.initializePuppets, {}, skater.caller))).toMatchObject({
        code: 'FORBIDDEN',
      });
      expect(await errorOf(auth.call(AUTH_RPC.puppets, {}, skater.caller))).toMatchObject({
        code: 'FORBIDDEN',
      });
    });

    it('nobody can sign in to a puppet', async () => {
      const carla = PUPPET_PRESETS[0];
      expect(
        await errorOf(
          auth.rpc.call(AUTH_RPC.signIn, { email: carla.email, password: 'kickflip-42' }, auth.newClient()),
        ),
      ).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    });
  });

  describe('puppet mode', () => {
    it('an admin assumes a puppet: the session acts as it, the admin recorded, and returns', async () => {
      const moderator = await registerAdmin();
      const gabe = puppetNamed('grom_gabe');

      const assumed = await auth.call(AUTH_RPC.assumePuppet, { puppetId: gabe.id }, moderator.caller);
      expect(assumed).toMatchObject({
        id: gabe.id,
        username: 'grom_gabe',
        isAdmin: false,
        actingAdmin: {
          id: moderator.user.id,
          username: moderator.user.username,
          email: moderator.user.email,
        },
      });
      const session = await resolve(moderator.caller.sessionId);
      expect(session).toMatchObject({ userId: gabe.id, isAdmin: false, actingAdminId: moderator.user.id });

      const asPuppet = await resolvedCaller(moderator.caller.sessionId);
      expect(await auth.call(AUTH_RPC.me, {}, asPuppet)).toMatchObject({
        id: gabe.id,
        actingAdmin: { id: moderator.user.id },
      });
      // What the session does now is done as the puppet, with the admin as the actor.
      const edited = await auth.call(
        AUTH_RPC.updateProfile,
        { id: gabe.id, bio: 'New board day!!' },
        asPuppet,
      );
      expect(edited.bio).toBe('New board day!!');
      const [profileEvent] = (await auth.outboxRows<UserProfileChangedV1>(AUTH_EVENTS.userUpdated)).filter(
        ({ envelope }) => envelope.data.userId === gabe.id,
      );
      expect(profileEvent.envelope).toMatchObject({ actorId: moderator.user.id, actingAs: gabe.id });

      // The admin panel is not the puppet's: only Return is.
      expect(await errorOf(auth.call(AUTH_RPC.puppets, {}, asPuppet))).toMatchObject({ code: 'FORBIDDEN' });
      const restored = await auth.call(AUTH_RPC.returnFromPuppet, {}, asPuppet);
      expect(restored).toMatchObject({ id: moderator.user.id, isAdmin: true });
      expect(restored).not.toHaveProperty('actingAdmin');
      expect(await resolve(moderator.caller.sessionId)).toEqual(
        expect.not.objectContaining({ actingAdminId: expect.anything() }),
      );
      expect(await resolve(moderator.caller.sessionId)).toMatchObject({
        userId: moderator.user.id,
        isAdmin: true,
      });

      // Both changes announced, so every gateway forgets the session and the audit log records them.
      const changes = (await auth.announced<PuppetModeChangedV1>(AUTH_EVENTS.puppetModeChanged)).filter(
        ({ sessionId }) => sessionId === moderator.caller.sessionId,
      );
      expect(changes).toEqual([
        {
          sessionId: moderator.caller.sessionId,
          adminId: moderator.user.id,
          puppetId: gabe.id,
          puppetUsername: 'grom_gabe',
          mode: 'assumed',
        },
        {
          sessionId: moderator.caller.sessionId,
          adminId: moderator.user.id,
          puppetId: gabe.id,
          puppetUsername: 'grom_gabe',
          mode: 'returned',
        },
      ]);
    });

    it('only admins assume, and only accounts flagged puppet', async () => {
      const gabe = puppetNamed('grom_gabe');
      expect(await errorOf(auth.call(AUTH_RPC.assumePuppet, { puppetId: gabe.id }, skater.caller))).toEqual({
        code: 'FORBIDDEN',
        error: 'Only admins can assume a puppet identity',
      });
      expect(
        await errorOf(auth.call(AUTH_RPC.assumePuppet, { puppetId: skater.user.id }, admin.caller)),
      ).toEqual({
        code: 'FORBIDDEN',
        error: 'Only puppet accounts can be assumed',
      });
      expect(
        await errorOf(auth.call(AUTH_RPC.assumePuppet, { puppetId: randomUUID() }, admin.caller)),
      ).toMatchObject({ code: 'NOT_FOUND' });
      expect(
        await errorOf(auth.callUnchecked(AUTH_RPC.assumePuppet, { puppetId: 'gabe' }, admin.caller)),
      ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'puppetId' });
      // A forged caller claiming admin is checked against the session's real owner.
      const forged = { ...skater.caller, isAdmin: true };
      expect(await errorOf(auth.call(AUTH_RPC.assumePuppet, { puppetId: gabe.id }, forged))).toMatchObject({
        code: 'FORBIDDEN',
      });
      expect(await resolve(skater.caller.sessionId)).not.toHaveProperty('actingAdminId');
    });

    it('return is for a puppet session; an admin not in puppet mode is already restored', async () => {
      expect(await errorOf(auth.call(AUTH_RPC.returnFromPuppet, {}, skater.caller))).toMatchObject({
        code: 'FORBIDDEN',
      });
      expect(await auth.call(AUTH_RPC.returnFromPuppet, {}, admin.caller)).toMatchObject({
        id: admin.user.id,
      });
      expect(
        await errorOf(auth.call(AUTH_RPC.returnFromPuppet, {}, callerFor(admin.user.id, true, randomUUID()))),
      ).toMatchObject({ code: 'UNAUTHENTICATED' });
    });

    it('a deactivated puppet ends the puppet session, and cannot be assumed', async () => {
      const moderator = await registerAdmin();
      const otis = puppetNamed('oldschool_otis');
      await auth.call(AUTH_RPC.assumePuppet, { puppetId: otis.id }, moderator.caller);
      await auth.query('UPDATE auth.users SET deactivated_at = now() WHERE id = $1', [otis.id]);
      try {
        expect(await resolve(moderator.caller.sessionId)).toBeNull();
        const other = await registerAdmin();
        expect(
          await errorOf(auth.call(AUTH_RPC.assumePuppet, { puppetId: otis.id }, other.caller)),
        ).toMatchObject({ code: 'NOT_FOUND' });
      } finally {
        await auth.query('UPDATE auth.users SET deactivated_at = NULL WHERE id = $1', [otis.id]);
      }
    });
  });

  describe('users and their flags', () => {
    it('lists and searches every account for admins, puppets included', async () => {
      const named = await auth.signUp(newAccount({ username: `findme-${randomUUID().slice(0, 8)}` }));
      const all = await auth.call(AUTH_RPC.adminUsers, {}, admin.caller);
      expect(all.map(({ id }) => id)).toEqual(expect.arrayContaining([skater.user.id, named.user.id]));
      expect(all[0].id).toBe(named.user.id);
      const found = await auth.call(
        AUTH_RPC.adminUsers,
        { q: named.user.username.slice(0, 14) },
        admin.caller,
      );
      expect(found).toEqual([
        expect.objectContaining({
          id: named.user.id,
          isPuppet: false,
          isActive: true,
          email: named.user.email,
        }),
      ]);
      expect(await auth.call(AUTH_RPC.adminUsers, { q: '100%_nobody' }, admin.caller)).toEqual([]);
      const puppet = await auth.call(AUTH_RPC.adminUsers, { q: 'ledge_lucia' }, admin.caller);
      expect(puppet).toEqual([expect.objectContaining({ username: 'ledge_lucia', isPuppet: true })]);
      expect(await errorOf(auth.call(AUTH_RPC.adminUsers, {}, skater.caller))).toEqual({
        code: 'FORBIDDEN',
        error: 'Admin access required',
      });
    });

    it('verify, unverify and trust: a new profile revision and an audit event per real change', async () => {
      const rider = await auth.register();
      const verified = await auth.call(
        AUTH_RPC.setUserFlags,
        { id: rider.user.id, isVerified: true },
        admin.caller,
      );
      expect(verified).toMatchObject({ id: rider.user.id, isVerified: true, isTrusted: false });
      await auth.call(AUTH_RPC.setUserFlags, { id: rider.user.id, isVerified: true }, admin.caller);
      await auth.call(AUTH_RPC.setUserFlags, { id: rider.user.id, isTrusted: true }, admin.caller);
      const unverified = await auth.call(
        AUTH_RPC.setUserFlags,
        { id: rider.user.id, isVerified: false },
        admin.caller,
      );
      expect(unverified).toMatchObject({ isVerified: false, isTrusted: true });

      const flags = (await auth.outboxRows<UserFlagsChangedV1>(AUTH_EVENTS.userFlagsChanged)).filter(
        ({ envelope }) => envelope.data.userId === rider.user.id,
      );
      expect(flags.map(({ envelope }) => [envelope.data.changed, envelope.actorId])).toEqual([
        [['isVerified'], admin.user.id],
        [['isTrusted'], admin.user.id],
        [['isVerified'], admin.user.id],
      ]);
      const profiles = (await auth.announced<UserProfileChangedV1>(AUTH_EVENTS.userUpdated)).filter(
        ({ userId }) => userId === rider.user.id,
      );
      expect(profiles.map(({ isTrusted }) => isTrusted)).toEqual([false, true, true]);
      const revisions = profiles.map(({ updatedAt }) => Date.parse(updatedAt));
      expect([...revisions].sort((a, b) => a - b)).toEqual(revisions);
      expect(new Set(revisions).size).toBe(3);
    });

    it('only admins change flags; an unknown user is 404', async () => {
      expect(
        await errorOf(
          auth.call(AUTH_RPC.setUserFlags, { id: skater.user.id, isVerified: true }, skater.caller),
        ),
      ).toMatchObject({ code: 'FORBIDDEN' });
      expect(
        await errorOf(auth.call(AUTH_RPC.setUserFlags, { id: randomUUID(), isVerified: true }, admin.caller)),
      ).toMatchObject({ code: 'NOT_FOUND' });
    });
  });
});
