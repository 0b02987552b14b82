import { AUTH_RPC } from '@boonies/contracts/auth';
import { type CallerIdentity, type ErrorBody, RPC_HEADERS } from '@boonies/contracts/common';
import { CallerSigner, generateCallerKeys } from '@boonies/messaging';
import { testNatsUrl } from '@boonies/testing';
import { connect, headers as natsHeaders, type NatsConnection } from 'nats';
import { randomUUID } from 'node:crypto';
import { register } from 'prom-client';
import { AuthTestService, type TestUser } from './support/auth-test-service';

jest.setTimeout(30_000);

/**
 * Anyone who reaches NATS can send a service a request. The caller header decides what the request may do,
 * so a service believes only a caller the gateway signed: here a plain client on the bus, with no session,
 * tries to list every account (with e-mails) by claiming to be an admin.
 */
describe('the caller identity on the bus', () => {
  let auth: AuthTestService;
  let bus: NatsConnection;
  let admin: TestUser;

  beforeAll(async () => {
    auth = await AuthTestService.start('caller_identity');
    bus = await connect({ servers: testNatsUrl() });
    const user = await auth.register();
    await auth.query('UPDATE auth.users SET is_admin = true WHERE id = $1', [user.user.id]);
    admin = { user: { ...user.user, isAdmin: true }, caller: { ...user.caller, isAdmin: true } };
  });

  afterAll(async () => {
    await bus?.close();
    await auth?.stop();
  });

  /** A request as a hand-written client sends it, in the services' transport format. */
  async function sendAsBus(
    callerHeader: string | undefined,
  ): Promise<{ response?: unknown; err?: ErrorBody }> {
    const headers = natsHeaders();
    headers.set(RPC_HEADERS.correlationId, randomUUID());
    if (callerHeader !== undefined) headers.set(RPC_HEADERS.caller, callerHeader);
    const packet = JSON.stringify({ pattern: AUTH_RPC.adminUsers.subject, data: {}, id: randomUUID() });
    const reply = await bus.request(AUTH_RPC.adminUsers.subject, packet, { timeout: 10_000, headers });
    return reply.json();
  }

  const refusedCount = async (reason: string): Promise<number> => {
    const metric = await register.getSingleMetric('boonies_rpc_caller_refused_total')?.get();
    return metric?.values.find((value) => value.labels.reason === reason)?.value ?? 0;
  };

  const claimingAdmin: CallerIdentity = { userId: randomUUID(), isAdmin: true, sessionId: randomUUID() };

  it('refuses a hand-written caller claiming to be an admin, and counts it', async () => {
    const before = await refusedCount('unsigned');
    const answer = await sendAsBus(JSON.stringify(claimingAdmin));
    expect(answer.err).toEqual({
      code: 'CALLER_UNVERIFIED',
      error: "The caller's identity could not be verified (unsigned)",
    });
    expect(answer.response).toBeUndefined();
    expect(await refusedCount('unsigned')).toBe(before + 1);
  });

  it('refuses a caller signed with any key but the gateway’s', async () => {
    const forged = new CallerSigner(generateCallerKeys().signingKey).sign(claimingAdmin);
    expect((await sendAsBus(forged)).err).toEqual({
      code: 'CALLER_UNVERIFIED',
      error: "The caller's identity could not be verified (forged)",
    });
  });

  it('without a caller, treats the request as anonymous: admins only is refused', async () => {
    expect((await sendAsBus(undefined)).err).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('answers the same request for a caller the gateway signed', async () => {
    const users = await auth.call(AUTH_RPC.adminUsers, {}, admin.caller);
    expect(users.map(({ id }) => id)).toContain(admin.user.id);
  });
});
