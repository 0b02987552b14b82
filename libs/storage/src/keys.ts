import { InvalidStorageKey } from './object-storage';

const KEY_MAX = 512;
/** Path segments of letters, digits, `.`, `_` and `-`, separated by single slashes. */
const KEY_PATTERN = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

/** The folder the upload transport keeps originals in, in both stores. */
export const UPLOADS_FOLDER = 'uploads';

/**
 * Refuses a key that could name something outside the store's root on a disk: absolute, with `.` or `..`
 * segments, backslashes, empty segments or characters beyond the plain ones. Every key this project makes
 * (`uploads/<uuid>`, `renditions/<sha256>.<ext>`) passes.
 */
export function assertValidKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > KEY_MAX || !KEY_PATTERN.test(key)) {
    throw new InvalidStorageKey(String(key));
  }
  if (key.split('/').some((segment) => segment === '.' || segment === '..')) {
    throw new InvalidStorageKey(key);
  }
}

/**
 * Where the upload store (`createUploadStore`) keeps the bytes of the upload whose tus id is `mediaId`, as a
 * key of `openStorage` on the same settings: `uploads/<mediaId>` on disk and in S3 alike.
 */
export function uploadKey(mediaId: string): string {
  const key = `${UPLOADS_FOLDER}/${mediaId}`;
  assertValidKey(key);
  return key;
}
