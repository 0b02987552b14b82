import { AUTH_EVENTS, AUTH_RPC, type UserSignedUpV1 } from '@boonies/contracts/auth';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { signalHash } from '../src/sign-up-signals/sign-up-signals';
import { AuthTestService, newAccount } from './support/auth-test-service';

const SIGNAL_HASH_KEY = `test-signal-key-${randomUUID()}`;

/** `auth.user-signed-up`: keyed hashes of the sign-up's address and device, for look-alike accounts. */
describe('rpc.auth.sign-up: the sign-up signals', () => {
  let auth: AuthTestService;

  beforeAll(async () => {
    auth = await AuthTestService.start('sign_up_signals', { SIGNAL_HASH_KEY });
  });

  afterAll(() => auth?.stop());

  async function signalsOf(userId: string) {
    const rows = await auth.outboxRows<UserSignedUpV1>(AUTH_EVENTS.userSignedUp);
    const row = rows.find(({ envelope }) => envelope.data.userId === userId);
    if (!row) throw new Error(`no user-signed-up for ${userId}`);
    return row;
  }

  it('writes user-signed-up with the creation time and keyed hashes of the address and device', async () => {
    const context = auth.newClient();
    const deviceId = randomUUID();
    const grant = await auth.signUp(newAccount({ deviceId }), context);

    const { envelope } = await signalsOf(grant.user.id);
    const [{ created_at }] = await auth.query<{ created_at: Date }>(
      'SELECT created_at FROM auth.users WHERE id = $1',
      [grant.user.id],
    );
    expect(envelope).toMatchObject({
      type: 'auth.user-signed-up',
      version: 1,
      producer: 'auth',
      correlationId: context.correlationId,
      actorId: grant.user.id,
      data: {
        userId: grant.user.id,
        signedUpAt: created_at.toISOString(),
        addressHash: signalHash(SIGNAL_HASH_KEY, 'address', context.clientIp!),
        deviceHash: signalHash(SIGNAL_HASH_KEY, 'device', deviceId),
      },
    });
    await auth.publishedToStream(AUTH_EVENTS.userSignedUp, envelope.id);
  });

  it('gives one address, and one device whatever the case of its id, the same hash', async () => {
    const deviceId = randomUUID();
    const shared = auth.newClient();
    const first = await auth.signUp(newAccount({ deviceId }), shared);
    const second = await auth.signUp(newAccount({ deviceId: deviceId.toUpperCase() }), {
      ...shared,
      correlationId: randomUUID(),
    });
    const elsewhere = await auth.signUp(newAccount({ deviceId: randomUUID() }));

    const [one, two, other] = await Promise.all(
      [first, second, elsewhere].map(async ({ user }) => (await signalsOf(user.id)).envelope.data),
    );
    expect(two.addressHash).toBe(one.addressHash);
    expect(two.deviceHash).toBe(one.deviceHash);
    expect(other.addressHash).not.toBe(one.addressHash);
    expect(other.deviceHash).not.toBe(one.deviceHash);
  });

  it('leaves a signal null when the sign-up did not carry it', async () => {
    // A call that did not come through the gateway has no client address.
    const grant = await auth.rpc.call(AUTH_RPC.signUp, newAccount(), { correlationId: randomUUID() });

    expect((await signalsOf(grant.user.id)).envelope.data).toMatchObject({
      addressHash: null,
      deviceHash: null,
    });
  });

  it('never stores nor publishes the device id, nor the address in the event', async () => {
    const context = auth.newClient();
    const deviceId = randomUUID();
    const grant = await auth.signUp(newAccount({ deviceId }), context);

    const { envelope } = await signalsOf(grant.user.id);
    const published = JSON.stringify(await auth.publishedToStream(AUTH_EVENTS.userSignedUp, envelope.id));
    for (const raw of [deviceId, context.clientIp!]) {
      expect(JSON.stringify(envelope)).not.toContain(raw);
      expect(published).not.toContain(raw);
    }
    const tables = await auth.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'auth'`,
    );
    for (const { table_name } of tables) {
      const [{ count }] = await auth.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM auth."${table_name}" t WHERE t::text ILIKE $1`,
        [`%${deviceId}%`],
      );
      expect({ table: table_name, rowsWithDeviceId: count }).toEqual({
        table: table_name,
        rowsWithDeviceId: 0,
      });
    }
  });

  it('writes nothing for a sign-up that fails, and refuses a device id that is not a uuid', async () => {
    const taken = newAccount();
    await auth.signUp(taken);
    const before = (await auth.outboxRows(AUTH_EVENTS.userSignedUp)).length;

    expect((await errorOf(auth.signUp(newAccount({ email: taken.email })))).code).toBe('EMAIL_TAKEN');
    expect(await errorOf(auth.signUp(newAccount({ deviceId: 'my-phone' })))).toEqual({
      code: 'VALIDATION_FAILED',
      error: 'deviceId must be a uuid',
      field: 'deviceId',
    });
    expect(await auth.outboxRows(AUTH_EVENTS.userSignedUp)).toHaveLength(before);
  });
});
