import { Upload } from '@tus/utils';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import {
  createUploadStore,
  discardUpload,
  InvalidStorageKey,
  LocalDiskStorage,
  type ObjectStorage,
  openStorage,
  StorageNotFound,
  type StorageSettings,
  uploadKey,
} from '../src';
import { startS3Server, type RunningS3 } from '@boonies/testing';

const MB = 1024 * 1024;

/** `total` bytes made on demand in 64 KiB chunks: nothing of it exists whole at any time. */
function generated(total: number): Readable {
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  return Readable.from(
    (function* () {
      for (let sent = 0; sent < total; sent += chunk.length)
        yield chunk.subarray(0, Math.min(chunk.length, total - sent));
    })(),
  );
}

/** The highest resident memory seen while `work` runs, above what was in use when it started. */
async function peakRssGrowth(work: () => Promise<unknown>): Promise<number> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, process.memoryUsage().rss) - before;
}

describe.each([['disk'], ['s3']] as const)('object storage on %s', (kind) => {
  let settings: StorageSettings;
  let storage: ObjectStorage;
  let s3: RunningS3 | undefined;

  beforeAll(async () => {
    if (kind === 's3') {
      s3 = await startS3Server();
      settings = { kind: 's3', dir: s3.scratchDir, s3: s3.s3 };
    } else {
      settings = { kind: 'disk', dir: await mkdtemp(path.join(os.tmpdir(), 'storage-')) };
    }
    storage = openStorage(settings);
  });

  afterAll(async () => {
    await s3?.stop();
    if (kind === 'disk') await rm(settings.dir, { recursive: true, force: true });
  });

  it('writes, stats, reads whole and in ranges, and deletes', async () => {
    const key = 'renditions/abc123.txt';
    expect(
      await storage.write(key, Readable.from([Buffer.from('hello '), Buffer.from('world')]), 'text/plain'),
    ).toEqual({
      size: 11,
    });
    expect(await storage.stat(key)).toEqual({ size: 11 });
    expect(await text(await storage.read(key))).toBe('hello world');
    expect(await text(await storage.read(key, { start: 0, end: 1 }))).toBe('he');
    expect(await text(await storage.read(key, { start: 6, end: 10 }))).toBe('world');
    expect(await text(await storage.read(key, { start: 3, end: 7 }))).toBe('lo wo');

    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
    await expect(storage.read(key)).rejects.toBeInstanceOf(StorageNotFound);
    // Deleting what is gone is fine.
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('replaces an object only with a whole new one', async () => {
    const key = 'renditions/replaced.bin';
    await storage.write(key, Readable.from([Buffer.from('first')]), 'application/octet-stream');
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('the phone lost its connection'));
      },
    });
    await expect(storage.write(key, failing, 'application/octet-stream')).rejects.toThrow();
    expect(await text(await storage.read(key))).toBe('first');
  });

  it('answers an unknown key as missing', async () => {
    expect(await storage.stat('renditions/never-written.webp')).toBeNull();
    await expect(storage.read('renditions/never-written.webp')).rejects.toBeInstanceOf(StorageNotFound);
  });

  it('refuses keys that climb out of the store or name it oddly', async () => {
    for (const key of [
      '../secret',
      'renditions/../../etc/passwd',
      '/etc/passwd',
      'a//b',
      './a',
      'a\\..\\b',
      '',
      'a b',
    ]) {
      await expect(
        storage.write(key, Readable.from([Buffer.from('x')]), 'text/plain'),
      ).rejects.toBeInstanceOf(InvalidStorageKey);
      await expect(storage.read(key)).rejects.toBeInstanceOf(InvalidStorageKey);
      await expect(storage.stat(key)).rejects.toBeInstanceOf(InvalidStorageKey);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKey);
    }
  });

  it('writes a 192 MB stream without holding it in memory, and reads it back', async () => {
    const key = 'renditions/big.bin';
    const total = 192 * MB;
    const growth = await peakRssGrowth(async () => {
      expect(await storage.write(key, generated(total), 'application/octet-stream')).toEqual({ size: total });
    });
    expect(await storage.stat(key)).toEqual({ size: total });
    // Buffering the object would take all of it; streaming takes a few parts, plus, for S3, what the
    // in-process test server and the collector have not yet given back (30-60 MB, whatever the size):
    // the object is large enough that this stays well under half of it.
    expect(growth).toBeLessThan(total / 2);
    let read = 0;
    for await (const chunk of await storage.read(key)) read += (chunk as Buffer).length;
    expect(read).toBe(total);
    await storage.delete(key);
    // 384 MB through the in-process S3 server and back: half a minute when the machine is busy.
  }, 120_000);

  it('keeps the upload store’s bytes of an upload where uploadKey says', async () => {
    const store = createUploadStore(settings);
    const mediaId = '4f1c2b9e-0d3a-4c5e-9a7b-1e2f3a4b5c6d';
    const body = Buffer.from('the original clip, as the phone sent it');
    await store.create(new Upload({ id: mediaId, size: body.length, offset: 0, metadata: {} }));
    expect(await store.write(Readable.from([body.subarray(0, 10)]), mediaId, 0)).toBe(10);
    expect(await store.write(Readable.from([body.subarray(10)]), mediaId, 10)).toBe(body.length);
    expect((await store.getUpload(mediaId)).offset).toBe(body.length);

    expect(await storage.stat(uploadKey(mediaId))).toEqual({ size: body.length });
    expect(await text(await storage.read(uploadKey(mediaId)))).toBe(body.toString());

    await discardUpload(store, storage, mediaId);
    expect(await storage.stat(uploadKey(mediaId))).toBeNull();
  });

  it('discards an upload abandoned halfway', async () => {
    const store = createUploadStore(settings);
    const mediaId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    await store.create(new Upload({ id: mediaId, size: 1000, offset: 0, metadata: {} }));
    await store.write(Readable.from([Buffer.alloc(100, 1)]), mediaId, 0);

    await discardUpload(store, storage, mediaId);
    await expect(store.getUpload(mediaId)).rejects.toBeDefined();
    for (const suffix of ['', '.json', '.info', '.part']) {
      expect(await storage.stat(`${uploadKey(mediaId)}${suffix}`)).toBeNull();
    }
  });
});

