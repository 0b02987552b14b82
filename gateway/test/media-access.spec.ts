import { randomBytes, randomUUID } from 'node:crypto';
import { mediaUrl } from '@boonies/contracts/media';
import { startSystem, type RunningSystem } from '@boonies/testing';
import sharp from 'sharp';
import request from 'supertest';
import { TusClient } from './support/media-uploads';
import { knownToPosts } from './support/posts-system';
import { eventually, signedInAdmin, signedUp, type SignedInUser } from './support/tricks-system';

const START_TIMEOUT_MS = Number(process.env.SYSTEM_START_TIMEOUT_MS ?? 120_000) + 60_000;
jest.setTimeout(120_000);

/** A photo of random pixels: its renditions are large enough for ranges to mean something. */
function photo(): Promise<Buffer> {
  return sharp(randomBytes(320 * 240 * 3), { raw: { width: 320, height: 240, channels: 3 } })
    .png()
    .toBuffer();
}

/**
 * `GET /api/media/<id>/<rendition>` on the real system: served only to those the access policy lets see the
 * post carrying it (an upload on no post: its owner), the same 404 for every refusal and for ids nobody
 * made, byte ranges for seeking, and caching fit for a personal, content-addressed file.
 */
describe('media renditions through the gateway', () => {
  let system: RunningSystem;
  let owner: SignedInUser;
  let stranger: SignedInUser;
  let admin: SignedInUser;
  let mediaId: string;
  let feedUrl: string;

  async function skater(label: string): Promise<SignedInUser> {
    const user = await signedUp(system, label);
    await knownToPosts(system, user.id);
    return user;
  }

  /** Uploads a photo for `user` and waits until it is processed; answers its media id. */
  async function readyPhoto(user: SignedInUser): Promise<string> {
    const bytes = await photo();
    const uploads = new TusClient(user.browser, system.baseUrl);
    const location = await uploads.created(bytes.length, { filetype: 'image/png', filename: 'line.png' });
    expect((await uploads.patch(location, 0, bytes)).status).toBe(204);
    const id = location.split('/').at(-1)!;
    await eventually(
      async () => (await user.browser.get(`/api/media/${id}`)).body?.status === 'ready',
      `photo ${id} to be ready`,
      60_000,
    );
    // The posts service serves it once it has the media service's word.
    await eventually(
      async () => (await user.browser.get(mediaUrl(id, 'feed.webp'))).status === 200,
      `photo ${id} to be served to its owner`,
      30_000,
    );
    return id;
  }

  const anonymous = (url: string, headers: Record<string, string> = {}) =>
    request(system.baseUrl).get(url).set(headers);

  beforeAll(async () => {
    system = await startSystem({
      label: 'gateway-media-access',
      services: ['auth', 'social', 'posts', 'media'],
      env: { TRUST_PROXY: 'true' },
    });
    [owner, stranger, admin] = await Promise.all([
      skater('filmer'),
      skater('stranger'),
      signedInAdmin(system),
    ]);
    mediaId = await readyPhoto(owner);
    feedUrl = mediaUrl(mediaId, 'feed.webp');
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await system?.stop();
  });

  it('serves an upload no post carries to its owner alone; anyone else, admins too, gets 404', async () => {
    const served = await owner.browser.get(feedUrl);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    for (const response of [
      await stranger.browser.get(feedUrl),
      await admin.browser.get(feedUrl),
      await anonymous(feedUrl),
    ]) {
      expect({ status: response.status, body: response.body }).toEqual({
        status: 404,
        body: { error: 'Media not found', code: 'NOT_FOUND' },
      });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it("answers an upload's status to its owner alone: 401 for nobody, 404 for anyone else, admins too", async () => {
    expect((await owner.browser.get(`/api/media/${mediaId}`)).body).toMatchObject({
      id: mediaId,
      status: 'ready',
    });
    expect((await anonymous(`/api/media/${mediaId}`)).status).toBe(401);
    expect((await stranger.browser.get(`/api/media/${mediaId}`)).status).toBe(404);
    expect((await admin.browser.get(`/api/media/${mediaId}`)).status).toBe(404);
    // An upload still arriving is its owner's alone too.
    const pending = await new TusClient(owner.browser, system.baseUrl).created(1000, {
      filetype: 'image/png',
    });
    const asAdmin = new TusClient(admin.browser, system.baseUrl);
    expect((await asAdmin.head(pending)).status).toBe(404);
    expect((await asAdmin.delete(pending)).status).toBe(404);
    expect((await new TusClient(owner.browser, system.baseUrl).head(pending)).status).toBe(200);
  });

  it('answers 404 for a media id nobody made, a rendition of another kind, and 400 for nonsense', async () => {
    expect((await owner.browser.get(mediaUrl(randomUUID(), 'feed.webp'))).status).toBe(404);
    expect((await owner.browser.get(mediaUrl(mediaId, 'video.mp4'))).status).toBe(404);
    expect((await owner.browser.get(`/api/media/${mediaId}/original.png`)).status).toBe(400);
    expect((await owner.browser.get('/api/media/not-an-id/feed.webp')).status).toBe(400);
  });

  it('sends the file with its tag and private caching, never compressed, and HEAD without a body', async () => {
    const full = await owner.browser.get(feedUrl, { 'Accept-Encoding': 'gzip, br' });
    expect(full.headers).toMatchObject({
      'accept-ranges': 'bytes',
      'cache-control': 'private, max-age=300',
      'content-length': String(full.body.length),
    });
    expect(full.headers['content-encoding']).toBeUndefined();
    expect(full.headers.etag).toMatch(/^"[A-Za-z0-9._-]+"$/);
    const head = await request(system.baseUrl)
      .head(feedUrl)
      .set('Cookie', `boonies_session=${owner.browser.sessionCookie}`);
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(full.body.length));
    const again = await owner.browser.get(feedUrl, { 'If-None-Match': full.headers.etag });
    expect(again.status).toBe(304);
  });

  it('serves byte ranges: closed, open-ended, suffix, and 416 past the end', async () => {
    const whole = (await owner.browser.get(feedUrl)).body as Buffer;
    const size = whole.length;
    expect(size).toBeGreaterThan(200);

    const first = await owner.browser.get(feedUrl, { Range: 'bytes=0-99' });
    expect(first.status).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(Buffer.compare(first.body, whole.subarray(0, 100))).toBe(0);

    const rest = await owner.browser.get(feedUrl, { Range: 'bytes=100-' });
    expect(rest.status).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes 100-${size - 1}/${size}`);
    expect(Buffer.compare(rest.body, whole.subarray(100))).toBe(0);

    const tail = await owner.browser.get(feedUrl, { Range: 'bytes=-50' });
    expect(tail.status).toBe(206);
    expect(Buffer.compare(tail.body, whole.subarray(size - 50))).toBe(0);

    const beyond = await owner.browser.get(feedUrl, { Range: 'bytes=999999999-' });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
    expect(beyond.body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('once posted, serves whom the policy lets see the post: not a blocked viewer, nor strangers once private', async () => {
    const posted = await owner.browser.post('/api/posts', { content: 'Line at the ledge', mediaId });
    expect(posted.status).toBe(201);
    await eventually(async () => (await stranger.browser.get(feedUrl)).status === 200, 'the stranger served');
    expect((await admin.browser.get(feedUrl)).status).toBe(200);
    expect((await anonymous(feedUrl)).status).toBe(404);

    const blocked = await skater('blocked');
    await eventually(
      async () => (await blocked.browser.get(feedUrl)).status === 200,
      'the soon blocked served',
    );
    expect((await owner.browser.post('/api/blocks', { userId: blocked.id })).status).toBeLessThan(300);
    await eventually(async () => (await blocked.browser.get(feedUrl)).status === 404, 'the blocked refused');

    const privacy = await owner.browser.patch('/api/users/me/preferences', {
      privacy: { publicProfile: false },
    });
    expect(privacy.status).toBe(200);
    await eventually(
      async () => (await stranger.browser.get(feedUrl)).status === 404,
      'the stranger refused',
    );
    expect((await owner.browser.get(feedUrl)).status).toBe(200);
    expect((await admin.browser.get(feedUrl)).status).toBe(200);
    const refused = await stranger.browser.get(feedUrl);
    expect(refused.body).toEqual({ error: 'Media not found', code: 'NOT_FOUND' });
  });
});
