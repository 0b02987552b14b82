import {
  AUTH_EVENTS,
  AUTH_RPC,
  type UserFlagsChangedV1,
  type UserProfileChangedV1,
} from '@boonies/contracts/auth';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { AccountRolesService } from '../src/admin/account-roles.service';
import { AuthTestService } from './support/auth-test-service';

jest.setTimeout(30_000);

/** Roles an operator grants from the command line (`cli.js grant-role`), against the real auth service. */
describe('account roles granted by an operator', () => {
  let auth: AuthTestService;
  let roles: AccountRolesService;

  beforeAll(async () => {
    auth = await AuthTestService.start('account-roles');
    roles = auth.app.get(AccountRolesService);
  });

  afterAll(() => auth?.stop());

  it('makes an admin: a new profile revision, an audit event without an actor, and the next session says so', async () => {
    const skater = await auth.register();
    const email = skater.user.email.toUpperCase();
    expect(await roles.grant(` ${email} `, 'admin', randomUUID())).toBe('granted');

    const [profile] = (await auth.announced<UserProfileChangedV1>(AUTH_EVENTS.userUpdated)).filter(
      ({ userId }) => userId === skater.user.id,
    );
    expect(profile).toMatchObject({ isAdmin: true, isBrand: false, isTrusted: false });
    const [flags] = (await auth.outboxRows<UserFlagsChangedV1>(AUTH_EVENTS.userFlagsChanged)).filter(
      ({ envelope }) => envelope.data.userId === skater.user.id,
    );
    expect(flags.envelope.data.changed).toEqual(['isAdmin']);
    expect(flags.envelope.actorId).toBeUndefined();
    expect(flags.envelope.target).toEqual({ type: 'user', id: skater.user.id, ownerId: skater.user.id });

    // The gateway reads the flag again when it resolves the session: the admin gate opens.
    const session = await auth.rpc.call(
      AUTH_RPC.resolveSession,
      { sessionId: skater.caller.sessionId },
      { correlationId: randomUUID() },
    );
    expect(session).toMatchObject({ userId: skater.user.id, isAdmin: true });
    await auth.call(AUTH_RPC.adminUsers, {}, { ...skater.caller, isAdmin: true });
  });

  it('grants brand and trusted the same way, and a role held already changes and announces nothing', async () => {
    const skater = await auth.register();
    expect(await roles.grant(skater.user.email, 'brand', randomUUID())).toBe('granted');
    expect(await roles.grant(skater.user.email, 'trusted', randomUUID())).toBe('granted');
    expect(await roles.grant(skater.user.email, 'brand', randomUUID())).toBe('already-held');

    const profiles = (await auth.announced<UserProfileChangedV1>(AUTH_EVENTS.userUpdated)).filter(
      ({ userId }) => userId === skater.user.id,
    );
    expect(profiles.map(({ isBrand, isTrusted }) => [isBrand, isTrusted])).toEqual([
      [true, false],
      [true, true],
    ]);
    const changed = (await auth.outboxRows<UserFlagsChangedV1>(AUTH_EVENTS.userFlagsChanged))
      .filter(({ envelope }) => envelope.data.userId === skater.user.id)
      .map(({ envelope }) => envelope.data.changed);
    expect(changed).toEqual([['isBrand'], ['isTrusted']]);
  });

  it('refuses an unknown email as not found', async () => {
    expect(await errorOf(roles.grant('nobody@example.com', 'admin', randomUUID()))).toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
