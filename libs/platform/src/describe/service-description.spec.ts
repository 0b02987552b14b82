import { defineEvent } from '@boonies/contracts/events';
import { IsString } from 'class-validator';
import { publishedEventsOf } from './service-description';

class SessionRevokedV1 {
  @IsString()
  userId!: string;
}

class SessionRevokedV2 extends SessionRevokedV1 {
  @IsString()
  reason!: string;
}

describe('the events a service describes itself as publishing', () => {
  it('lists both versions of an event being replaced and marks the old one with its retirement day', () => {
    const published = publishedEventsOf([
      defineEvent('auth', 'session-revoked', 2, SessionRevokedV2),
      defineEvent('auth', 'session-revoked', 1, SessionRevokedV1, { retiresAfter: '2027-03-31' }),
      defineEvent('auth', 'followed', 1, SessionRevokedV1),
    ]);

    expect(published).toEqual({
      publishes: [
        'events.auth.followed.v1',
        'events.auth.session-revoked.v1',
        'events.auth.session-revoked.v2',
      ],
      deprecated: [{ subject: 'events.auth.session-revoked.v1', retiresAfter: '2027-03-31' }],
    });
  });

  it('marks nothing deprecated when no version is retiring', () => {
    expect(publishedEventsOf([defineEvent('auth', 'followed', 1, SessionRevokedV1)]).deprecated).toEqual([]);
  });
});
