import { ADMIN_EVENTS, ADMIN_RPC, type EventReminderDueV1 } from '@boonies/contracts/admin';
import { AUTH_EVENTS, type UserProfileChangedV1 } from '@boonies/contracts/auth';
import type { CallerIdentity } from '@boonies/contracts/common';
import { type BlockChangedV1, type PreferencesChangedV1, SOCIAL_EVENTS } from '@boonies/contracts/social';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { EventRemindersScheduler } from '../src/calendar/event-reminders.scheduler';
import { AdminTestService, callerFor } from './support/admin-test-service';

jest.setTimeout(30_000);

describe('admin service: RSVPs, who is coming and reminders', () => {
  let admin: AdminTestService;
  const moderator = callerFor(randomUUID(), true);

  beforeAll(async () => {
    admin = await AdminTestService.start('rsvps');
  });

  afterAll(() => admin?.stop());

  const skater = async (): Promise<{ profile: UserProfileChangedV1; caller: CallerIdentity }> => {
    const profile = await admin.person(`rider_${randomUUID().slice(0, 8)}`);
    return { profile, caller: callerFor(profile.userId) };
  };
  const newEvent = (startsAt: Date, title = 'Boonies Best Trick Jam') =>
    admin.call(
      ADMIN_RPC.createEvent,
      { title, date: startsAt.toISOString(), location: 'The Boonies, main bowl' },
      moderator,
    );
  const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600_000);
  const ids = (detail: { attendees: { id: string }[] }) => detail.attendees.map(({ id }) => id);

  it('takes Going and Maybe, lists who is coming with counts, and clears an answer', async () => {
    const event = await newEvent(inDays(5));
    const [ana, ben] = [await skater(), await skater()];

    const going = await admin.call(ADMIN_RPC.setRsvp, { id: event.id, status: 'going' }, ana.caller);
    expect(going).toMatchObject({ id: event.id, myRsvp: 'going', goingCount: 1, maybeCount: 0 });
    expect(going.attendees).toEqual([
      {
        id: ana.profile.userId,
        username: ana.profile.username,
        displayName: null,
        profilePicture: null,
        status: 'going',
      },
    ]);

    await admin.call(ADMIN_RPC.setRsvp, { id: event.id, status: 'maybe' }, ben.caller);
    const seenByBen = await admin.call(ADMIN_RPC.event, { id: event.id }, ben.caller);
    expect(seenByBen).toMatchObject({ myRsvp: 'maybe', goingCount: 1, maybeCount: 1 });
    expect(ids(seenByBen)).toEqual([ana.profile.userId, ben.profile.userId]);

    // Changing the answer replaces it; clearing it takes the skater off the list.
    await admin.call(ADMIN_RPC.setRsvp, { id: event.id, status: 'going' }, ben.caller);
    const cleared = await admin.call(ADMIN_RPC.clearRsvp, { id: event.id }, ana.caller);
    expect(cleared).toMatchObject({ myRsvp: null, goingCount: 1, maybeCount: 0 });
    expect(ids(cleared)).toEqual([ben.profile.userId]);

    // An admin sees the same list and has no answer of their own.
    expect(await admin.call(ADMIN_RPC.event, { id: event.id }, moderator)).toMatchObject({
      myRsvp: null,
      goingCount: 1,
    });
  });

  it('keeps blocked skaters, private skaters and gone accounts out of each other’s lists', async () => {
    const event = await newEvent(inDays(6));
    const [viewer, blocked, blocker, hidden, gone, follower] = [
      await skater(),
      await skater(),
      await skater(),
      await skater(),
      await skater(),
      await skater(),
    ];
    for (const who of [viewer, blocked, blocker, hidden, gone, follower]) {
      await admin.call(ADMIN_RPC.setRsvp, { id: event.id, status: 'going' }, who.caller);
    }
    await admin.deliver<BlockChangedV1>(SOCIAL_EVENTS.blocked, {
      blockerId: viewer.profile.userId,
      blockedId: blocked.profile.userId,
    });
    await admin.deliver<BlockChangedV1>(SOCIAL_EVENTS.blocked, {
      blockerId: blocker.profile.userId,
      blockedId: viewer.profile.userId,
    });
    await admin.deliver<PreferencesChangedV1>(SOCIAL_EVENTS.preferencesChanged, {
      userId: hidden.profile.userId,
      notifications: { posts: true, messages: true, verifications: true, sponsorships: true, email: false },
      privacy: {
        publicProfile: false,
        showProgress: true,
        showFollowers: true,
        allowMessages: true,
        appearOnLeaderboard: true,
      },
      updatedAt: new Date().toISOString(),
    } as PreferencesChangedV1);
    await admin.deliver(SOCIAL_EVENTS.followed, {
      followerId: follower.profile.userId,
      followingId: hidden.profile.userId,
    });
    await admin.deliver<UserProfileChangedV1>(AUTH_EVENTS.userUpdated, {
      ...gone.profile,
      isActive: false,
      updatedAt: new Date().toISOString(),
    });

    const seen = await admin.call(ADMIN_RPC.event, { id: event.id }, viewer.caller);
    expect(new Set(ids(seen))).toEqual(new Set([viewer.profile.userId, follower.profile.userId]));
    expect(seen.goingCount).toBe(2);
    // Both ways: the blocked skater does not see the blocker either.
    expect(ids(await admin.call(ADMIN_RPC.event, { id: event.id }, blocked.caller))).not.toContain(
      viewer.profile.userId,
    );
    // The private skater's approved follower sees them.
    expect(ids(await admin.call(ADMIN_RPC.event, { id: event.id }, follower.caller))).toContain(
      hidden.profile.userId,
    );
    // Admins see past privacy, but blocks bind them too: the gone account stays gone.
    const adminView = ids(await admin.call(ADMIN_RPC.event, { id: event.id }, moderator));
    expect(adminView).toContain(hidden.profile.userId);
    expect(adminView).not.toContain(gone.profile.userId);
  });

  it('takes the auth service’s copy of a block too, and a block both producers carry once', async () => {
    const event = await newEvent(inDays(7));
    const [viewer, byAuth, byBoth] = [await skater(), await skater(), await skater()];
    for (const who of [viewer, byAuth, byBoth]) {
      await admin.call(ADMIN_RPC.setRsvp, { id: event.id, status: 'going' }, who.caller);
    }

    await admin.deliver(AUTH_EVENTS.blocked, {
      blockerId: viewer.profile.userId,
      blockedId: byAuth.profile.userId,
    });
    const both = await admin.deliverFromBothProducers(SOCIAL_EVENTS.blocked, {
      blockerId: viewer.profile.userId,
      blockedId: byBoth.profile.userId,
    });

    expect(ids(await admin.call(ADMIN_RPC.event, { id: event.id }, viewer.caller))).toEqual([
      viewer.profile.userId,
    ]);
    const handled = await admin.query(
      `SELECT 1 FROM admin.inbox WHERE event_id = $1 AND consumer = 'admin'`,
      [both.id],
    );
    expect(handled).toHaveLength(1);
  });

  it('answers an unknown event 404 and refuses a bad status or a missing caller', async () => {
    const someone = await skater();
    expect(await errorOf(admin.call(ADMIN_RPC.event, { id: randomUUID() }, someone.caller))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(
      await errorOf(admin.call(ADMIN_RPC.setRsvp, { id: randomUUID(), status: 'going' }, someone.caller)),
    ).toMatchObject({ code: 'NOT_FOUND' });
    const event = await newEvent(inDays(3));
    expect(
      await errorOf(
        admin.callUnchecked(ADMIN_RPC.setRsvp, { id: event.id, status: 'never' }, someone.caller),
      ),
    ).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await errorOf(admin.call(ADMIN_RPC.event, { id: event.id }))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  it('serves the event as an iCalendar file', async () => {
    const event = await newEvent(new Date('2031-06-20T14:00:00Z'), 'Night Session: Lights On!');
    const someone = await skater();
    const file = await admin.call(ADMIN_RPC.eventIcs, { id: event.id }, someone.caller);
    expect(file.filename).toBe('night-session-lights-on.ics');
    expect(file.content).toContain('BEGIN:VCALENDAR');
    expect(file.content).toContain('SUMMARY:Night Session: Lights On!');
    expect(file.content).toContain('DTSTART:20310620T140000Z');
    expect(file.content).toContain(`UID:${event.id}@the-boonies`);
  });

  it('reminds those going or maybe the day before, once each, across runs and restarts', async () => {
    const soon = await newEvent(new Date(Date.now() + 20 * 3600_000), 'Tomorrow Jam');
    const later = await newEvent(inDays(4), 'Later Jam');
    const [going, maybe, cleared] = [await skater(), await skater(), await skater()];
    await admin.call(ADMIN_RPC.setRsvp, { id: soon.id, status: 'going' }, going.caller);
    await admin.call(ADMIN_RPC.setRsvp, { id: soon.id, status: 'maybe' }, maybe.caller);
    await admin.call(ADMIN_RPC.setRsvp, { id: soon.id, status: 'going' }, cleared.caller);
    await admin.call(ADMIN_RPC.clearRsvp, { id: soon.id }, cleared.caller);
    await admin.call(ADMIN_RPC.setRsvp, { id: later.id, status: 'going' }, going.caller);

    const scheduler = admin.app.get(EventRemindersScheduler);
    const remindersOf = async () =>
      (await admin.announced<EventReminderDueV1>(ADMIN_EVENTS.eventReminderDue)).filter(
        ({ eventId }) => eventId === soon.id || eventId === later.id,
      );
    await scheduler.runOnce();
    const sent = await remindersOf();
    expect(sent.map(({ userId, status }) => [userId, status]).sort()).toEqual(
      [
        [going.profile.userId, 'going'],
        [maybe.profile.userId, 'maybe'],
      ].sort(),
    );
    expect(sent[0]).toMatchObject({
      eventId: soon.id,
      title: 'Tomorrow Jam',
      location: 'The Boonies, main bowl',
    });

    // Another run, as after a restart, sends nothing again; the later event's turn comes three days on.
    await scheduler.runOnce();
    expect(await remindersOf()).toHaveLength(2);
    await scheduler.runOnce(new Date(Date.now() + 3 * 24 * 3600_000 + 3600_000));
    const all = await remindersOf();
    expect(all).toHaveLength(3);
    expect(all[2]).toMatchObject({ eventId: later.id, userId: going.profile.userId });
  });
});
