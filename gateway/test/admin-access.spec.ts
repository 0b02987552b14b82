import type { AuditEntryDto, CalendarEventDto } from '@boonies/contracts/admin';
import type { PuppetDto } from '@boonies/contracts/auth';
import type { RunningSystem } from '@boonies/testing';
import type { Response } from 'supertest';
import {
  ADMIN_SYSTEM_START_TIMEOUT_MS,
  ADMIN_TEST_TIMEOUT_MS,
  eventually,
  EVENT_DEADLINE_MS,
  knownToPosts,
  runSql,
  signedInAdmin,
  signedUp,
  startAdminSystem,
  type SignedInUser,
} from './support/admin-system';
import { Browser } from './support/browser';
import { expectStatus } from './support/expect-status';

// The journey waits for effects that travel by events (bounded by EVENT_DEADLINE_MS).
jest.setTimeout(ADMIN_TEST_TIMEOUT_MS);

type Caller = Browser;

/** One admin route: how to call it, and what an admin gets. */
interface Route {
  name: string;
  call(browser: Caller): Promise<Response>;
  adminStatus: number;
  /** 403 for admin routes; the sidebar's calendar is for every signed-in user. */
  userStatus: number;
}

/**
 * The admin panel's server side over HTTP: every route against anonymous, an ordinary skater and an admin;
 * then an admin operating a puppet, posting as it and returning, as the audit log tells it.
 */
