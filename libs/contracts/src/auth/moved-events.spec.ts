import { SOCIAL_EVENTS } from '../social/social.events';
import { AUTH_EVENTS } from './auth.events';
import { currentEventType, isEventType, movedFrom } from './moved-events';

describe('an event that moved to another producer', () => {
  it('is known by its successor’s type, whichever producer’s copy carries it', () => {
    expect(currentEventType('auth.blocked')).toBe('social.blocked');
    expect(currentEventType('social.blocked')).toBe('social.blocked');
    expect(currentEventType('auth.user-updated')).toBe('auth.user-updated');
  });

  it('matches either copy, and no other event', () => {
    expect(isEventType('auth.followed', SOCIAL_EVENTS.followed)).toBe(true);
    expect(isEventType('social.followed', SOCIAL_EVENTS.followed)).toBe(true);
    expect(isEventType('social.followed', AUTH_EVENTS.followed)).toBe(true);
    expect(isEventType('auth.unfollowed', SOCIAL_EVENTS.followed)).toBe(false);
    expect(isEventType('social.unblocked', AUTH_EVENTS.blocked)).toBe(false);
  });

  it('names the auth event a social event moved from', () => {
    expect(movedFrom(SOCIAL_EVENTS.preferencesChanged)).toBe(AUTH_EVENTS.preferencesChanged);
    expect(movedFrom(AUTH_EVENTS.userUpdated)).toBeUndefined();
  });
});
