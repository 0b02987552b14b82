import { randomBytes } from 'node:crypto';
import { createWriteStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey } from './keys';
import {
  type ByteRange,
  checkRange,
  InvalidStorageKey,
  type ObjectStorage,
  StorageNotFound,
} from './object-storage';

/** Counts the bytes passing through, so a streamed write knows its size without holding it. */
export class ByteCounter extends Transform {
  bytes = 0;

  override _transform(
    chunk: Buffer,
    _encoding: BufferEncoding,
    done: (error?: Error | null, data?: Buffer) => void,
  ) {
    this.bytes += chunk.length;
    done(null, chunk);
  }
}

/**
 * Objects as files under one directory (a volume every process that touches media mounts). A write goes to a
 * temporary file beside its target and is renamed over it at the end, so a reader sees the old object or the
 * whole new one, never half of one; a failed write leaves nothing behind.
 */
export class LocalDiskStorage implements ObjectStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file of a key; refuses any key that would resolve outside the root. */
  pathOf(key: string): string {
    assertValidKey(key);
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new InvalidStorageKey(key);
    return file;
  }

  async write(key: string, body: Readable, _contentType: string): Promise<{ size: number }> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temporary = path.join(
      path.dirname(file),
      `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
    );
    const counter = new ByteCounter();
    try {
      await pipeline(body, counter, createWriteStream(temporary, { flags: 'wx' }));
      await fs.rename(temporary, file);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
    return { size: counter.bytes };
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.pathOf(key);
    if (range) checkRange(range);
    // Opened before answering, so a missing object is a rejection rather than a stream's late error.
    const handle = await fs.open(file, 'r').catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOENT' || error.code === 'EISDIR' ? new StorageNotFound(key) : error;
    });
    const stats = await handle.stat();
    if (!stats.isFile()) {
      await handle.close();
      throw new StorageNotFound(key);
    }
    return handle.createReadStream({ autoClose: true, start: range?.start, end: range?.end });
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const stats = await fs.stat(this.pathOf(key));
      return stats.isFile() ? { size: stats.size } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }
}
