import { AUTH_EVENTS } from '@boonies/contracts/auth';
import { buildEventEnvelope } from './event-envelope.factory';

describe('buildEventEnvelope', () => {
  const data = {
    sessionId: '0d6f5f5e-3b1c-4f6e-9a43-2b0e4f3f6a10',
    userId: '6a1e1b4c-8d0e-4b7a-9f51-1c2d3e4f5a6b',
  };
  const meta = { producer: 'auth' as const, correlationId: 'req-42' };

  it('stamps the versioned type of the event, its producer, correlation and time', () => {
    const occurredAt = new Date('2025-11-21T10:00:00.000Z');
    const envelope = buildEventEnvelope(AUTH_EVENTS.sessionRevoked, data, meta, occurredAt);
    expect(envelope).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      type: 'auth.session-revoked',
      version: 1,
      occurredAt: '2025-11-21T10:00:00.000Z',
      producer: 'auth',
      correlationId: 'req-42',
      data,
    });
    expect(envelope).not.toHaveProperty('actorId');
  });

  it('records the actor when there is one', () => {
    const envelope = buildEventEnvelope(AUTH_EVENTS.sessionRevoked, data, { ...meta, actorId: 'admin-1' });
    expect(envelope.actorId).toBe('admin-1');
  });

  it('records the puppet an admin acted as, and leaves it out otherwise', () => {
    const puppetId = '7b2f1c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    const masked = buildEventEnvelope(AUTH_EVENTS.sessionRevoked, data, {
      ...meta,
      actorId: 'admin-1',
      actingAs: puppetId,
    });
    expect(masked).toMatchObject({ actorId: 'admin-1', actingAs: puppetId });
    expect(buildEventEnvelope(AUTH_EVENTS.sessionRevoked, data, meta)).not.toHaveProperty('actingAs');
  });

  it('gives every occurrence its own id', () => {
    const first = buildEventEnvelope(AUTH_EVENTS.sessionRevoked, data, meta);
    const second = buildEventEnvelope(AUTH_EVENTS.sessionRevoked, data, meta);
    expect(first.id).not.toBe(second.id);
  });
});
