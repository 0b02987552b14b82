import { ADMIN_RPC, type AuditEntryDto } from '@boonies/contracts/admin';
import { AUTH_EVENTS, type PuppetModeChangedV1, type UserFlagsChangedV1 } from '@boonies/contracts/auth';
import { type PostCreatedV1, POSTS_EVENTS } from '@boonies/contracts/posts';
import { SOCIAL_EVENTS } from '@boonies/contracts/social';
import { waitFor } from '@boonies/service-testing';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { AdminTestService, callerFor } from './support/admin-test-service';

// The service reads six producers' streams; starting them all outlasts Jest's default 5 s on a busy machine.
jest.setTimeout(30_000);

describe('admin service: audit log and events calendar', () => {
  let admin: AdminTestService;
  const moderator = callerFor(randomUUID(), true);
  const skater = callerFor(randomUUID());

  beforeAll(async () => {
    admin = await AdminTestService.start('audit');
  });

  afterAll(() => admin?.stop());

  const auditLog = (query = {}) => admin.call(ADMIN_RPC.auditLog, query, moderator);
  const entryOf = async (id: string): Promise<AuditEntryDto | undefined> =>
    (await auditLog({ limit: 100 })).entries.find((entry) => entry.id === id);

  describe('audit log from events', () => {
    it('records an event taken as a puppet: who, what, when and as whom, once', async () => {
      const [real, puppet] = [await admin.person('park.admin'), await admin.person('grom_gabe')];
      const post: PostCreatedV1 = {
        postId: randomUUID(),
        userId: puppet.userId,
        postType: 'text',
        taggedTricks: [],
        createdAt: new Date().toISOString(),
      };
      const envelope = admin.maskedEnvelope(POSTS_EVENTS.postCreated, post, real.userId, puppet.userId);
      await admin.deliverEnvelope(POSTS_EVENTS.postCreated, envelope);

      expect(await entryOf(envelope.id)).toEqual({
        id: envelope.id,
        action: 'posts.post-created',
        summary: 'Posted',
        subjectId: post.postId,
        target: { type: 'post', id: post.postId, owner: null },
        mode: 'puppet',
        actor: { id: real.userId, username: 'park.admin' },
        actingAs: { id: puppet.userId, username: 'grom_gabe' },
        occurredAt: envelope.occurredAt,
        correlationId: envelope.correlationId,
      });

      // Redelivered after JetStream's duplicate window: the inbox turns it away, one entry stays.
      await admin.redeliver(POSTS_EVENTS.postCreated, envelope);
      const rows = await admin.query('SELECT id FROM admin.audit_log WHERE id = $1', [envelope.id]);
      expect(rows).toHaveLength(1);
    });

    it('leaves out what people do as themselves', async () => {
      const post = {
        postId: randomUUID(),
        userId: skater.userId,
        postType: 'text',
        taggedTricks: [],
        createdAt: new Date().toISOString(),
      };
      const envelope = await admin.deliverIgnored(POSTS_EVENTS.postCreated, post, { actorId: skater.userId });
      expect(await entryOf(envelope.id)).toBeUndefined();
    });

    it('records puppet mode and user flag changes, the admin actions of the auth service', async () => {
      const real = await admin.person('flag.admin');
      const mode: PuppetModeChangedV1 = {
        sessionId: randomUUID(),
        adminId: real.userId,
        puppetId: randomUUID(),
        puppetUsername: 'ledge_lucia',
        mode: 'assumed',
      };
      const assumed = await admin.deliver(AUTH_EVENTS.puppetModeChanged, mode, { actorId: real.userId });
      const flags: UserFlagsChangedV1 = {
        userId: randomUUID(),
        username: 'kenji',
        isVerified: true,
        isTrusted: false,
        changed: ['isVerified'],
      };
      const flagged = await admin.deliver(AUTH_EVENTS.userFlagsChanged, flags, { actorId: real.userId });

      expect(await entryOf(assumed.id)).toMatchObject({
        action: 'auth.puppet-mode-changed',
        summary: 'Assumed the puppet @ledge_lucia',
        subjectId: mode.puppetId,
        actor: { id: real.userId, username: 'flag.admin' },
        actingAs: null,
      });
      expect(await entryOf(flagged.id)).toMatchObject({
        action: 'auth.user-flags-changed',
        summary: 'Verified @kenji',
        subjectId: flags.userId,
        actor: { id: real.userId },
      });
    });

    it('files an event that moved to another producer under its current type, from either copy', async () => {
      const real = randomUUID();
      const puppet = randomUUID();
      const envelope = admin.maskedEnvelope(
        AUTH_EVENTS.blocked,
        { blockerId: puppet, blockedId: real },
        real,
        puppet,
      );
      await admin.deliverEnvelope(AUTH_EVENTS.blocked, envelope);
      expect(await waitFor(() => entryOf(envelope.id), { description: 'audit entry' })).toMatchObject({
        action: 'social.blocked',
        actor: { id: real },
      });
    });

    it('pages newest first with a cursor, for admins only', async () => {
      const real = randomUUID();
      const puppet = randomUUID();
      const base = Date.now() + 60 * 60_000;
      const ids: string[] = [];
      for (let minute = 0; minute < 3; minute += 1) {
        const envelope = {
          ...admin.maskedEnvelope(
            SOCIAL_EVENTS.followed,
            { followerId: puppet, followingId: real },
            real,
            puppet,
          ),
          occurredAt: new Date(base + minute * 60_000).toISOString(),
        };
        await admin.deliverEnvelope(SOCIAL_EVENTS.followed, envelope);
        ids.push(envelope.id);
      }
      // The people projection also reads these events; the audit log's own consumer may record them later.
      for (const id of ids) await waitFor(() => entryOf(id), { description: `audit entry ${id}` });
      const first = await auditLog({ limit: 2 });
      expect(first.entries.map(({ id }) => id)).toEqual([ids[2], ids[1]]);
      expect(first.entries[0]).toMatchObject({
        summary: 'Followed a skater',
        actor: { id: real, username: null },
      });
      const second = await auditLog({ limit: 2, before: first.nextCursor ?? undefined });
      expect(second.entries[0].id).toBe(ids[0]);

      expect(await errorOf(admin.call(ADMIN_RPC.auditLog, {}, skater))).toEqual({
        code: 'FORBIDDEN',
        error: 'Admin access required',
      });
      expect(await errorOf(admin.call(ADMIN_RPC.auditLog, { before: 'nonsense' }, moderator))).toMatchObject({
        code: 'VALIDATION_FAILED',
        field: 'before',
      });
    });
  });

  describe('events calendar', () => {
    it('opens with two seeded upcoming events, soonest first, for anyone signed in', async () => {
      const events = await admin.call(ADMIN_RPC.events, {}, skater);
      expect(events).toHaveLength(2);
      expect(events.map(({ title }) => title)).toEqual([
        'Boonies Best Trick Jam',
        'Beginner Clinic: Drop-ins and Pumping',
      ]);
      for (const event of events) expect(Date.parse(event.date)).toBeGreaterThan(Date.now());
      expect(await errorOf(admin.call(ADMIN_RPC.events, {}))).toMatchObject({ code: 'UNAUTHENTICATED' });
    });

    it('admins add, edit and remove events; each change is in the audit log', async () => {
      const created = await admin.call(
        ADMIN_RPC.createEvent,
        { title: '  Night Session  ', date: '2099-07-04T19:00:00Z', location: 'The Boonies, street course' },
        moderator,
      );
      expect(created).toEqual({
        id: expect.any(String),
        title: 'Night Session',
        date: '2099-07-04T19:00:00.000Z',
        location: 'The Boonies, street course',
      });
      const edited = await admin.call(
        ADMIN_RPC.updateEvent,
        { id: created.id, title: 'Night Session (lights on)' },
        moderator,
      );
      expect(edited).toMatchObject({
        id: created.id,
        title: 'Night Session (lights on)',
        date: created.date,
      });
      expect((await admin.call(ADMIN_RPC.events, {}, skater)).at(-1)).toEqual(edited);

      expect(await admin.call(ADMIN_RPC.deleteEvent, { id: created.id }, moderator)).toEqual({
        deleted: true,
        id: created.id,
      });
      expect(await errorOf(admin.call(ADMIN_RPC.deleteEvent, { id: created.id }, moderator))).toMatchObject({
        code: 'NOT_FOUND',
      });

      const changes = (await auditLog({ limit: 100 })).entries.filter(
        ({ subjectId }) => subjectId === created.id,
      );
      expect(changes.map(({ action, summary, actor }) => [action, summary, actor?.id])).toEqual([
        ['admin.calendar-event-deleted', 'Removed the event "Night Session (lights on)"', moderator.userId],
        ['admin.calendar-event-updated', 'Edited the event "Night Session (lights on)"', moderator.userId],
        ['admin.calendar-event-created', 'Added the event "Night Session"', moderator.userId],
      ]);
    });

    it('past events only with scope=all, after the upcoming ones', async () => {
      const past = await admin.call(
        ADMIN_RPC.createEvent,
        { title: 'Last year’s jam', date: '2020-05-01', location: 'The Boonies' },
        moderator,
      );
      expect((await admin.call(ADMIN_RPC.events, {}, skater)).map(({ id }) => id)).not.toContain(past.id);
      const all = await admin.call(ADMIN_RPC.events, { scope: 'all' }, skater);
      expect(all.at(-1)?.id).toBe(past.id);
      await admin.call(ADMIN_RPC.deleteEvent, { id: past.id }, moderator);
    });

    it('only admins change the calendar', async () => {
      const body = { title: 'Jam', date: '2099-01-01', location: 'Park' };
      const [seeded] = await admin.call(ADMIN_RPC.events, {}, skater);
      for (const call of [
        admin.call(ADMIN_RPC.createEvent, body, skater),
        admin.call(ADMIN_RPC.updateEvent, { id: seeded.id, title: 'Mine now' }, skater),
        admin.call(ADMIN_RPC.deleteEvent, { id: seeded.id }, skater),
      ]) {
        expect(await errorOf(call)).toEqual({ code: 'FORBIDDEN', error: 'Admin access required' });
      }
    });

    it('validates title and location (1–100 characters) and the date (ISO 8601), naming the field', async () => {
      const valid = { title: 'Jam', date: '2099-01-01T10:00:00Z', location: 'Park' };
      for (const [body, field] of [
        [{ ...valid, title: 'x'.repeat(101) }, 'title'],
        [{ ...valid, title: '   ' }, 'title'],
        [{ ...valid, location: 'y'.repeat(101) }, 'location'],
        [{ ...valid, date: 'next friday' }, 'date'],
        [{ ...valid, date: '2099-02-30' }, 'date'],
        [{ title: 'Jam', location: 'Park' }, 'date'],
        [{ ...valid, colour: 'red' }, 'colour'],
      ] as const) {
        expect(await errorOf(admin.callUnchecked(ADMIN_RPC.createEvent, body, moderator))).toMatchObject({
          code: 'VALIDATION_FAILED',
          field,
        });
      }
      expect(
        await errorOf(admin.callUnchecked(ADMIN_RPC.updateEvent, { id: 'jam', title: 'Jam' }, moderator)),
      ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'id' });
      expect(
        await errorOf(admin.call(ADMIN_RPC.updateEvent, { id: randomUUID(), title: 'Jam' }, moderator)),
      ).toMatchObject({ code: 'NOT_FOUND' });
    });
  });
});
