import { randomBytes } from 'node:crypto';
import { mediaUrl } from '@boonies/contracts/media';
import { startS3Server, startSystem, type RunningS3, type RunningSystem } from '@boonies/testing';
import sharp from 'sharp';
import { TusClient } from './support/media-uploads';
import { knownToPosts } from './support/posts-system';
import { eventually, signedUp, type SignedInUser } from './support/tricks-system';

const START_TIMEOUT_MS = Number(process.env.SYSTEM_START_TIMEOUT_MS ?? 120_000) + 60_000;
jest.setTimeout(120_000);

/**
 * The production storage path: uploads and renditions in an S3 bucket (a real S3-protocol server here), an
 * upload cut halfway resumed through another gateway replica, and its rendition served with ranges.
 */
describe('uploads and renditions on S3 storage', () => {
  let s3: RunningS3;
  let system: RunningSystem;
  let owner: SignedInUser;

  beforeAll(async () => {
    s3 = await startS3Server();
    system = await startSystem({
      label: 'gateway-media-s3',
      services: ['auth', 'social', 'posts', 'media'],
      env: { TRUST_PROXY: 'true', ...s3.environment },
    });
    owner = await signedUp(system, 'filmer');
    await knownToPosts(system, owner.id);
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await system?.stop();
    await s3?.stop();
  });

  it('resumes a cut upload through another replica, processes it and serves ranges of it', async () => {
    const photo = await sharp(randomBytes(400 * 300 * 3), { raw: { width: 400, height: 300, channels: 3 } })
      .png()
      .toBuffer();
    const uploads = new TusClient(owner.browser, system.baseUrl);
    const location = await uploads.created(photo.length, { filetype: 'image/png', filename: 'rail.png' });
    const mediaId = location.split('/').at(-1)!;

    await uploads.patchThenDrop(location, 0, photo.subarray(0, Math.floor(photo.length / 2)));
    const resumed = new TusClient(owner.browser, (await system.addGateway()).baseUrl);
    const offset = await resumed.offset(location);
    expect(offset).toBeGreaterThan(0);
    const finished = await resumed.patch(location, offset, photo.subarray(offset));
    expect(finished.status).toBe(204);

    let status: unknown;
    await eventually(
      async () => {
        status = (await owner.browser.get(`/api/media/${mediaId}`)).body?.status;
        return status === 'ready' || status === 'failed';
      },
      'the photo to be processed',
      60_000,
    );
    expect(status).toBe('ready');
    const url = mediaUrl(mediaId, 'full.webp');
    await eventually(async () => (await owner.browser.get(url)).status === 200, 'the rendition served');
    const whole = (await owner.browser.get(url)).body as Buffer;
    const range = await owner.browser.get(url, { Range: 'bytes=10-109' });
    expect(range.status).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 10-109/${whole.length}`);
    expect(Buffer.compare(range.body, whole.subarray(10, 110))).toBe(0);
  });
});
