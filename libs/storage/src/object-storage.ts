import type { Readable } from 'node:stream';

/** A byte range of an object, both ends included (as in HTTP's `Range: bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where media bytes are kept, by key (`renditions/<sha256>.webp`, `uploads/<mediaId>`). Bodies are streamed
 * both ways: no object is ever held whole in memory.
 */
export interface ObjectStorage {
  /** Stores the whole stream under `key`, replacing what was there only once every byte arrived. */
  write(key: string, body: Readable, contentType: string): Promise<{ size: number }>;
  /** The object's bytes, or the range of them; rejects with `StorageNotFound` when there is no object. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  stat(key: string): Promise<{ size: number } | null>;
  /** Deleting what is not there is fine. */
  delete(key: string): Promise<void>;
}

/** There is no object under the key. */
export class StorageNotFound extends Error {
  readonly code = 'STORAGE_NOT_FOUND';

  constructor(readonly key: string) {
    super(`No stored object under "${key}"`);
    this.name = 'StorageNotFound';
  }
}

/** A key that is not one this storage accepts (empty, absolute, climbing out with `..`, odd characters). */
export class InvalidStorageKey extends Error {
  readonly code = 'INVALID_STORAGE_KEY';

  constructor(readonly key: string) {
    super(`"${key.slice(0, 200)}" is not a valid storage key`);
    this.name = 'InvalidStorageKey';
  }
}

/** A range that does not fit: a negative start, or an end before its start. */
export function checkRange(range: ByteRange): void {
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new RangeError(`Invalid byte range ${start}-${end}`);
  }
}
