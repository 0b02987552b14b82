import {
  AUTH_EVENTS,
  AUTH_RPC,
  type SessionRevokedV1,
  type UserProfileChangedV1,
  type UserSuspensionChangedV1,
} from '@boonies/contracts/auth';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { AuthTestService, newAccount, type TestUser } from './support/auth-test-service';

jest.setTimeout(30_000);

const DAY_MS = 24 * 60 * 60 * 1000;

/** A moderator's suspension: no sign-in until it ends, sessions ended, the end announced; and lifting it. */
describe('suspensions', () => {
  let auth: AuthTestService;
  let admin: TestUser;
  let otherAdmin: TestUser;

  beforeAll(async () => {
    auth = await AuthTestService.start('suspensions');
    [admin, otherAdmin] = [await registerAdmin(), await registerAdmin()];
  });

  afterAll(() => auth?.stop());

  async function registerAdmin(): Promise<TestUser> {
    const user = await auth.register();
    await auth.query('UPDATE auth.users SET is_admin = true WHERE id = $1', [user.user.id]);
    return { user: { ...user.user, isAdmin: true }, caller: { ...user.caller, isAdmin: true } };
  }

  const resolve = (sessionId: string) =>
    auth.rpc.call(AUTH_RPC.resolveSession, { sessionId }, { correlationId: randomUUID() });
  const signIn = (email: string, password: string) =>
    auth.rpc.call(AUTH_RPC.signIn, { email, password }, auth.newClient());

  it('refuses sign-in with the end date once the password is right, ends sessions and announces the end', async () => {
    const account = newAccount();
    const grant = await auth.signUp(account);
    const userId = grant.user.id;

    const suspended = await auth.call(
      AUTH_RPC.suspendUser,
      { id: userId, days: 7, reason: 'Spam in replies' },
      admin.caller,
    );
    const until = new Date(suspended.suspendedUntil ?? 0);
    expect(Math.abs(until.getTime() - (Date.now() + 7 * DAY_MS))).toBeLessThan(60_000);

    // The right password is told until when; a wrong one hears what everyone hears.
    const refused = await errorOf(signIn(account.email, account.password));
    expect(refused.code).toBe('ACCOUNT_SUSPENDED');
    const date = until.toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(refused.error).toBe(`Your account is suspended until ${date}.`);
    expect((await errorOf(signIn(account.email, 'not-the-password'))).code).toBe('INVALID_CREDENTIALS');

    // The session that was open ends, and every gateway hears so.
    expect(await resolve(grant.sessionId)).toBeNull();
    const revoked = await auth.announced<SessionRevokedV1>(AUTH_EVENTS.sessionRevoked);
    expect(revoked).toContainEqual({ sessionId: grant.sessionId, userId });

    const updates = await auth.announced<UserProfileChangedV1>(AUTH_EVENTS.userUpdated);
    expect(updates.filter((update) => update.userId === userId).at(-1)?.suspendedUntil).toBe(
      until.toISOString(),
    );
    const changes = await auth.announced<UserSuspensionChangedV1>(AUTH_EVENTS.userSuspensionChanged);
    expect(changes.at(-1)).toEqual({
      userId,
      username: account.username,
      suspendedUntil: until.toISOString(),
      days: 7,
      reason: 'Spam in replies',
    });
    const [row] = await auth.query<{ actor_id: string }>(
      `SELECT envelope->>'actorId' AS actor_id FROM auth.outbox WHERE subject LIKE '%user-suspension-changed%'
        ORDER BY sequence DESC LIMIT 1`,
    );
    expect(row?.actor_id).toBe(admin.user.id);

    // The Users tab shows it.
    const listed = await auth.call(AUTH_RPC.adminUsers, { q: account.username }, admin.caller);
    expect(listed[0]?.suspendedUntil).toBe(until.toISOString());
  });

  it('lifts a suspension: sign-in works again and the user-updated event carries no end', async () => {
    const account = newAccount();
    const { user } = await auth.signUp(account);
    await auth.call(AUTH_RPC.suspendUser, { id: user.id, days: 30, reason: 'Harassment' }, admin.caller);

    const lifted = await auth.call(AUTH_RPC.liftSuspension, { id: user.id }, admin.caller);
    expect(lifted.suspendedUntil).toBeNull();
    const grant = await signIn(account.email, account.password);
    expect(grant.user.id).toBe(user.id);
    const updates = await auth.announced<UserProfileChangedV1>(AUTH_EVENTS.userUpdated);
    expect(updates.filter((update) => update.userId === user.id).at(-1)?.suspendedUntil).toBeNull();

    // Lifting again changes and announces nothing.
    const before = (await auth.announced(AUTH_EVENTS.userSuspensionChanged)).length;
    await auth.call(AUTH_RPC.liftSuspension, { id: user.id }, admin.caller);
    expect(await auth.announced(AUTH_EVENTS.userSuspensionChanged)).toHaveLength(before);
  });

  it('lets a suspension lapse by the clock', async () => {
    const account = newAccount();
    const { user } = await auth.signUp(account);
    await auth.query(`UPDATE auth.users SET suspended_until = now() - interval '1 minute' WHERE id = $1`, [
      user.id,
    ]);
    expect((await signIn(account.email, account.password)).user.id).toBe(user.id);
  });

  it('is for admins only, never on themselves or another admin', async () => {
    const skater = await auth.register();
    const target = await auth.register();
    const request = { id: target.user.id, days: 3, reason: 'Spam' };

    expect((await errorOf(auth.call(AUTH_RPC.suspendUser, request))).code).toBe('UNAUTHENTICATED');
    expect((await errorOf(auth.call(AUTH_RPC.suspendUser, request, skater.caller))).code).toBe('FORBIDDEN');
    expect(
      (await errorOf(auth.call(AUTH_RPC.liftSuspension, { id: target.user.id }, skater.caller))).code,
    ).toBe('FORBIDDEN');
    const self = await errorOf(
      auth.call(AUTH_RPC.suspendUser, { ...request, id: admin.user.id }, admin.caller),
    );
    expect(self).toEqual({ code: 'FORBIDDEN', error: 'You cannot suspend yourself' });
    const peer = await errorOf(
      auth.call(AUTH_RPC.suspendUser, { ...request, id: otherAdmin.user.id }, admin.caller),
    );
    expect(peer).toEqual({ code: 'FORBIDDEN', error: 'Admins cannot be suspended' });
    expect(
      (await errorOf(auth.call(AUTH_RPC.suspendUser, { ...request, id: randomUUID() }, admin.caller))).code,
    ).toBe('NOT_FOUND');
  });

  it('refuses bad input', async () => {
    const target = await auth.register();
    for (const bad of [
      { id: target.user.id, days: 0, reason: 'x' },
      { id: target.user.id, days: 366, reason: 'x' },
      { id: target.user.id, days: 2, reason: '' },
      { id: 'nope', days: 2, reason: 'x' },
    ]) {
      expect((await errorOf(auth.callUnchecked(AUTH_RPC.suspendUser, bad, admin.caller))).code).toBe(
        'VALIDATION_FAILED',
      );
    }
  });
});
