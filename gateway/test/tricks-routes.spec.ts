import type { RunningSystem } from '@boonies/testing';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { SYSTEM_START_TIMEOUT_MS } from './support/system';
import {
  eventually,
  projected,
  signedInAdmin,
  signedUp,
  startTricksSystem,
  type SignedInUser,
} from './support/tricks-system';

describe('tricks routes', () => {
  let system: RunningSystem;
  let admin: SignedInUser;
  let skater: SignedInUser;

  beforeAll(async () => {
    system = await startTricksSystem('gateway-tricks-routes');
    [admin, skater] = await Promise.all([signedInAdmin(system), signedUp(system, 'rider')]);
    await projected(system, skater.id);
  }, SYSTEM_START_TIMEOUT_MS);

  afterAll(() => system?.stop());

  describe('GET /api/tricks', () => {
    it('answers the catalogue with an ETag, cacheable privately for 5 minutes', async () => {
      const response = await skater.browser.get('/api/tricks');

      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('private, max-age=300');
      expect(response.headers.etag).toMatch(/^"[\w-]{22}"$/);
      expect(response.body.map(({ id }: { id: string }) => id)).toEqual(['gw-1', 'gw-2', 'gw-3', 'gw-4']);
      expect(response.body[0]).toMatchObject({ name: 'Ollie', points: 10, prerequisites: [] });
    });

    /** The raw answer, bytes as they crossed the wire: supertest would decode them on its own. */
    const rawCatalogue = (acceptEncoding: string) =>
      new Promise<{ headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) => {
        const outgoing = httpRequest(
          `${system.baseUrl}/api/tricks`,
          {
            headers: {
              Cookie: `boonies_session=${skater.browser.sessionCookie}`,
              'Accept-Encoding': acceptEncoding,
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }));
            response.on('error', reject);
          },
        );
        outgoing.on('error', reject);
        outgoing.end();
      });

    it('sends the catalogue compressed when the browser accepts it, the same JSON once decoded', async () => {
      const plain = await rawCatalogue('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
      const catalogue = JSON.parse(plain.bytes.toString('utf8'));
      expect(catalogue.map(({ id }: { id: string }) => id)).toEqual(['gw-1', 'gw-2', 'gw-3', 'gw-4']);

      const gzipped = await rawCatalogue('gzip, deflate');
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.headers['content-type']).toMatch(/^application\/json/);
      expect(gzipped.headers.etag).toBe(plain.headers.etag);
      expect(gzipped.bytes.length).toBeLessThan(plain.bytes.length);
      expect(JSON.parse(gunzipSync(gzipped.bytes).toString('utf8'))).toEqual(catalogue);

      const brotli = await rawCatalogue('gzip, deflate, br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(brotli.bytes).toString('utf8'))).toEqual(catalogue);

      // A browser that refuses brotli gets gzip, whatever order it lists them in.
      expect((await rawCatalogue('br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    });

    it('answers 304 to If-None-Match with the current tag, strong or weak, and 200 once it changed', async () => {
      const { etag } = (await skater.browser.get('/api/tricks')).headers;
      const revalidate = (ifNoneMatch: string) =>
        request(system.baseUrl)
          .get('/api/tricks')
          .set('Cookie', `boonies_session=${skater.browser.sessionCookie}`)
          .set('If-None-Match', ifNoneMatch);

      for (const tag of [etag, `W/${etag}`, `"older", ${etag}`]) {
        const notModified = await revalidate(tag);
        expect(notModified.status).toBe(304);
        expect(notModified.headers.etag).toBe(etag);
        expect(notModified.text).toBe('');
      }

      await admin.browser.patch('/api/tricks/gw-4', {
        description: 'The laser flip, rewritten by an admin.',
      });
      const changed = await revalidate(etag);
      expect(changed.status).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.body[3].description).toBe('The laser flip, rewritten by an admin.');
    });
  });

  describe('GET /api/tricks/summaries', () => {
    it('answers every trick without its guide, in the same order and version as the catalogue', async () => {
      const [catalogue, summaries] = await Promise.all([
        skater.browser.get('/api/tricks'),
        skater.browser.get('/api/tricks/summaries'),
      ]);

      expect(summaries.status).toBe(200);
      expect(summaries.headers['content-type']).toMatch(/^application\/json/);
      expect(summaries.headers['cache-control']).toBe('private, max-age=300');
      expect(summaries.headers.vary).toMatch(/Accept-Encoding/i);
      expect(summaries.headers.etag).toBe(catalogue.headers.etag);
      expect(summaries.body).toEqual(
        catalogue.body.map((trick: Record<string, unknown>) => ({
          id: trick.id,
          name: trick.name,
          aliases: trick.aliases,
          category: trick.category,
          difficulty: trick.difficulty,
          prerequisites: trick.prerequisites,
          points: trick.points,
        })),
      );
    });

    it('answers 304 to If-None-Match with the current tag, and 200 once the catalogue changed', async () => {
      const { etag } = (await skater.browser.get('/api/tricks/summaries')).headers;
      const revalidate = () =>
        request(system.baseUrl)
          .get('/api/tricks/summaries')
          .set('Cookie', `boonies_session=${skater.browser.sessionCookie}`)
          .set('If-None-Match', etag);
      expect((await revalidate()).status).toBe(304);

      await admin.browser.patch('/api/tricks/gw-3', { aliases: ['Heel'] });
      const changed = await revalidate();
      expect(changed.status).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.body[2]).toMatchObject({ id: 'gw-3', name: 'Heelflip', aliases: ['Heel'] });
    });
  });

  it('GET /api/tricks/{id} answers one trick, or 404', async () => {
    expect((await skater.browser.get('/api/tricks/gw-2')).body).toMatchObject({
      name: 'Kickflip',
      points: 20,
    });
    const missing = await skater.browser.get('/api/tricks/gw-99');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Trick not found', code: 'NOT_FOUND' });
  });

  it('GET /api/tricks/trending answers a list (empty while no posts tag tricks)', async () => {
    const response = await skater.browser.get('/api/tricks/trending');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it('a skater learns tricks; progress, score, suggestions and the leaderboard follow', async () => {
    const { browser, id } = skater;
    const suggested = async () =>
      (await browser.get('/api/tricks/suggestions')).body.map((trick: { id: string }) => trick.id);
    expect(await suggested()).toEqual(['gw-1']);

    const learned = await browser.put(`/api/progress/${id}/gw-1`, { learned: true });
    expect(learned.status).toBe(200);
    expect(learned.body).toEqual({
      trickId: 'gw-1',
      learned: true,
      verified: false,
      learnedAt: expect.any(String),
    });
    expect((await browser.get(`/api/progress/${id}`)).body).toEqual([learned.body]);
    expect((await browser.get(`/api/scores/${id}`)).body).toMatchObject({ privateScore: 10, publicScore: 0 });
    expect(await suggested()).toEqual(['gw-2', 'gw-3']);

    const verified = await admin.browser.post('/api/user-progress', {
      userId: id,
      trickId: 'gw-4',
      learned: true,
      verified: true,
    });
    expect(verified.body).toMatchObject({ userId: id, trickId: 'gw-4', verified: true });
    const locked = await browser.put(`/api/progress/${id}/gw-4`, { learned: false });
    expect(locked.status).toBe(409);
    expect(locked.body).toEqual({
      error: 'Verified tricks are locked and cannot be unchecked',
      code: 'CONFLICT',
    });

    expect((await browser.get(`/api/scores/${id}`)).body).toEqual({
      userId: id,
      privateScore: 110,
      publicScore: 100,
      learnedCount: 2,
      verifiedCount: 1,
      level: 2,
      levelName: 'Easy',
      pointsInLevel: 0,
    });
    const leaderboard = await browser.get('/api/leaderboard');
    expect(leaderboard.body[0]).toMatchObject({
      rank: 1,
      id,
      username: skater.username,
      score: 100,
      level: 2,
      levelName: 'Easy',
    });
    expect((await browser.get('/api/leaderboard?filter=pro')).body).toEqual([]);
    expect((await browser.get(`/api/user-progress?userId=${id}`)).body).toHaveLength(2);
  });

  it("admins review the unverified queue, verify from it and remove a user's progress", async () => {
    const rookie = await signedUp(system, 'rookie');
    await projected(system, rookie.id);
    await rookie.browser.put(`/api/progress/${rookie.id}/gw-1`, { learned: true });

    const queue = await admin.browser.get(`/api/admin/unverified-tricks?userId=${rookie.id}`);
    expect(queue.body).toEqual([
      {
        id: expect.any(String),
        userId: rookie.id,
        username: rookie.username,
        trickId: 'gw-1',
        trickName: 'Ollie',
        points: 10,
        learnedAt: expect.any(String),
      },
    ]);
    const verified = await admin.browser.patch(`/api/admin/unverified-tricks/${queue.body[0].id}/verify`);
    expect(verified.body).toMatchObject({ userId: rookie.id, trickId: 'gw-1', verified: true });
    await eventually(
      async () =>
        (await rookie.browser.get('/api/leaderboard')).body.some(
          (entry: { id: string; score: number }) => entry.id === rookie.id && entry.score === 10,
        ),
      'the rookie ranked with 10 points',
    );

    expect((await admin.browser.delete(`/api/progress/${rookie.id}`)).body).toEqual({ removed: 1 });
    expect((await rookie.browser.get(`/api/progress/${rookie.id}`)).body).toEqual([]);
    expect((await rookie.browser.get(`/api/scores/${rookie.id}`)).body).toMatchObject({ publicScore: 0 });
  });

  it('POST /api/tricks adds a trick admins can then edit', async () => {
    const created = await admin.browser.post('/api/tricks', {
      name: 'Switch Ollie',
      category: 'fundamentals',
      difficulty: 'beginner',
      prerequisites: ['gw-1'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.stringMatching(/^custom-\d+$/),
      stance: 'switch',
      points: 10,
    });

    const edited = await admin.browser.patch(`/api/tricks/${created.body.id}`, { points: 25 });
    expect(edited.body).toMatchObject({ id: created.body.id, points: 25 });
    expect((await skater.browser.get(`/api/tricks/${created.body.id}`)).body.points).toBe(25);
  });
});
