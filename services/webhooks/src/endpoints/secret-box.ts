import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/** What a sealed secret starts with: the format's version, so a later format can be told apart. */
const SEALED_PREFIX = 'aesgcm1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A secret that cannot be opened: sealed with another key, or altered in the database. */
export class SecretUnreadable extends Error {}

/**
 * Endpoint secrets at rest: AES-256-GCM under a key derived (HKDF-SHA256) from WEBHOOKS_SECRET_KEY, each
 * with its own random IV and bound to its endpoint's id (the additional data), so a sealed secret copied to
 * another endpoint's row does not open. A sealed value is `aesgcm1.<key id>.<iv>.<ciphertext>.<tag>`
 * (base64url): the key id, a hash of the derived key, tells a secret sealed under another key from one
 * that was tampered with.
 */
export class SecretBox {
  private readonly key: Buffer;
  private readonly keyId: string;

  constructor(secretKey: string) {
    this.key = Buffer.from(hkdfSync('sha256', secretKey, '', 'boonies webhooks endpoint secrets', 32));
    this.keyId = createHash('sha256').update(this.key).digest('base64url').slice(0, 8);
  }

  /** Whether a stored value is sealed (rather than a secret stored as given, before sealing existed). */
  static isSealed(stored: string): boolean {
    return stored.startsWith(`${SEALED_PREFIX}.`);
  }

  seal(secret: string, endpointId: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(endpointId));
    const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [SEALED_PREFIX, this.keyId, iv, ciphertext, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  open(sealed: string, endpointId: string): string {
    const [prefix, keyId, iv, ciphertext, tag, ...rest] = sealed.split('.');
    if (prefix !== SEALED_PREFIX || !iv || !ciphertext || !tag || rest.length > 0) {
      throw new SecretUnreadable('The endpoint secret is not sealed');
    }
    if (keyId !== this.keyId) {
      throw new SecretUnreadable('The endpoint secret was sealed under another WEBHOOKS_SECRET_KEY');
    }
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(endpointId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new SecretUnreadable('The endpoint secret does not open: it was altered');
    }
  }
}