describe('admin routes', () => {
  let system: RunningSystem;
  let moderator: SignedInUser;
  let puppeteer: SignedInUser;
  let skater: SignedInUser;
  let event: CalendarEventDto;
  let puppets: PuppetDto[];
  const anonymous = () => new Browser(system.baseUrl);

  beforeAll(async () => {
    system = await startAdminSystem('gateway-admin-access');
    [moderator, puppeteer, skater] = await Promise.all([
      signedInAdmin(system),
      signedInAdmin(system),
      signedUp(system, 'skater'),
    ]);
  }, ADMIN_SYSTEM_START_TIMEOUT_MS);

  afterAll(() => system?.stop());

  describe('authorization matrix', () => {
    const routes: Route[] = (
      [
        { name: 'GET /api/admin/users', call: (b) => b.get('/api/admin/users?q=skater'), adminStatus: 200 },
        {
          name: 'PATCH /api/admin/users/{id}/verify',
          call: (b) => b.patch(`/api/admin/users/${skater.id}/verify`),
          adminStatus: 200,
        },
        {
          name: 'PATCH /api/admin/users/{id}/unverify',
          call: (b) => b.patch(`/api/admin/users/${skater.id}/unverify`),
          adminStatus: 200,
        },
        {
          name: 'PATCH /api/admin/users/{id}/trusted',
          call: (b) => b.patch(`/api/admin/users/${skater.id}/trusted`, { trusted: true }),
          adminStatus: 200,
        },
        { name: 'GET /api/admin/puppets', call: (b) => b.get('/api/admin/puppets'), adminStatus: 200 },
        {
          name: 'POST /api/admin/puppets/initialize',
          call: (b) => b.post('/api/admin/puppets/initialize'),
          adminStatus: 200,
        },
        {
          name: 'POST /api/admin/puppets/{id}/assume',
          // The admin's answer is checked in the journey below; here a second admin assumes and returns.
          call: async (b) => {
            const puppet = puppets[0];
            const response = await b.post(`/api/admin/puppets/${puppet.id}/assume`);
            if (b === puppeteer.browser) await b.post('/api/admin/puppets/return');
            return response;
          },
          adminStatus: 200,
        },
        {
          name: 'POST /api/admin/puppets/return',
          call: (b) => b.post('/api/admin/puppets/return'),
          adminStatus: 200,
        },
        { name: 'GET /api/admin/audit-log', call: (b) => b.get('/api/admin/audit-log'), adminStatus: 200 },
        { name: 'GET /api/events', call: (b) => b.get('/api/events'), adminStatus: 200, userStatus: 200 },
        {
          name: 'GET /api/events/{id}',
          call: (b) => b.get(`/api/events/${event.id}`),
          adminStatus: 200,
          userStatus: 200,
        },
        {
          name: 'PUT /api/events/{id}/rsvp',
          call: (b) => b.put(`/api/events/${event.id}/rsvp`, { status: 'maybe' }),
          adminStatus: 200,
          userStatus: 200,
        },
        {
          name: 'DELETE /api/events/{id}/rsvp',
          call: (b) => b.delete(`/api/events/${event.id}/rsvp`),
          adminStatus: 200,
          userStatus: 200,
        },
        {
          name: 'GET /api/events/{id}/ics',
          call: (b) => b.get(`/api/events/${event.id}/ics`),
          adminStatus: 200,
          userStatus: 200,
        },
        {
          name: 'POST /api/admin/events',
          call: (b) =>
            b.post('/api/admin/events', {
              title: 'Ramp Day',
              date: '2099-05-01T12:00:00Z',
              location: 'Bowl',
            }),
          adminStatus: 201,
        },
        {
          name: 'PATCH /api/admin/events/{id}',
          call: (b) => b.patch(`/api/admin/events/${event.id}`, { location: 'Mini ramp' }),
          adminStatus: 200,
        },
        {
          name: 'DELETE /api/admin/events/{id}',
          call: (b) => b.delete(`/api/admin/events/${event.id}`),
          adminStatus: 200,
        },
      ] as (Omit<Route, 'userStatus'> & { userStatus?: number })[]
    ).map((route) => ({ ...route, userStatus: route.userStatus ?? 403 }));

    beforeAll(async () => {
      const initialized = await moderator.browser.post('/api/admin/puppets/initialize');
      puppets = initialized.body.puppets;
      const created = await moderator.browser.post('/api/admin/events', {
        title: 'Matrix Jam',
        date: '2099-06-01T12:00:00Z',
        location: 'The Boonies',
      });
      event = created.body;
    });

    it.each(routes)('$name: anonymous 401, ordinary user $userStatus, admin $adminStatus', async (route) => {
      expectStatus(await route.call(anonymous()), 401, 'UNAUTHENTICATED');
      const asSkater = await route.call(skater.browser);
      expectStatus(asSkater, route.userStatus, route.userStatus === 403 ? 'FORBIDDEN' : undefined);
      const admin = route.name.includes('/assume') ? puppeteer : moderator;
      expectStatus(await route.call(admin.browser), route.adminStatus);
    });

    it('covers every admin route the gateway documents, and the calendar', async () => {
      const document = (await anonymous().get('/api/docs-json')).body as {
        paths: Record<string, Record<string, unknown>>;
      };
      // Other features' admin routes (tricks, messages, import) have matrices of their own.
      const ours = /^\/api\/(admin\/(users|puppets|audit-log|events)|events)(\/|$)/;
      const served = Object.entries(document.paths)
        .filter(([path]) => ours.test(path))
        .flatMap(([path, methods]) =>
          Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
        );
      // Reactivation belongs to account deactivation, suspensions to moderation; each is tested there.
      const elsewhere = new Set([
        'PATCH /api/admin/users/{id}/reactivate',
        'POST /api/admin/users/{id}/suspend',
        'DELETE /api/admin/users/{id}/suspension',
      ]);
      const matrix = routes.map(({ name }) => name);
      expect(served.filter((route) => !elsewhere.has(route)).sort()).toEqual([...matrix].sort());
    });
  });

  describe('Users, Puppets and calendar answers', () => {
    it('lists users with their admin flags, searched; "trusted" and "verify" show at once', async () => {
      await moderator.browser.patch(`/api/admin/users/${skater.id}/verify`);
      const found = await moderator.browser.get(`/api/admin/users?q=${encodeURIComponent(skater.username)}`);
      expectStatus(found, 200);
      expect(found.body).toEqual([
        expect.objectContaining({
          id: skater.id,
          isVerified: true,
          isTrusted: true,
          isPuppet: false,
          isActive: true,
        }),
      ]);
      expect((await moderator.browser.get('/api/admin/users?q=nobody-by-this-name')).body).toEqual([]);
      const bad = await moderator.browser.patch(`/api/admin/users/${skater.id}/trusted`, { trusted: 'yes' });
      expectStatus(bad, 400, 'VALIDATION_FAILED');
      expect(bad.body.field).toBe('trusted');
    });

    it('the Puppets tab lists the ten presets, levels 3 to 8, and initialize is idempotent', async () => {
      const again = await moderator.browser.post('/api/admin/puppets/initialize', []);
      expectStatus(again, 200);
      expect(again.body.created).toBe(0);
      const listed = (await moderator.browser.get('/api/admin/puppets')).body as PuppetDto[];
      expect(listed).toHaveLength(10);
      expect(listed.every(({ level }) => level >= 3 && level <= 8)).toBe(true);
      expect(listed[0]).not.toHaveProperty('tone');
    });

    it('the sidebar reads {id, title, date, location}, the two seeded events first', async () => {
      const response = await skater.browser.get('/api/events');
      expectStatus(response, 200);
      expect(response.body.slice(0, 2).map(({ title }: CalendarEventDto) => title)).toEqual([
        'Boonies Best Trick Jam',
        'Beginner Clinic: Drop-ins and Pumping',
      ]);
      for (const item of response.body)
        expect(Object.keys(item).sort()).toEqual(['date', 'id', 'location', 'title']);
      const bad = await moderator.browser.post('/api/admin/events', { title: 'x'.repeat(101), date: 'soon' });
      expectStatus(bad, 400, 'VALIDATION_FAILED');
    });
  });

  describe('RSVPs', () => {
    it('a skater goes, appears in who is coming, downloads the event; a blocked skater is left out', async () => {
      const created = await moderator.browser.post('/api/admin/events', {
        title: 'RSVP Jam',
        date: '2099-07-01T12:00:00Z',
        location: 'The Boonies, main bowl',
      });
      const id = (created.body as CalendarEventDto).id;
      const [rider, blocked] = await Promise.all([signedUp(system, 'rider'), signedUp(system, 'blockee')]);
      await eventually(
        async () =>
          (
            await runSql(system, 'SELECT 1 FROM admin.people WHERE user_id = ANY($1)', [
              [rider.id, blocked.id],
            ])
          ).length === 2,
        'the accounts in the admin service',
        EVENT_DEADLINE_MS,
      );

      const going = await rider.browser.put(`/api/events/${id}/rsvp`, { status: 'going' });
      expectStatus(going, 200);
      expect(going.body).toMatchObject({ id, myRsvp: 'going', goingCount: 1, maybeCount: 0 });
      expect(going.body.attendees).toEqual([
        { id: rider.id, username: rider.username, displayName: null, profilePicture: null, status: 'going' },
      ]);
      expectStatus(await blocked.browser.put(`/api/events/${id}/rsvp`, { status: 'maybe' }), 200);

      await rider.browser.post('/api/blocks', { userId: blocked.id });
      await eventually(
        async () =>
          (
            await runSql(system, 'SELECT 1 FROM admin.blocks WHERE blocker_id = $1 AND is_blocking', [
              rider.id,
            ])
          ).length > 0,
        'the block in the admin service',
        EVENT_DEADLINE_MS,
      );
      const seenByBlocked = (await blocked.browser.get(`/api/events/${id}`)).body;
      expect(seenByBlocked.attendees.map(({ id: who }: { id: string }) => who)).toEqual([blocked.id]);
      const seenByRider = (await rider.browser.get(`/api/events/${id}`)).body;
      expect(seenByRider).toMatchObject({ goingCount: 1, maybeCount: 0 });
      const seenByAdmin = (await moderator.browser.get(`/api/events/${id}`)).body;
      expect(seenByAdmin).toMatchObject({ goingCount: 1, maybeCount: 1, myRsvp: null });

      const file = await rider.browser.get(`/api/events/${id}/ics`);
      expectStatus(file, 200);
      expect(file.headers['content-type']).toMatch(/^text\/calendar/);
      expect(file.headers['content-disposition']).toBe('attachment; filename="rsvp-jam.ics"');
      expect(file.text).toContain('SUMMARY:RSVP Jam');

      const bad = await rider.browser.put(`/api/events/${id}/rsvp`, { status: 'yes', extra: 1 });
      expectStatus(bad, 400, 'VALIDATION_FAILED');
      expectStatus(await rider.browser.get('/api/events/not-an-id'), 400, 'VALIDATION_FAILED');
      const unknown = '00000000-0000-4000-8000-000000000000';
      expectStatus(
        await rider.browser.put(`/api/events/${unknown}/rsvp`, { status: 'going' }),
        404,
        'NOT_FOUND',
      );
      expectStatus(await anonymous().get(`/api/events/${id}/ics`), 401, 'UNAUTHENTICATED');
    });
  });

  describe('puppet mode', () => {
    it('an admin assumes a puppet, posts as it, sees who it is, and returns; the audit log tells it', async () => {
      const admin = await signedInAdmin(system);
      await admin.browser.post('/api/admin/puppets/initialize');
      const gabe = ((await admin.browser.get('/api/admin/puppets')).body as PuppetDto[]).find(
        ({ username }) => username === 'grom_gabe',
      ) as PuppetDto;
      await knownToPosts(system, gabe.id);

      const assumed = await admin.browser.post(`/api/admin/puppets/${gabe.id}/assume`);
      expectStatus(assumed, 200);
      const actingAdmin = { id: admin.id, username: admin.username, email: expect.any(String) };
      expect(assumed.body).toMatchObject({ id: gabe.id, username: 'grom_gabe', actingAdmin });

      // At once, on this replica: the session is the puppet's, and the web app learns who is behind it.
      const me = await admin.browser.get('/api/auth/me');
      expectStatus(me, 200);
      expect(me.body).toMatchObject({ id: gabe.id, username: 'grom_gabe', isAdmin: false, actingAdmin });
      expectStatus(await admin.browser.get('/api/admin/users'), 403, 'FORBIDDEN');

      const posted = await admin.browser.post('/api/posts', {
        content: 'FINALLY LANDED MY FIRST KICKFLIP!!!',
      });
      expectStatus(posted, 201);
      expect(posted.body).toMatchObject({ userId: gabe.id });

      const returned = await admin.browser.post('/api/admin/puppets/return');
      expectStatus(returned, 200);
      expect(returned.body).toMatchObject({ id: admin.id, isAdmin: true });
      const restored = await admin.browser.get('/api/auth/me');
      expect(restored.body).toMatchObject({ id: admin.id, isAdmin: true });
      expect(restored.body).not.toHaveProperty('actingAdmin');

      let entries: AuditEntryDto[] = [];
      await eventually(
        async () => {
          entries = (await admin.browser.get('/api/admin/audit-log?limit=100')).body.entries ?? [];
          return entries.some((entry) => entry.subjectId === posted.body.id);
        },
        'the post in the audit log',
        EVENT_DEADLINE_MS,
      );
      expect(entries.find((entry) => entry.subjectId === posted.body.id)).toMatchObject({
        action: 'posts.post-created',
        summary: 'Posted',
        actor: { id: admin.id, username: admin.username },
        actingAs: { id: gabe.id, username: 'grom_gabe' },
      });
      await eventually(
        async () => {
          entries = (await admin.browser.get('/api/admin/audit-log?limit=100')).body.entries ?? [];
          return (
            entries.filter(
              (entry) => entry.action === 'auth.puppet-mode-changed' && entry.actor?.id === admin.id,
            ).length === 2
          );
        },
        'assume and return in the audit log',
        EVENT_DEADLINE_MS,
      );
      const mode = entries.filter((entry) => entry.actor?.id === admin.id).map(({ summary }) => summary);
      expect(mode.slice(0, 3)).toEqual([
        'Returned from the puppet @grom_gabe',
        'Posted',
        'Assumed the puppet @grom_gabe',
      ]);
    });

    it('only puppet accounts can be assumed; a bad id is 400 and an unknown one 404', async () => {
      expectStatus(await moderator.browser.post(`/api/admin/puppets/${skater.id}/assume`), 403, 'FORBIDDEN');
      const bad = await moderator.browser.post('/api/admin/puppets/grom_gabe/assume');
      expectStatus(bad, 400, 'VALIDATION_FAILED');
      expectStatus(
        await moderator.browser.post('/api/admin/puppets/3f2d1c0b-9a8e-4d7c-8b6a-5f4e3d2c1b0a/assume'),
        404,
        'NOT_FOUND',
      );
    });
  });
});
