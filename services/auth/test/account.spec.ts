import {
  ACCOUNT_MESSAGES,
  AUTH_EVENTS,
  AUTH_MESSAGES,
  AUTH_RPC,
  type SessionRevokedV1,
  type UserProfileChangedV1,
} from '@boonies/contracts/auth';
import type { CallerIdentity } from '@boonies/contracts/common';
import { type AnyRpcDefinition, exportUserDataRpc, type RpcRequest } from '@boonies/contracts/rpc';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { AuthTestService, callerFor, newAccount, type TestUser } from './support/auth-test-service';

/**
 * Settings → Account: Change Password, Deactivate Account (and an admin's reactivation), and the auth
 * service's part of Download Your Data. The Show Followers switch is proven in follows.spec.ts ("hides the
 * lists from others as the owner's privacy says"); Allow Direct Messages in the messaging service's
 * messages.spec.ts.
 */
describe('account', () => {
  let auth: AuthTestService;

  beforeAll(async () => {
    auth = await AuthTestService.start('account');
  });

  afterAll(() => auth?.stop());

  /** Calls as `caller` from a client address no other call in the file uses, so limits never mix. */
  const as = <D extends AnyRpcDefinition>(caller: CallerIdentity, definition: D, payload: RpcRequest<D>) =>
    auth.rpc.call(definition, payload, { ...auth.newClient(), caller });
  const resolve = (sessionId: string) => auth.call(AUTH_RPC.resolveSession, { sessionId });
  const signIn = (email: string, password: string) =>
    auth.rpc.call(AUTH_RPC.signIn, { email, password }, auth.newClient());

  /** An account with two more sessions besides the one it signed up with. */
  async function withThreeSessions() {
    const account = newAccount();
    const first = await auth.signUp(account);
    const second = await signIn(account.email, account.password);
    const third = await signIn(account.email, account.password);
    return { account, first, second, third, caller: callerFor(first.user.id, false, first.sessionId) };
  }

  describe('rpc.auth.change-password', () => {
    it('refuses a wrong current password, changing nothing', async () => {
      const { account, second, caller } = await withThreeSessions();

      expect(
        await errorOf(
          as(caller, AUTH_RPC.changePassword, { currentPassword: 'nope', newPassword: 'ollie-99' }),
        ),
      ).toEqual({ code: 'INVALID_CREDENTIALS', error: ACCOUNT_MESSAGES.wrongCurrentPassword });
      expect(await resolve(second.sessionId)).not.toBeNull();
      await expect(signIn(account.email, account.password)).resolves.toBeDefined();
    });

    it('ends every other session with an event each, keeps the caller’s, and the new password signs in', async () => {
      const { account, first, second, third, caller } = await withThreeSessions();

      await expect(
        as(caller, AUTH_RPC.changePassword, { currentPassword: account.password, newPassword: 'ollie-99' }),
      ).resolves.toEqual({ changed: true, endedSessions: 2 });

      expect(await resolve(first.sessionId)).not.toBeNull();
      expect(await resolve(second.sessionId)).toBeNull();
      expect(await resolve(third.sessionId)).toBeNull();
      const revoked = (await auth.announced<SessionRevokedV1>(AUTH_EVENTS.sessionRevoked)).filter(
        ({ userId }) => userId === first.user.id,
      );
      expect(revoked.map(({ sessionId }) => sessionId).sort()).toEqual(
        [second.sessionId, third.sessionId].sort(),
      );
      expect(await errorOf(signIn(account.email, account.password))).toMatchObject({
        code: 'INVALID_CREDENTIALS',
      });
      await expect(signIn(account.email, 'ollie-99')).resolves.toMatchObject({ user: { id: first.user.id } });
    });

    it('validates the new password, and needs a signed-in caller', async () => {
      const { caller } = await withThreeSessions();
      for (const newPassword of ['short', 'x'.repeat(129)]) {
        expect(
          await errorOf(as(caller, AUTH_RPC.changePassword, { currentPassword: 'kickflip-42', newPassword })),
        ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'newPassword' });
      }
      expect(
        await errorOf(
          auth.call(AUTH_RPC.changePassword, { currentPassword: 'kickflip-42', newPassword: 'ollie-99' }),
        ),
      ).toMatchObject({ code: 'UNAUTHENTICATED' });
    });

    it('refuses a common new password, keeping the old one and every session', async () => {
      const { account, second, caller } = await withThreeSessions();

      for (const newPassword of ['password', '123456', 'qwerty', 'aaaaaa', account.username]) {
        expect(
          await errorOf(
            as(caller, AUTH_RPC.changePassword, { currentPassword: account.password, newPassword }),
          ),
        ).toEqual({
          code: 'VALIDATION_FAILED',
          error: AUTH_MESSAGES.passwordTooCommon,
          field: 'newPassword',
        });
      }
      expect(await resolve(second.sessionId)).not.toBeNull();
      await expect(signIn(account.email, account.password)).resolves.toBeDefined();
    });

    it('counts wrong current passwords against the sign-in limits of the address', async () => {
      const { account, caller } = await withThreeSessions();
      const sessionAddress = auth.newClient();
      const wrong = () =>
        errorOf(
          auth.rpc.call(
            AUTH_RPC.changePassword,
            { currentPassword: 'guess', newPassword: 'ollie-99' },
            { ...sessionAddress, caller },
          ),
        );
      for (let attempt = 0; attempt < 3; attempt++) {
        expect(await wrong()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
      }
      expect(await wrong()).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
      // The guesses were counted against the account from that address: its sign-in there waits too,
      expect(
        await errorOf(
          auth.rpc.call(
            AUTH_RPC.signIn,
            { email: account.email, password: account.password },
            sessionAddress,
          ),
        ),
      ).toMatchObject({ code: 'RATE_LIMITED' });
      // but not from elsewhere.
      await expect(signIn(account.email, account.password)).resolves.toBeDefined();
    });

    it('is refused in puppet mode', async () => {
      const { caller } = await withThreeSessions();
      expect(
        await errorOf(
          as({ ...caller, actingAdminId: randomUUID() }, AUTH_RPC.changePassword, {
            currentPassword: 'kickflip-42',
            newPassword: 'ollie-99',
          }),
        ),
      ).toEqual({ code: 'FORBIDDEN', error: ACCOUNT_MESSAGES.puppetSession });
    });
  });

  describe('rpc.auth.deactivate and reactivate-user', () => {
    const announcedActive = async (userId: string) =>
      (await auth.announced<UserProfileChangedV1>(AUTH_EVENTS.userUpdated))
        .filter((event) => event.userId === userId)
        .map(({ isActive }) => isActive);

    it('refuses a wrong password and keeps the account', async () => {
      const { first, caller } = await withThreeSessions();
      expect(await errorOf(as(caller, AUTH_RPC.deactivate, { password: 'nope' }))).toEqual({
        code: 'INVALID_CREDENTIALS',
        error: ACCOUNT_MESSAGES.wrongCurrentPassword,
      });
      expect(await resolve(first.sessionId)).not.toBeNull();
    });

    it('ends every session, hides the account, refuses sign-in, and an admin brings it back', async () => {
      const { account, first, second, caller } = await withThreeSessions();
      const viewer = await auth.register();
      const admin = await auth.register();
      await auth.query('UPDATE auth.users SET is_admin = true WHERE id = $1', [admin.user.id]);
      const adminCaller = { ...admin.caller, isAdmin: true };

      await expect(as(caller, AUTH_RPC.deactivate, { password: account.password })).resolves.toEqual({
        deactivated: true,
      });

      expect(await resolve(first.sessionId)).toBeNull();
      expect(await resolve(second.sessionId)).toBeNull();
      const revoked = (await auth.announced<SessionRevokedV1>(AUTH_EVENTS.sessionRevoked)).filter(
        ({ userId }) => userId === first.user.id,
      );
      expect(revoked).toHaveLength(3);
      // The event other services hide the account by: leaderboard (tricks), feeds (posts), messaging.
      expect(await announcedActive(first.user.id)).toEqual([false]);
      expect(await errorOf(signIn(account.email, account.password))).toEqual({
        code: 'ACCOUNT_DEACTIVATED',
        error: AUTH_MESSAGES.accountDeactivated,
      });
      // Its data is kept.
      const [row] = await auth.query<{ username: string }>('SELECT username FROM auth.users WHERE id = $1', [
        first.user.id,
      ]);
      expect(row.username).toBe(first.user.username);

      expect(await errorOf(as(viewer.caller, AUTH_RPC.reactivateUser, { id: first.user.id }))).toMatchObject({
        code: 'FORBIDDEN',
      });
      await expect(as(adminCaller, AUTH_RPC.reactivateUser, { id: first.user.id })).resolves.toEqual({
        id: first.user.id,
        reactivated: true,
      });
      await expect(as(adminCaller, AUTH_RPC.reactivateUser, { id: first.user.id })).resolves.toEqual({
        id: first.user.id,
        reactivated: false,
      });
      expect(await announcedActive(first.user.id)).toEqual([false, true]);
      // The owner's own deactivation is theirs; the admin's reactivation is marked for the audit log.
      const updates = (await auth.outboxRows<UserProfileChangedV1>(AUTH_EVENTS.userUpdated))
        .map(({ envelope }) => envelope)
        .filter(({ data }) => data.userId === first.user.id);
      expect(updates.map(({ asAdmin, target }) => [asAdmin, target])).toEqual([
        [undefined, undefined],
        [true, { type: 'user', id: first.user.id, ownerId: first.user.id }],
      ]);
      await expect(signIn(account.email, account.password)).resolves.toMatchObject({
        user: { id: first.user.id },
      });
      expect(await errorOf(as(adminCaller, AUTH_RPC.reactivateUser, { id: randomUUID() }))).toMatchObject({
        code: 'NOT_FOUND',
      });
    });

    it('needs a signed-in caller', async () => {
      expect(await errorOf(auth.call(AUTH_RPC.deactivate, { password: 'kickflip-42' }))).toMatchObject({
        code: 'UNAUTHENTICATED',
      });
    });
  });

  describe('rpc.auth.export-user-data', () => {
    it("holds the caller's account and sessions, and nobody else's", async () => {
      const { account, first, caller } = await withThreeSessions();
      const me: TestUser = { user: first.user, caller };
      const other = await auth.register();

      const archive = await as(me.caller, exportUserDataRpc('auth'), {});

      expect(archive).toEqual({ service: 'auth', exportedAt: expect.any(String), data: expect.any(Object) });
      expect(archive.data.account).toEqual([
        expect.objectContaining({ id: me.user.id, email: account.email, username: me.user.username }),
      ]);
      const serialized = JSON.stringify(archive);
      expect(serialized).not.toMatch(/argon2|passwordHash|password_hash/);
      expect(archive.data.sessions).toHaveLength(3);
      expect(serialized).not.toContain(first.sessionId);
      // Preferences, follows and blocks are the social service's part.
      expect(Object.keys(archive.data).sort()).toEqual(['account', 'sessions']);
      expect(serialized).not.toContain(other.user.id);
    });

    it('needs a signed-in caller', async () => {
      expect(await errorOf(auth.call(exportUserDataRpc('auth'), {}))).toMatchObject({
        code: 'UNAUTHENTICATED',
      });
    });
  });
});
