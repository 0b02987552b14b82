import type { DataMapDto } from '@boonies/contracts/rpc';
import type { TrickImportReportDto } from '@boonies/contracts/tricks';
import { startSystem, type RunningSystem } from '@boonies/testing';
import type { Response } from 'supertest';
import { Browser } from './support/browser';
import {
  eventually,
  FIXTURE_CATALOGUE_DIR,
  signedInAdmin,
  signedUp,
  type SignedInUser,
} from './support/tricks-system';

const SYSTEM_START_TIMEOUT_MS = 120_000;
jest.setTimeout(60_000);

const IMPORT = {
  format: 'csv',
  content:
    'id,name,category,difficulty,prerequisites\ngw-9,Impossible,flip-tricks,Expert,gw-1\n,Loop,street,9,',
  dryRun: true,
};

/**
 * The admin tools over HTTP (trick import, messages, data map): who may call each route, and what an admin
 * gets from the running auth, tricks and messaging services.
 */
describe('admin tools', () => {
  let system: RunningSystem;
  let admin: SignedInUser;
  let skater: SignedInUser;
  let friend: SignedInUser;
  let messageId: string;
  const anonymous = () => new Browser(system.baseUrl);

  beforeAll(async () => {
    system = await startSystem({
      label: 'gateway-admin-tools',
      services: ['auth', 'social', 'tricks', 'messaging'],
      env: { TRUST_PROXY: 'true', TRICKS_CATALOGUE_DIR: FIXTURE_CATALOGUE_DIR },
    });
    [admin, skater, friend] = await Promise.all([
      signedInAdmin(system),
      signedUp(system, 'skater'),
      signedUp(system, 'friend'),
    ]);
    // The messaging service learns of new accounts by event; until then it refuses to deliver.
    await eventually(
      async () => {
        const sent = await skater.browser.post('/api/messages', { recipientId: friend.id, content: 'yo' });
        messageId = sent.body?.id;
        return sent.status === 201;
      },
      'a message between two new skaters',
      15_000,
    );
  }, SYSTEM_START_TIMEOUT_MS);

  afterAll(() => system?.stop());

  const routes: { name: string; call(browser: Browser): Promise<Response> }[] = [
    { name: 'POST /api/admin/tricks/import', call: (b) => b.post('/api/admin/tricks/import', IMPORT) },
    { name: 'GET /api/admin/messages', call: (b) => b.get(`/api/admin/messages?userId=${skater.id}`) },
    {
      name: 'PATCH /api/admin/messages/{id}',
      call: (b) => b.patch(`/api/admin/messages/${messageId}`, { content: 'edited by the park' }),
    },
    { name: 'GET /api/admin/data-map', call: (b) => b.get('/api/admin/data-map') },
  ];

  it.each(routes.map((route) => [route.name, route] as const))(
    '%s: anonymous 401, skater 403, admin 200',
    async (_, route) => {
      const statuses = [
        (await route.call(anonymous())).status,
        (await route.call(skater.browser)).status,
        (await route.call(admin.browser)).status,
      ];
      expect(statuses).toEqual([401, 403, 200]);
    },
  );

  it('previews an import through HTTP, row by row, writing nothing', async () => {
    const response = await admin.browser.post('/api/admin/tricks/import', IMPORT);

    const report = response.body as TrickImportReportDto;
    expect(report).toMatchObject({ dryRun: true, total: 2, created: 1, updated: 0, unchanged: 0 });
    expect(report.rejected).toEqual([
      {
        row: 2,
        name: 'Loop',
        problems: ['Difficulty must be Beginner, Intermediate, Advanced, Expert or Elite (or 1-5)'],
      },
    ]);
    expect((await admin.browser.get('/api/tricks/gw-9')).status).toBe(404);
  });

  it('takes a whole file on the import route, where other routes stop at 100 kB', async () => {
    const rows = Array.from({ length: 4000 }, (_, n) => `,Imported trick ${n},stairs,Advanced,`).join('\n');
    const content = `id,name,category,difficulty,prerequisites\n${rows}`;
    expect(content.length).toBeGreaterThan(150_000);
    const response = await admin.browser.post('/api/admin/tricks/import', { ...IMPORT, content });
    expect(response.status).toBe(200);
    expect((response.body as TrickImportReportDto).rows).toHaveLength(4000);

    const elsewhere = await admin.browser.patch(`/api/admin/messages/${messageId}`, { content });
    expect(elsewhere.status).toBe(413);
    expect(elsewhere.body).toEqual({
      error: 'The request body is too large (at most 100 kB).',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('refuses an import that is not json or csv', async () => {
    const response = await admin.browser.post('/api/admin/tricks/import', { ...IMPORT, format: 'xml' });
    expect({ status: response.status, field: response.body.field }).toEqual({ status: 400, field: 'format' });
  });

  it('lists and edits messages for an admin', async () => {
    const edited = await admin.browser.patch(`/api/admin/messages/${messageId}`, { content: '  be kind  ' });
    expect(edited.body).toMatchObject({ id: messageId, content: 'be kind', editedAt: expect.any(String) });

    const listed = await admin.browser.get(`/api/admin/messages?userId=${friend.id}`);
    expect(listed.body.messages).toEqual([
      expect.objectContaining({
        id: messageId,
        content: 'be kind',
        sender: expect.objectContaining({ id: skater.id, username: skater.username }),
        recipient: expect.objectContaining({ id: friend.id }),
      }),
    ]);
    const blank = await admin.browser.patch(`/api/admin/messages/${messageId}`, { content: '  ' });
    expect({ status: blank.status, field: blank.body.field }).toEqual({ status: 400, field: 'content' });
  });

  it('maps every running service from its own metadata, and lists the stopped ones as unavailable', async () => {
    const map = (await admin.browser.get('/api/admin/data-map')).body as DataMapDto;

    expect(map.services.map(({ service }) => service).sort()).toEqual([
      'auth',
      'messaging',
      'social',
      'tricks',
    ]);
    expect(map.unavailable.sort()).toEqual([
      'admin',
      'games',
      'media',
      'posts',
      'sponsorships',
      'verification',
      'webhooks',
    ]);
    const tables = (service: string) =>
      map.services.find((description) => description.service === service)!.tables.map(({ name }) => name);
    expect(tables('tricks')).toEqual(expect.arrayContaining(['tricks', 'progress', 'outbox', 'inbox']));
    expect(tables('messaging')).toEqual(expect.arrayContaining(['messages', 'notifications', 'users']));
    expect(tables('auth')).toEqual(expect.arrayContaining(['users', 'sessions']));
    const tricks = map.services.find(({ service }) => service === 'tricks')!;
    expect(tricks.handles).toEqual(expect.arrayContaining(['rpc.tricks.import', 'rpc.tricks.describe']));
    expect(tricks.publishes).toContain('events.tricks.trick-changed.v1');
    expect(tricks.consumes).toContain('events.auth.user-registered.v1');
    expect(tricks.tables.find(({ name }) => name === 'tricks')!.columns).toContainEqual({
      name: 'id',
      type: 'text',
      nullable: false,
      primary: true,
    });
  });
});
