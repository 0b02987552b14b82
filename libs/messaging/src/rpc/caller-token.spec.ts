import type { CallerIdentity } from '@boonies/contracts/common';
import { JwtService } from '@nestjs/jwt';
import { createPrivateKey } from 'node:crypto';
import {
  CALLER_TOKEN_TTL_SECONDS,
  CallerSigner,
  CallerTokenError,
  CallerVerifier,
  generateCallerKeys,
  isCallerKey,
} from './caller-token';

const keys = generateCallerKeys();
const caller: CallerIdentity = {
  userId: '6f1c1b8e-8d4b-4a3e-9a55-0c1d2e3f4a5b',
  isAdmin: false,
  sessionId: 'b5a7c0de-1111-4222-8333-944455556666',
};

/** A token signed with the gateway's key but with claims of the test's choosing. */
function tokenWith(claims: object, options: { issuer?: string; audience?: string } = {}): string {
  const jwt = new JwtService({
    privateKey: createPrivateKey({
      key: Buffer.from(keys.signingKey, 'base64'),
      format: 'der',
      type: 'pkcs8',
    }),
  });
  return jwt.sign(claims, {
    algorithm: 'ES256',
    issuer: options.issuer ?? 'boonies-gateway',
    audience: options.audience ?? 'boonies-services',
  });
}

function refusal(verify: () => unknown): string | undefined {
  try {
    verify();
    return undefined;
  } catch (error) {
    return error instanceof CallerTokenError ? error.reason : `unexpected: ${String(error)}`;
  }
}

describe('caller tokens', () => {
  const verifier = new CallerVerifier(keys.verifyKey);

  it('carries the caller from the gateway to a service, puppet and admin flags included', () => {
    const signer = new CallerSigner(keys.signingKey);
    expect(verifier.verify(signer.sign(caller))).toEqual(caller);
    const puppet = { ...caller, isAdmin: true, actingAdminId: '0a0b0c0d-0000-4000-8000-000000000001' };
    expect(verifier.verify(signer.sign(puppet))).toEqual(puppet);
  });

  it('reuses a caller’s token for a burst of calls instead of signing each', () => {
    const signer = new CallerSigner(keys.signingKey);
    expect(signer.sign(caller)).toBe(signer.sign(caller));
    expect(signer.sign(caller)).not.toBe(signer.sign({ ...caller, isAdmin: true }));
  });

  it.each([
    ['a caller written as plain JSON', JSON.stringify({ ...caller, isAdmin: true }), 'unsigned'],
    [
      'a token signed with another key',
      new CallerSigner(generateCallerKeys().signingKey).sign(caller),
      'forged',
    ],
    ['a token whose claims were edited', tamperedAdminToken(), 'forged'],
    ['a token for another audience', tokenWith({ sub: caller.userId }, { audience: 'elsewhere' }), 'forged'],
    ['a token from another issuer', tokenWith({ sub: caller.userId }, { issuer: 'someone' }), 'forged'],
    [
      'an expired token',
      tokenWith({ sub: caller.userId, exp: Math.floor(Date.now() / 1000) - 60 }),
      'expired',
    ],
    ['garbage', 'not-a-token', 'forged'],
  ])('refuses %s', (_, token, reason) => {
    expect(refusal(() => verifier.verify(token))).toBe(reason);
  });

  it('remembers a verified token until it expires, and never a refused one', () => {
    const signer = new CallerSigner(keys.signingKey);
    const token = signer.sign(caller);
    expect(verifier.verify(token)).toEqual(caller);
    expect(verifier.verify(token)).toEqual(caller);
    const expired = tokenWith({ sub: caller.userId, exp: Math.floor(Date.now() / 1000) - 60 });
    expect(refusal(() => verifier.verify(expired))).toBe('expired');
    expect(refusal(() => verifier.verify(expired))).toBe('expired');
  });

  it('refuses every token when the service has no key to verify with', () => {
    const signed = new CallerSigner(keys.signingKey).sign(caller);
    expect(refusal(() => new CallerVerifier(undefined).verify(signed))).toBe('no_key');
  });

  it('lives a few seconds', () => {
    const signed = new CallerSigner(keys.signingKey).sign(caller);
    const claims = JSON.parse(Buffer.from(signed.split('.')[1], 'base64url').toString()) as {
      iat: number;
      exp: number;
    };
    expect(claims.exp - claims.iat).toBe(CALLER_TOKEN_TTL_SECONDS);
  });

  it('tells keys of each kind apart for configuration checks', () => {
    expect(isCallerKey(keys.signingKey, 'signing')).toBe(true);
    expect(isCallerKey(keys.verifyKey, 'verify')).toBe(true);
    expect(isCallerKey(keys.verifyKey, 'signing')).toBe(false);
    expect(isCallerKey('bm90IGEga2V5', 'verify')).toBe(false);
  });
});

/** A genuine token whose payload was rewritten to claim admin, keeping the original signature. */
function tamperedAdminToken(): string {
  const [header, payload, signature] = new CallerSigner(keys.signingKey).sign(caller).split('.');
  const claims = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), adm: true };
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}