describe('local disk storage', () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'storage-disk-'));
  });

  afterAll(() => rm(root, { recursive: true, force: true }));

  it('leaves no temporary file behind, after a write or a failed one', async () => {
    const storage = new LocalDiskStorage(root);
    await storage.write('renditions/kept.txt', Readable.from([Buffer.from('kept')]), 'text/plain');
    const failing = new Readable({
      read() {
        this.destroy(new Error('gone'));
      },
    });
    await expect(storage.write('renditions/lost.txt', failing, 'text/plain')).rejects.toThrow('gone');
    expect(await readdir(path.join(root, 'renditions'))).toEqual(['kept.txt']);
  });

  it('keeps uploads under <dir>/uploads, and nothing outside the root', async () => {
    const storage = new LocalDiskStorage(path.join(root, 'store'));
    expect(storage.pathOf(uploadKey('abc'))).toBe(path.join(root, 'store', 'uploads', 'abc'));
    await writeFile(path.join(root, 'beside.txt'), 'kept');
    await expect(storage.delete('../beside.txt')).rejects.toBeInstanceOf(InvalidStorageKey);
    await expect(storage.read('../beside.txt')).rejects.toBeInstanceOf(InvalidStorageKey);
    expect((await stat(path.join(root, 'beside.txt'))).size).toBe(4);
  });

  it('reads a directory as no object', async () => {
    const storage = new LocalDiskStorage(root);
    expect(await storage.stat('renditions')).toBeNull();
    await expect(storage.read('renditions')).rejects.toBeInstanceOf(StorageNotFound);
  });
});
