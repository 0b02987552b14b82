import { AUTH_EVENTS, SessionRevokedV1 } from '@boonies/contracts/auth';
import { buildEventEnvelope } from './event-envelope.factory';
import { decodeEnvelope, decodeEvent, decodePayload, type ReceivedEnvelope } from './received-event.decoder';

const encode = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
const revoked = {
  sessionId: '0d6f5f5e-3b1c-4f6e-9a43-2b0e4f3f6a10',
  userId: '6a1e1b4c-8d0e-4b7a-9f51-1c2d3e4f5a6b',
};
const envelope = buildEventEnvelope(AUTH_EVENTS.sessionRevoked, revoked, {
  producer: 'auth',
  correlationId: 'c-1',
});

async function decodedEnvelope(value: unknown): Promise<ReceivedEnvelope> {
  const decoded = await decodeEnvelope(encode(value));
  if (!decoded.ok) throw new Error(decoded.problem);
  return decoded.value;
}

describe('decodeEnvelope', () => {
  it('accepts an envelope built by a producer', async () => {
    await expect(decodeEnvelope(encode(envelope))).resolves.toEqual({ ok: true, value: envelope });
  });

  it('accepts an envelope with the puppet an admin acted as, and one from a producer that never sets it', async () => {
    const masked = { ...envelope, actorId: revoked.userId, actingAs: '7b2f1c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' };
    await expect(decodeEnvelope(encode(masked))).resolves.toEqual({ ok: true, value: masked });
    expect(envelope).not.toHaveProperty('actingAs');
    await expect(decodeEnvelope(encode(envelope))).resolves.toMatchObject({ ok: true });
  });

  it('rejects an actingAs that is not an account id', async () => {
    const decoded = await decodeEnvelope(encode({ ...envelope, actingAs: 'puppet' }));
    expect(decoded).toEqual({ ok: false, problem: 'Invalid envelope: actingAs must be a UUID' });
  });

  it('keeps the admin mark and the target, and rejects a target of an unknown kind or owner', async () => {
    const target = { type: 'post', id: 'p1', ownerId: '7b2f1c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' };
    const marked = await decodeEnvelope(encode({ ...envelope, asAdmin: true, target }));
    expect(marked).toMatchObject({ ok: true, value: { asAdmin: true, target } });
    const catalogue = await decodeEnvelope(encode({ ...envelope, target: { ...target, ownerId: null } }));
    expect(catalogue.ok).toBe(true);
    const unknownKind = await decodeEnvelope(encode({ ...envelope, target: { ...target, type: 'planet' } }));
    expect(unknownKind.ok).toBe(false);
    const badOwner = await decodeEnvelope(encode({ ...envelope, target: { ...target, ownerId: 'x' } }));
    expect(badOwner.ok).toBe(false);
    expect((await decodeEnvelope(encode({ ...envelope, asAdmin: 'yes' }))).ok).toBe(false);
  });

  it('rejects a body that is not JSON or not an object', async () => {
    await expect(decodeEnvelope(encode('{oops'))).resolves.toEqual({
      ok: false,
      problem: 'The message is not JSON.',
    });
    await expect(decodeEnvelope(encode([1]))).resolves.toEqual({
      ok: false,
      problem: 'The message is not an event envelope.',
    });
  });

  it('names every envelope field that is wrong', async () => {
    const decoded = await decodeEnvelope(encode({ ...envelope, id: 'not-a-uuid', version: 0, data: 'x' }));
    expect(decoded.ok).toBe(false);
    if (decoded.ok) return;
    expect(decoded.problem).toContain('id must be a UUID');
    expect(decoded.problem).toContain('version must not be less than 1');
    expect(decoded.problem).toContain('data must be an object');
  });
});

describe('decodePayload', () => {
  it('gives a validated instance of the payload class', async () => {
    const decoded = await decodePayload(await decodedEnvelope(envelope), AUTH_EVENTS.sessionRevoked);
    expect(decoded).toEqual({ ok: true, value: expect.any(SessionRevokedV1) });
    expect(decoded.ok && decoded.value).toEqual(revoked);
  });

  it('rejects a payload that breaks the rules of its class', async () => {
    const broken = await decodedEnvelope({ ...envelope, data: { ...revoked, userId: 42 } });
    await expect(decodePayload(broken, AUTH_EVENTS.sessionRevoked)).resolves.toEqual({
      ok: false,
      problem: 'Invalid SessionRevokedV1: userId must be a UUID',
    });
  });

  it('rejects an envelope of another type or version than the subscribed event', async () => {
    const newer = await decodedEnvelope({ ...envelope, version: 2 });
    await expect(decodePayload(newer, AUTH_EVENTS.sessionRevoked)).resolves.toEqual({
      ok: false,
      problem: 'Envelope type auth.session-revoked v2 does not match auth.session-revoked v1.',
    });
  });
});

describe('decodeEvent', () => {
  it('gives the validated payload and its envelope', async () => {
    const decoded = await decodeEvent(encode(envelope), AUTH_EVENTS.sessionRevoked);
    expect(decoded.ok && decoded.value.data).toBeInstanceOf(SessionRevokedV1);
    expect(decoded.ok && decoded.value.envelope).toMatchObject({ id: envelope.id, data: revoked });
  });

  it('stops at a broken envelope', async () => {
    const decoded = await decodeEvent('{nope', AUTH_EVENTS.sessionRevoked);
    expect(decoded).toEqual({ ok: false, problem: 'The message is not JSON.' });
  });

  it('stops at another event type', async () => {
    const decoded = await decodeEvent(encode(envelope), AUTH_EVENTS.userUpdated);
    expect(decoded.ok).toBe(false);
  });
});
