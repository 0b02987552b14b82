import { AUTH_EVENTS, AUTH_RPC, type SessionGrant, type SessionRevokedV1 } from '@boonies/contracts/auth';
import type { CallerIdentity } from '@boonies/contracts/common';
import { connect } from 'nats';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { errorOf, testNatsUrl } from '@boonies/testing';
import { AuthTestService, newAccount } from './support/auth-test-service';

describe('sessions', () => {
  let auth: AuthTestService;

  beforeAll(async () => {
    auth = await AuthTestService.start('sessions');
  });

  afterAll(() => auth?.stop());

  const resolve = (sessionId: string) =>
    auth.rpc.call(AUTH_RPC.resolveSession, { sessionId }, { correlationId: randomUUID() });
  const signOut = (sessionId: string) =>
    auth.rpc.call(AUTH_RPC.signOut, { sessionId }, { correlationId: randomUUID() });
  const setSession = (sessionId: string, assignments: string) =>
    auth.dataSource.query(`UPDATE auth.sessions SET ${assignments} WHERE id = $1`, [sessionId]);

  describe('rpc.auth.resolve-session', () => {
    it('resolves a live session to its user', async () => {
      const grant = await auth.signUp(newAccount());

      expect(await resolve(grant.sessionId)).toEqual({
        sessionId: grant.sessionId,
        userId: grant.user.id,
        isAdmin: false,
        expiresAt: grant.expiresAt,
      });
    });

    it('reports the admin flag as it is now', async () => {
      const grant = await auth.signUp(newAccount());
      await auth.dataSource.query('UPDATE auth.users SET is_admin = true WHERE id = $1', [grant.user.id]);

      expect(await resolve(grant.sessionId)).toMatchObject({ isAdmin: true });
    });

    it('answers null for an unknown, an expired or a deactivated account’s session', async () => {
      const expired = await auth.signUp(newAccount());
      await setSession(expired.sessionId, `expires_at = now() - interval '1 second'`);
      const deactivated = await auth.signUp(newAccount());
      await auth.dataSource.query('UPDATE auth.users SET deactivated_at = now() WHERE id = $1', [
        deactivated.user.id,
      ]);

      expect(await resolve(randomUUID())).toBeNull();
      expect(await resolve(expired.sessionId)).toBeNull();
      expect(await resolve(deactivated.sessionId)).toBeNull();
    });

    it('resolves an admin operating a puppet to the puppet, naming the admin', async () => {
      const admin = await auth.signUp(newAccount());
      const puppet = await auth.signUp(newAccount());
      await auth.dataSource.query('UPDATE auth.users SET is_admin = true WHERE id = $1', [admin.user.id]);
      await setSession(admin.sessionId, `acting_user_id = '${puppet.user.id}'`);

      expect(await resolve(admin.sessionId)).toEqual({
        sessionId: admin.sessionId,
        userId: puppet.user.id,
        isAdmin: false,
        expiresAt: admin.expiresAt,
        actingAdminId: admin.user.id,
      });
    });

    it('refreshes when the session was last seen, at most every few minutes', async () => {
      const grant = await auth.signUp(newAccount());
      const lastSeen = async () => {
        const [{ last_seen_at }] = await auth.dataSource.query(
          'SELECT last_seen_at FROM auth.sessions WHERE id = $1',
          [grant.sessionId],
        );
        return (last_seen_at as Date).getTime();
      };
      await setSession(grant.sessionId, `last_seen_at = now() - interval '1 hour'`);

      await resolve(grant.sessionId);
      const refreshed = await lastSeen();
      await resolve(grant.sessionId);

      expect(Date.now() - refreshed).toBeLessThan(60_000);
      expect(await lastSeen()).toBe(refreshed);
    });

    it('refuses an id that is not a UUID', async () => {
      expect(await errorOf(resolve('not-a-session'))).toMatchObject({
        code: 'VALIDATION_FAILED',
        field: 'sessionId',
      });
    });
  });

  describe('rpc.auth.sign-out', () => {
    let grant: SessionGrant;

    beforeAll(async () => {
      grant = await auth.signUp(newAccount());
      await expect(signOut(grant.sessionId)).resolves.toEqual({ signedOut: true });
    });

    it('ends the session', async () => {
      expect(await resolve(grant.sessionId)).toBeNull();
    });

    it('writes session-revoked to the outbox once, however often it is repeated', async () => {
      await expect(signOut(grant.sessionId)).resolves.toEqual({ signedOut: true });
      await expect(signOut(randomUUID())).resolves.toEqual({ signedOut: true });

      const rows = await auth.outboxRows<SessionRevokedV1>(AUTH_EVENTS.sessionRevoked);
      const revocations = rows.filter(({ envelope }) => envelope.data.sessionId === grant.sessionId);
      expect(revocations).toHaveLength(1);
      expect(revocations[0].envelope).toMatchObject({
        type: 'auth.session-revoked',
        producer: 'auth',
        data: { sessionId: grant.sessionId, userId: grant.user.id },
      });
    });

    it('has the relay publish the revocation to JetStream', async () => {
      const nats = await connect({ servers: testNatsUrl() });
      try {
        const jsm = await nats.jetstreamManager();
        const stream = auth.routing.stream('auth').name;
        const subject = auth.routing.subject(AUTH_EVENTS.sessionRevoked);
        const published = async () => {
          for (let attempt = 0; attempt < 50; attempt++) {
            const message = await jsm.streams
              .getMessage(stream, { last_by_subj: subject })
              .catch(() => undefined);
            if (message) return message.json<{ data: SessionRevokedV1 }>();
            await sleep(100);
          }
          throw new Error(`Nothing was published on ${subject}`);
        };

        expect((await published()).data).toEqual({ sessionId: grant.sessionId, userId: grant.user.id });
      } finally {
        await nats.close();
      }
    });
  });

  describe('rpc.auth.me', () => {
    const me = (caller?: CallerIdentity) =>
      auth.rpc.call(AUTH_RPC.me, {}, { correlationId: randomUUID(), caller });

    it('returns the caller’s account', async () => {
      const grant = await auth.signUp(newAccount());

      const user = await me({ userId: grant.user.id, isAdmin: false, sessionId: grant.sessionId });

      expect(user).toEqual(grant.user);
    });

    it('requires a caller', async () => {
      expect(await errorOf(me())).toEqual({ code: 'UNAUTHENTICATED', error: 'Please sign in to continue' });
    });
  });
});
