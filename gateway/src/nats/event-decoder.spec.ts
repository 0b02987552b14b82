import { EVENTS, SessionRevokedV1 } from '@boonies/contracts';
import { decodeEvent } from './event-decoder';

const definition = EVENTS.auth.sessionRevoked;
const data = {
  sessionId: '0d6f5f5e-3b1c-4f6e-9a43-2b0e4f3f6a10',
  userId: '6a1e1b4c-8d0e-4b7a-9f51-1c2d3e4f5a6b',
};
const envelope = {
  id: '9b2f8f0e-52a4-4c55-8d8b-3f7e8e1a2b3c',
  type: definition.type,
  version: definition.version,
  occurredAt: '2026-11-21T10:00:00.000Z',
  producer: 'auth',
  correlationId: 'req-1',
  data,
};
const bytes = (value: unknown) =>
  new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value));

describe('decodeEvent', () => {
  it('gives the validated payload and its envelope', async () => {
    const decoded = await decodeEvent(bytes(envelope), definition, SessionRevokedV1);
    expect(decoded).toEqual({ ok: true, envelope: { ...envelope, data }, data });
    expect(decoded.ok && decoded.data).toBeInstanceOf(SessionRevokedV1);
  });

  it('rejects what is not an envelope', async () => {
    await expect(decodeEvent(bytes('{nope'), definition, SessionRevokedV1)).resolves.toEqual({
      ok: false,
      problem: 'The message is not an event envelope.',
    });
    await expect(
      decodeEvent(bytes({ ...envelope, data: 'x' }), definition, SessionRevokedV1),
    ).resolves.toEqual({
      ok: false,
      problem: 'The envelope carries no data.',
    });
  });

  it('rejects another event type or version', async () => {
    const decoded = await decodeEvent(bytes({ ...envelope, version: 2 }), definition, SessionRevokedV1);
    expect(decoded).toEqual({
      ok: false,
      problem: 'Expected auth.session-revoked v1, got auth.session-revoked v2.',
    });
  });

  it('rejects a payload that breaks its class rules', async () => {
    const decoded = await decodeEvent(
      bytes({ ...envelope, data: { ...data, sessionId: 42 } }),
      definition,
      SessionRevokedV1,
    );
    expect(decoded).toEqual({ ok: false, problem: 'Invalid SessionRevokedV1: sessionId must be a UUID' });
  });
});
