import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { type MediaChangedPush, UPLOADS_PATH } from '@boonies/contracts/media';
import { REALTIME_EVENTS } from '@boonies/contracts/realtime';
import { startSystem, type RunningSystem } from '@boonies/testing';
import sharp from 'sharp';
import request, { type Response } from 'supertest';
import { residentBytes, TusClient, type TusAnswer } from './support/media-uploads';
import { OpenApiConformance, type OpenApiDocument } from './support/openapi-conformance';
import { heard, nextMatching, Sockets } from './support/sockets';
import { eventually, signedUp, type SignedInUser } from './support/tricks-system';

const START_TIMEOUT_MS = Number(process.env.SYSTEM_START_TIMEOUT_MS ?? 120_000) + 60_000;
jest.setTimeout(120_000);

/** A photo a phone could take: random pixels, so it does not compress and is worth resuming. */
function noisyPhoto(): Promise<Buffer> {
  const width = 480;
  const height = 360;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

const PHOTO = { filetype: 'image/png', filename: 'kickflip.png', kind: 'image' };

/**
 * The tus endpoint of the real system: the session, CSRF and the media service's checks before any byte,
 * owners only past creation, uploads cut halfway and resumed (through another gateway replica), and the
 * gateway's memory while a large upload streams through it.
 */
describe('uploads through the gateway (tus)', () => {
  let system: RunningSystem;
  let owner: SignedInUser;
  let stranger: SignedInUser;
  let uploads: TusClient;
  let conformance: OpenApiConformance;
  const sockets = new Sockets();
  let second: Promise<{ baseUrl: string }> | undefined;
  /** Another gateway replica on the same bus and storage, started on first use. */
  const secondGateway = () => (second ??= system.addGateway());

  /** The problems of a tus answer against the document's answer for its route and status. */
  const problemsOf = (method: string, route: string, answer: TusAnswer) =>
    conformance.answerProblems(method, route, {
      status: answer.status,
      body: answer.body,
      text: answer.body === undefined ? '' : JSON.stringify(answer.body),
    } as Response);

  beforeAll(async () => {
    system = await startSystem({
      label: 'gateway-media-uploads',
      services: ['auth', 'social', 'posts', 'media'],
      env: { TRUST_PROXY: 'true' },
      // Each process as its production NATS user: the upload locks need the gateway's rights to their bucket.
      natsPermissions: true,
    });
    [owner, stranger] = await Promise.all([signedUp(system, 'filmer'), signedUp(system, 'stranger')]);
    uploads = new TusClient(owner.browser, system.baseUrl);
    const document = (await request(system.baseUrl).get('/api/docs-json').expect(200))
      .body as OpenApiDocument;
    conformance = new OpenApiConformance(document);
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    sockets.closeAll();
    await system?.stop();
  });

  it('refuses anonymous creation with 401 { error, code }, before asking anyone', async () => {
    const anonymous = new TusClient(undefined, system.baseUrl);
    const answer = await anonymous.create(1000, PHOTO);
    expect(answer).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
    expect(problemsOf('POST', UPLOADS_PATH, answer)).toEqual([]);
  });

  it('refuses a cross-site creation (no Origin of ours, no X-Requested-With)', async () => {
    const answer = await uploads.send('POST', UPLOADS_PATH, {
      'Upload-Length': '1000',
      'X-Requested-With': '',
      Origin: 'https://evil.example',
    });
    expect(answer).toMatchObject({ status: 403, body: { code: 'CSRF_REJECTED' } });
  });

  it('refuses a declared size over the limit with 413 before any byte, and a size left undeclared', async () => {
    const tooLarge = await uploads.create(251 * 1024 * 1024, {
      ...PHOTO,
      filetype: 'video/mp4',
      kind: 'video',
    });
    expect(tooLarge).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(problemsOf('POST', UPLOADS_PATH, tooLarge)).toEqual([]);
    const deferred = await uploads.create(undefined, PHOTO, { 'Upload-Defer-Length': '1' });
    expect(deferred).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', field: 'Upload-Length' },
    });
  });

  it('refuses a file type it does not take, or one of another kind, with 400', async () => {
    const zip = await uploads.create(1000, { filetype: 'application/zip', filename: 'clip.mp4' });
    expect(zip).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', field: 'filetype' } });
    expect(problemsOf('POST', UPLOADS_PATH, zip)).toEqual([]);
    const mismatch = await uploads.create(1000, { filetype: 'image/png', kind: 'video' });
    expect(mismatch).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    const malformed = await uploads.send('POST', UPLOADS_PATH, {
      'Upload-Length': '1000',
      'Upload-Metadata': 'filetype not base64!,,',
    });
    expect(malformed).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
  });

  it('answers 404 for an upload nobody made, whatever the method', async () => {
    const location = `${UPLOADS_PATH}/${randomUUID()}`;
    expect((await uploads.head(location)).status).toBe(404);
    const patched = await uploads.patch(location, 0, Buffer.from('x'));
    expect(patched).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect(problemsOf('PATCH', `${UPLOADS_PATH}/{mediaId}`, patched)).toEqual([]);
    expect(await uploads.delete(location)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect((await uploads.head(`${UPLOADS_PATH}/not-a-uuid`)).status).toBe(404);
  });

  it('lets nobody but the owner read, write or end an upload: anyone else gets 404', async () => {
    const location = await uploads.created(1000, PHOTO);
    const theirs = new TusClient(stranger.browser, system.baseUrl);
    expect((await theirs.head(location)).status).toBe(404);
    expect(await theirs.patch(location, 0, randomBytes(1000))).toMatchObject({ status: 404 });
    expect(await theirs.delete(location)).toMatchObject({ status: 404 });
    expect(await new TusClient(undefined, system.baseUrl).head(location)).toMatchObject({ status: 401 });
    // Nothing of theirs reached it.
    expect(await uploads.offset(location)).toBe(0);
  });

  it('resumes an upload cut halfway, through another gateway replica, and the photo ends ready', async () => {
    const photo = await noisyPhoto();
    const ownSocket = await sockets.connect(system.baseUrl, owner.browser.sessionCookie);
    const strangersPushes = heard<MediaChangedPush>(
      await sockets.connect(system.baseUrl, stranger.browser.sessionCookie),
      REALTIME_EVENTS.mediaChanged,
    );
    const location = await uploads.created(photo.length, PHOTO);
    const mediaId = location.split('/').at(-1)!;
    const pushed = nextMatching<MediaChangedPush>(
      ownSocket,
      REALTIME_EVENTS.mediaChanged,
      (push) => push.mediaId === mediaId,
      60_000,
    );
    expect(location).toBe(`${UPLOADS_PATH}/${mediaId}`);

    await uploads.patchThenDrop(location, 0, photo.subarray(0, Math.floor(photo.length / 2)));
    const resumed = new TusClient(owner.browser, (await secondGateway()).baseUrl);
    const offset = await resumed.offset(location);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(photo.length / 2);

    // A PATCH that does not start where the stored bytes end is refused, and changes nothing.
    expect(await resumed.patch(location, offset + 1, photo.subarray(offset + 1))).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT' },
    });
    const finished = await resumed.patch(location, offset, photo.subarray(offset));
    expect(finished.status).toBe(204);
    expect(Number(finished.headers.get('upload-offset'))).toBe(photo.length);

    let media = await owner.browser.get(`/api/media/${mediaId}`);
    await eventually(
      async () => {
        media = await owner.browser.get(`/api/media/${mediaId}`);
        return media.body?.status === 'ready' || media.body?.status === 'failed';
      },
      'the resumed photo to be processed',
      60_000,
    );
    expect(media.body).toMatchObject({ id: mediaId, kind: 'image', status: 'ready' });
    expect(conformance.answerProblems('GET', '/api/media/{mediaId}', media)).toEqual([]);
    expect(await pushed).toEqual({ mediaId, status: 'ready' });
    const hidden = await stranger.browser.get(`/api/media/${mediaId}`);
    expect(hidden.status).toBe(404);
    expect(conformance.answerProblems('GET', '/api/media/{mediaId}', hidden)).toEqual([]);
    expect(strangersPushes).toEqual([]);
  });

  it("tells the owner's sockets when an upload fails, and why", async () => {
    const ownSocket = await sockets.connect(system.baseUrl, owner.browser.sessionCookie);
    const notAPhoto = randomBytes(4096);
    const location = await uploads.created(notAPhoto.length, PHOTO);
    const mediaId = location.split('/').at(-1)!;
    const pushed = nextMatching<MediaChangedPush>(
      ownSocket,
      REALTIME_EVENTS.mediaChanged,
      (push) => push.mediaId === mediaId,
      60_000,
    );
    expect((await uploads.patch(location, 0, notAPhoto)).status).toBe(204);
    expect(await pushed).toEqual({ mediaId, status: 'failed' });
    const media = await owner.browser.get(`/api/media/${mediaId}`);
    expect(media.body).toMatchObject({ status: 'failed', failureReason: expect.any(String) });
  });

  it('hands an upload to another replica while its old connection still hangs open on the first', async () => {
    const photo = await noisyPhoto();
    const location = await uploads.created(photo.length, PHOTO);
    const third = Math.floor(photo.length / 3);
    const stale = uploads.patchThenHang(location, 0, photo.subarray(0, third));
    try {
      await sleep(1_000);
      const resumed = new TusClient(owner.browser, (await secondGateway()).baseUrl);
      // The first replica holds the upload's lock until asked, across replicas, to let go.
      const offset = await resumed.offset(location);
      const staleOutcome = await Promise.race([
        stale.ended.then(() => 'ended'),
        sleep(5_000).then(() => 'open'),
      ]);
      expect(staleOutcome).toBe('ended');
      expect(offset).toBeGreaterThan(0);
      expect(offset).toBeLessThanOrEqual(third);
      const finished = await resumed.patch(location, offset, photo.subarray(offset));
      expect(finished.status).toBe(204);
      expect(Number(finished.headers.get('upload-offset'))).toBe(photo.length);
    } finally {
      stale.hangUp();
    }
  });

  it('terminates an upload for its owner, after which it is gone', async () => {
    const location = await uploads.created(1000, PHOTO);
    expect((await uploads.delete(location)).status).toBe(204);
    expect((await uploads.head(location)).status).toBe(404);
    const mediaId = location.split('/').at(-1)!;
    expect((await owner.browser.get(`/api/media/${mediaId}`)).status).toBe(404);
  });

  it('streams a 100 MB upload without the gateway holding it: its memory grows by less than 30 MB', async () => {
    const size = 100 * 1024 * 1024;
    const block = randomBytes(1024 * 1024);
    const blocks = (count: number) =>
      Readable.from(
        (function* () {
          for (let sent = 0; sent < count; sent += 1) yield block;
        })(),
      );
    // A first upload brings the gateway to its working size (code loaded, buffers and heap grown to their
    // steady state), so what the large one adds is what it holds of the file.
    const warmUp = await uploads.created(20 * block.length, { filetype: 'video/mp4', kind: 'video' });
    expect((await uploads.patch(warmUp, 0, blocks(20))).status).toBe(204);

    const gatewayPid = system.pids().gateway;
    const before = residentBytes(gatewayPid);
    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, residentBytes(gatewayPid));
        await sleep(50);
      }
    })();
    const location = await uploads.created(size, {
      filetype: 'video/mp4',
      kind: 'video',
      filename: 'long.mp4',
    });
    const answer = await uploads.patch(location, 0, blocks(size / block.length));
    sampling = false;
    await sampler;
    expect(answer.status).toBe(204);
    expect(Number(answer.headers.get('upload-offset'))).toBe(size);
    // Holding the file would add at least its 100 MB.
    expect(peak - before).toBeLessThan(30 * 1024 * 1024);
  });
});
