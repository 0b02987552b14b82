import type { CallerIdentity } from '@boonies/contracts/common';
import { JwtService } from '@nestjs/jwt';
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';

const ISSUER = 'boonies-gateway';
const AUDIENCE = 'boonies-services';
const ALGORITHM = 'ES256';
/** A token lives a few seconds: long enough for a call and its retries, too short to be worth replaying. */
export const CALLER_TOKEN_TTL_SECONDS = 30;
/** The signer reuses a caller's token for a third of its life, so one sign serves a burst of calls. */
const REUSE_MS = (CALLER_TOKEN_TTL_SECONDS * 1000) / 3;
const CLOCK_TOLERANCE_SECONDS = 5;
const REUSE_CACHE_MAX = 10_000;
/** Verified tokens a service remembers at most; more than that many live callers start it over. */
const REMEMBERED_MAX = 10_000;

/** The claims of a caller token, named as JWT names them where it has a name. */
interface CallerClaims {
  sub: string;
  sid: string;
  adm: boolean;
  act?: string;
}

/** Why a service refused a caller token: each is counted, and named in the error. */
export type CallerRefusal = 'unsigned' | 'expired' | 'forged' | 'no_key';

export class CallerTokenError extends Error {
  constructor(readonly reason: CallerRefusal) {
    super(`The caller's identity could not be verified (${reason.replace('_', ' ')})`);
    this.name = 'CallerTokenError';
  }
}

/** A key pair as the environment carries it: base64 DER, one line each (PKCS#8 private, SPKI public). */
export interface CallerKeys {
  signingKey: string;
  verifyKey: string;
}

export function generateCallerKeys(): CallerKeys {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    signingKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    verifyKey: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
  };
}

function privateKeyOf(base64: string): KeyObject {
  return createPrivateKey({ key: Buffer.from(base64, 'base64'), format: 'der', type: 'pkcs8' });
}

function publicKeyOf(base64: string): KeyObject {
  return createPublicKey({ key: Buffer.from(base64, 'base64'), format: 'der', type: 'spki' });
}

/** Whether `base64` holds a key of the kind named: for configuration checks. */
export function isCallerKey(base64: string, kind: 'signing' | 'verify'): boolean {
  try {
    (kind === 'signing' ? privateKeyOf : publicKeyOf)(base64);
    return true;
  } catch {
    return false;
  }
}

/** The gateway's side: signs the caller of each request with the private key only the gateway holds. */
export class CallerSigner {
  private readonly jwt: JwtService;
  private readonly reused = new Map<string, { token: string; until: number }>();

  constructor(signingKey: string) {
    this.jwt = new JwtService({
      privateKey: privateKeyOf(signingKey),
      signOptions: {
        algorithm: ALGORITHM,
        issuer: ISSUER,
        audience: AUDIENCE,
        expiresIn: CALLER_TOKEN_TTL_SECONDS,
      },
    });
  }

  sign(caller: CallerIdentity): string {
    const claims: CallerClaims = {
      sub: caller.userId,
      sid: caller.sessionId,
      adm: caller.isAdmin,
      ...(caller.actingAdminId ? { act: caller.actingAdminId } : {}),
    };
    const key = JSON.stringify(claims);
    const now = Date.now();
    const cached = this.reused.get(key);
    if (cached && cached.until > now) return cached.token;
    const token = this.jwt.sign(claims);
    if (this.reused.size >= REUSE_CACHE_MAX) this.reused.clear();
    this.reused.set(key, { token, until: now + REUSE_MS });
    return token;
  }
}

/**
 * A service's side: accepts only tokens the gateway's key signed, for services, and still valid. The
 * gateway reuses a caller's token for a burst of calls, so a verified token is remembered until it expires
 * and the signature is checked once per token rather than once per call.
 */
export class CallerVerifier {
  private readonly jwt?: JwtService;
  private readonly remembered = new Map<string, { caller: CallerIdentity; until: number }>();

  /** Without a key nothing can be verified, so every caller token is refused. */
  constructor(verifyKey: string | undefined) {
    if (verifyKey) this.jwt = new JwtService({ publicKey: publicKeyOf(verifyKey) });
  }

  verify(token: string): CallerIdentity {
    if (!this.jwt) throw new CallerTokenError('no_key');
    const known = this.remembered.get(token);
    if (known && known.until > Date.now()) return known.caller;
    // A caller written as plain JSON is what an unsigned client sends.
    if (token.startsWith('{')) throw new CallerTokenError('unsigned');
    let claims: CallerClaims & { exp: number };
    try {
      claims = this.jwt.verify<CallerClaims & { exp: number }>(token, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      });
    } catch (error) {
      throw new CallerTokenError((error as Error).name === 'TokenExpiredError' ? 'expired' : 'forged');
    }
    const caller: CallerIdentity = {
      userId: claims.sub,
      sessionId: claims.sid,
      isAdmin: claims.adm === true,
      ...(claims.act ? { actingAdminId: claims.act } : {}),
    };
    if (this.remembered.size >= REMEMBERED_MAX) this.remembered.clear();
    this.remembered.set(token, { caller, until: claims.exp * 1000 });
    return caller;
  }
}
