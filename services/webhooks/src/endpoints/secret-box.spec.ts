import { randomUUID } from 'node:crypto';
import { SecretBox, SecretUnreadable } from './secret-box';

const KEY = 'a-webhooks-secret-key-of-at-least-32-characters';
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

describe('SecretBox: endpoint secrets at rest', () => {
  const box = new SecretBox(KEY);
  const endpointId = randomUUID();

  it('seals a secret so that the stored value does not hold it, and opens it again', () => {
    const sealed = box.seal(SECRET, endpointId);
    expect(sealed).not.toContain(SECRET);
    expect(sealed).not.toContain(SECRET.slice('whsec_'.length));
    expect(SecretBox.isSealed(sealed)).toBe(true);
    expect(SecretBox.isSealed(SECRET)).toBe(false);
    expect(box.open(sealed, endpointId)).toBe(SECRET);
  });

  it('seals the same secret differently each time (a fresh IV)', () => {
    expect(box.seal(SECRET, endpointId)).not.toBe(box.seal(SECRET, endpointId));
  });

  it('opens for its own endpoint only: a sealed value copied to another row does not open', () => {
    const sealed = box.seal(SECRET, endpointId);
    expect(() => box.open(sealed, randomUUID())).toThrow(SecretUnreadable);
  });

  it('tells a secret sealed under another key from one altered in the database', () => {
    const sealed = box.seal(SECRET, endpointId);
    expect(() => new SecretBox(`${KEY}-another`).open(sealed, endpointId)).toThrow(
      /another WEBHOOKS_SECRET_KEY/,
    );

    const parts = sealed.split('.');
    const ciphertext = Buffer.from(parts[3], 'base64url');
    ciphertext[0] ^= 1;
    parts[3] = ciphertext.toString('base64url');
    expect(() => box.open(parts.join('.'), endpointId)).toThrow(/altered/);
    expect(() => box.open(SECRET, endpointId)).toThrow(/not sealed/);
  });

  it('derives the same key from the same WEBHOOKS_SECRET_KEY in every replica', () => {
    expect(new SecretBox(KEY).open(box.seal(SECRET, endpointId), endpointId)).toBe(SECRET);
  });
});
