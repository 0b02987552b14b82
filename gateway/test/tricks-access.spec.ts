import { randomUUID } from 'node:crypto';
import type { RunningSystem } from '@boonies/testing';
import type { Response } from 'supertest';
import { Browser } from './support/browser';
import { SYSTEM_START_TIMEOUT_MS } from './support/system';
import {
  projected,
  signedInAdmin,
  signedUp,
  startTricksSystem,
  type SignedInUser,
} from './support/tricks-system';
import { expectStatus } from './support/expect-status';

/** Every route that changes something, who may call it, and who may not. */
describe('tricks routes: who may change what', () => {
  let system: RunningSystem;
  let admin: SignedInUser;
  let owner: SignedInUser;
  let other: SignedInUser;
  const anonymous = () => new Browser(system.baseUrl);

  beforeAll(async () => {
    system = await startTricksSystem('gateway-tricks-access');
    [admin, owner, other] = await Promise.all([signedInAdmin(system), signedUp(system), signedUp(system)]);
    await projected(system, owner.id);
  }, SYSTEM_START_TIMEOUT_MS);

  afterAll(() => system?.stop());

  describe('admin routes: anonymous 401, a skater 403, an admin allowed', () => {
    const routes: [string, (user: Browser) => Promise<Response>, number][] = [
      [
        'POST /api/tricks',
        (user) =>
          user.post('/api/tricks', { name: `Trick ${randomUUID()}`, category: 'stairs', difficulty: '3' }),
        201,
      ],
      [
        'PATCH /api/tricks/{id}',
        (user) => user.patch('/api/tricks/gw-3', { description: 'Edited by an admin.' }),
        200,
      ],
      ['DELETE /api/progress/{userId}', (user) => user.delete(`/api/progress/${owner.id}`), 200],
      ['GET /api/admin/unverified-tricks', (user) => user.get('/api/admin/unverified-tricks'), 200],
      [
        'POST /api/user-progress with verified',
        (user) =>
          user.post('/api/user-progress', {
            userId: owner.id,
            trickId: 'gw-1',
            learned: true,
            verified: true,
          }),
        200,
      ],
    ];

    it.each(routes)('%s', async (_route, call, allowed) => {
      expectStatus(await call(anonymous()), 401, 'UNAUTHENTICATED');
      expectStatus(await call(other.browser), 403, 'FORBIDDEN');
      expectStatus(await call(admin.browser), allowed);
    });

    it('PATCH /api/admin/unverified-tricks/{id}/verify', async () => {
      await owner.browser.put(`/api/progress/${owner.id}/gw-2`, { learned: true });
      const queue = await admin.browser.get(`/api/admin/unverified-tricks?userId=${owner.id}`);
      const path = `/api/admin/unverified-tricks/${queue.body[0].id}/verify`;

      expectStatus(await anonymous().patch(path), 401, 'UNAUTHENTICATED');
      expectStatus(await other.browser.patch(path), 403, 'FORBIDDEN');
      expectStatus(await admin.browser.patch(path), 200);
    });
  });

  describe('own-progress routes: anonymous 401, another user 403, the owner allowed', () => {
    it('PUT /api/progress/{userId}/{trickId}', async () => {
      const path = `/api/progress/${owner.id}/gw-1`;
      expectStatus(await anonymous().put(path, { learned: true }), 401, 'UNAUTHENTICATED');
      expectStatus(await other.browser.put(path, { learned: true }), 403, 'FORBIDDEN');
      // Admins set others' records through POST /api/user-progress, not this route.
      expectStatus(await admin.browser.put(path, { learned: true }), 403, 'FORBIDDEN');
      expectStatus(await owner.browser.put(path, { learned: true }), 200);
    });

    it('POST /api/user-progress', async () => {
      const body = { userId: owner.id, trickId: 'gw-3', learned: true };
      expectStatus(await anonymous().post('/api/user-progress', body), 401, 'UNAUTHENTICATED');
      expectStatus(await other.browser.post('/api/user-progress', body), 403, 'FORBIDDEN');
      expectStatus(
        await owner.browser.post('/api/user-progress', { ...body, verified: true }),
        403,
        'FORBIDDEN',
      );
      expectStatus(await owner.browser.post('/api/user-progress', body), 200);
      expectStatus(await admin.browser.post('/api/user-progress', body), 200);
    });
  });

  it('signed-in reads answer 401 without a session', async () => {
    for (const path of [
      '/api/tricks',
      '/api/tricks/summaries',
      '/api/tricks/gw-1',
      '/api/tricks/trending',
      '/api/tricks/suggestions',
      `/api/progress/${owner.id}`,
      `/api/scores/${owner.id}`,
      '/api/user-progress',
      '/api/leaderboard',
    ]) {
      expectStatus(await anonymous().get(path), 401, 'UNAUTHENTICATED');
    }
  });

  it('the catalogue, whole or as summaries, is the same for every signed-in skater and for admins', async () => {
    for (const path of ['/api/tricks', '/api/tricks/summaries']) {
      const [skaters, admins] = await Promise.all([other.browser.get(path), admin.browser.get(path)]);
      expectStatus(skaters, 200);
      expectStatus(admins, 200);
      expect(admins.body).toEqual(skaters.body);
    }
  });

  describe('bad input: 400 naming the field', () => {
    const user = () => other.browser;
    const uuid = randomUUID();

    it.each([
      ['GET /api/tricks/{id}', () => user().get('/api/tricks/Not_A_Trick'), 'id'],
      ['PATCH /api/tricks/{id}', () => admin.browser.patch('/api/tricks/x', { name: 'X' }), 'id'],
      [
        'PATCH /api/tricks/{id} points',
        () => admin.browser.patch('/api/tricks/gw-1', { points: 0 }),
        'points',
      ],
      [
        'PATCH /api/tricks/{id} unknown field',
        () => admin.browser.patch('/api/tricks/gw-1', { id: 'gw-9' }),
        'id',
      ],
      [
        'POST /api/tricks without a name',
        () => admin.browser.post('/api/tricks', { category: 'x', difficulty: '1' }),
        'name',
      ],
      [
        'POST /api/tricks difficulty',
        () => admin.browser.post('/api/tricks', { name: 'X', category: 'x', difficulty: 'Legendary' }),
        'difficulty',
      ],
      [
        'POST /api/tricks video link',
        () =>
          admin.browser.post('/api/tricks', {
            name: 'X',
            category: 'x',
            difficulty: '1',
            videoUrl: 'ftp://v',
          }),
        'videoUrl',
      ],
      [
        'POST /api/tricks prerequisites',
        () =>
          admin.browser.post('/api/tricks', {
            name: 'X',
            category: 'x',
            difficulty: '1',
            prerequisites: ['Bad'],
          }),
        'prerequisites',
      ],
      ['GET /api/progress/{userId}', () => user().get('/api/progress/someone'), 'userId'],
      [
        'PUT /api/progress/{userId}/…',
        () => user().put('/api/progress/someone/gw-1', { learned: true }),
        'userId',
      ],
      [
        'PUT /api/progress/…/{trickId}',
        () => user().put(`/api/progress/${uuid}/GW_1`, { learned: true }),
        'trickId',
      ],
      ['PUT /api/progress without learned', () => user().put(`/api/progress/${uuid}/gw-1`, {}), 'learned'],
      [
        'PUT /api/progress learned "yes"',
        () => user().put(`/api/progress/${uuid}/gw-1`, { learned: 'yes' }),
        'learned',
      ],
      ['DELETE /api/progress/{userId}', () => admin.browser.delete('/api/progress/someone'), 'userId'],
      ['GET /api/scores/{userId}', () => user().get('/api/scores/123'), 'userId'],
      ['GET /api/user-progress?userId', () => user().get('/api/user-progress?userId=someone'), 'userId'],
      [
        'POST /api/user-progress userId',
        () => user().post('/api/user-progress', { userId: 'x', trickId: 'gw-1', learned: true }),
        'userId',
      ],
      [
        'POST /api/user-progress trickId',
        () => user().post('/api/user-progress', { userId: uuid, trickId: 7, learned: true }),
        'trickId',
      ],
      [
        'POST /api/user-progress verified',
        () =>
          user().post('/api/user-progress', { userId: uuid, trickId: 'gw-1', learned: true, verified: 'no' }),
        'verified',
      ],
      ['GET /api/leaderboard?filter', () => user().get('/api/leaderboard?filter=best'), 'filter'],
      ['GET /api/leaderboard unknown query', () => user().get('/api/leaderboard?page=2'), 'page'],
      [
        'GET /api/admin/unverified-tricks?userId',
        () => admin.browser.get('/api/admin/unverified-tricks?userId=7'),
        'userId',
      ],
      [
        'PATCH /api/admin/unverified-tricks/{id}/verify',
        () => admin.browser.patch('/api/admin/unverified-tricks/7/verify'),
        'id',
      ],
    ])('%s', async (_route, call, field) => {
      const response = await call();
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: expect.any(String), code: 'VALIDATION_FAILED', field });
    });
  });
});
