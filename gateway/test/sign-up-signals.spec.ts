import { randomUUID } from 'node:crypto';
import { AUTH_EVENTS, type UserSignedUpV1 } from '@boonies/contracts/auth';
import type { RunningSystem } from '@boonies/testing';
import request from 'supertest';
import { Browser, newAccount, randomClientIp } from './support/browser';
import { startAuthSystem, SYSTEM_START_TIMEOUT_MS } from './support/system';
import { runSql } from './support/tricks-system';

/** The `user-signed-up` event the auth service wrote for the account. */
async function signalsOf(system: RunningSystem, userId: string): Promise<UserSignedUpV1> {
  const rows = (await runSql(
    system,
    `SELECT envelope->'data' AS data FROM auth.outbox WHERE subject = $1 AND envelope->'data'->>'userId' = $2`,
    [AUTH_EVENTS.userSignedUp.subject, userId],
  )) as { data: UserSignedUpV1 }[];
  if (rows.length !== 1) throw new Error(`${rows.length} user-signed-up events for ${userId}`);
  return rows[0]!.data;
}

/**
 * The sign-up signals travel from the browser to the auth service through the gateway: the device id in
 * the body, the client address from the connection or, behind a trusted proxy, from `X-Forwarded-For`
 * (a simulation of many addresses relies on that).
 */
describe('sign-up signals through the gateway', () => {
  describe('behind a trusted proxy (TRUST_PROXY=true)', () => {
    let system: RunningSystem;

    beforeAll(async () => {
      system = await startAuthSystem('gateway-sign-up-signals');
    }, SYSTEM_START_TIMEOUT_MS);

    afterAll(() => system?.stop());

    async function signUpFrom(ip: string, extra: object = {}): Promise<UserSignedUpV1> {
      const response = await new Browser(system.baseUrl, ip).post('/api/auth/signup', {
        ...newAccount(),
        ...extra,
      });
      expect(response.status).toBe(201);
      return signalsOf(system, response.body.id);
    }

    it('accepts a device id and passes it on, hashed like the address', async () => {
      const deviceId = randomUUID();
      const signals = await signUpFrom(randomClientIp(), { deviceId });
      expect(signals).toEqual({
        userId: expect.any(String),
        signedUpAt: expect.any(String),
        addressHash: expect.stringMatching(/^[\w-]{43}$/),
        deviceHash: expect.stringMatching(/^[\w-]{43}$/),
      });
      expect((await signUpFrom(randomClientIp(), { deviceId })).deviceHash).toBe(signals.deviceHash);
      expect((await signUpFrom(randomClientIp())).deviceHash).toBeNull();
    });

    it('takes the client address from X-Forwarded-For, the entry the proxy added', async () => {
      const ip = randomClientIp();
      const first = await signUpFrom(ip);
      expect((await signUpFrom(ip)).addressHash).toBe(first.addressHash);
      expect((await signUpFrom(randomClientIp())).addressHash).not.toBe(first.addressHash);
      // What the client wrote before it is the client's word, not the proxy's: it changes nothing.
      expect((await signUpFrom(`203.0.113.9, ${ip}`)).addressHash).toBe(first.addressHash);
      expect(JSON.stringify(first)).not.toContain(ip);
    });
  });

  describe('reached directly (TRUST_PROXY=false)', () => {
    let system: RunningSystem;

    beforeAll(async () => {
      system = await startAuthSystem('gateway-sign-up-untrusted', { TRUST_PROXY: 'false' });
    }, SYSTEM_START_TIMEOUT_MS);

    afterAll(() => system?.stop());

    it('ignores X-Forwarded-For: the address is the connection', async () => {
      const signUp = async (forwardedFor: string) => {
        const response = await request(system.baseUrl)
          .post('/api/auth/signup')
          .set('X-Requested-With', 'boonies')
          .set('X-Forwarded-For', forwardedFor)
          .send(newAccount());
        expect(response.status).toBe(201);
        return signalsOf(system, response.body.id);
      };
      const [one, two] = [await signUp(randomClientIp()), await signUp(randomClientIp())];
      expect(one.addressHash).not.toBeNull();
      expect(two.addressHash).toBe(one.addressHash);
    });
  });
});
