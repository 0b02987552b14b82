import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/utils';
import path from 'node:path';
import { UPLOADS_FOLDER, uploadKey } from './keys';
import type { ObjectStorage } from './object-storage';
import { s3ClientConfig } from './s3-storage';
import type { S3Settings, StorageSettings } from './storage-settings';

/** S3's smallest multipart part but the last: the upload store buffers at most one on its way through. */
const S3_PART_SIZE = 8 * 1024 * 1024;

/**
 * The tus data store resumable uploads are written to (`PATCH /api/uploads/<mediaId>`), so that the bytes of
 * upload `<mediaId>` end up under `uploadKey(mediaId)` of `openStorage(settings)`: the disk store keeps
 * `<dir>/uploads/<mediaId>` (and its `.json` description); the S3 store, whose keys would otherwise be
 * the bucket's top level, is given the `uploads/` folder by a middleware on its client.
 */
export function createUploadStore(settings: StorageSettings): DataStore {
  if (settings.kind === 'disk') {
    return new FileStore({ directory: path.join(path.resolve(settings.dir), UPLOADS_FOLDER) });
  }
  if (!settings.s3) throw new Error('S3 storage needs its settings');
  return s3UploadStore(settings.s3);
}

function s3UploadStore(settings: S3Settings): DataStore {
  return new FolderedS3Store({
    partSize: S3_PART_SIZE,
    s3ClientConfig: { bucket: settings.bucket, ...s3ClientConfig(settings) },
  });
}

/** The tus S3 store with its objects in `uploads/` rather than at the bucket's top level. */
class FolderedS3Store extends S3Store {
  constructor(options: ConstructorParameters<typeof S3Store>[0]) {
    super(options);
    this.client.middlewareStack.add(
      (next) => async (args) => {
        inUploadsFolder(args.input as S3Input);
        return next(args);
      },
      { step: 'initialize', name: 'uploadsFolder' },
    );
  }
}

interface S3Input {
  Key?: string;
  Prefix?: string;
  Delete?: { Objects?: { Key?: string }[] };
}

const FOLDER_PREFIX = `${UPLOADS_FOLDER}/`;
const prefixed = (key: string) => (key.startsWith(FOLDER_PREFIX) ? key : FOLDER_PREFIX + key);

/** Moves every key of a request of the tus store into `uploads/` (listings' answers come back prefixed). */
function inUploadsFolder(input: S3Input): void {
  if (typeof input.Key === 'string') input.Key = prefixed(input.Key);
  if (typeof input.Prefix === 'string') input.Prefix = prefixed(input.Prefix);
  for (const object of input.Delete?.Objects ?? []) {
    if (typeof object.Key === 'string') object.Key = prefixed(object.Key);
  }
}

/**
 * Deletes everything an upload left, finished or abandoned halfway: the store's own removal (which also
 * aborts an unfinished S3 multipart upload), then any file of it still there under either store's names.
 */
export async function discardUpload(
  store: DataStore,
  storage: ObjectStorage,
  mediaId: string,
): Promise<void> {
  await store.remove(mediaId).catch(() => undefined);
  const key = uploadKey(mediaId);
  await Promise.all([key, `${key}.json`, `${key}.info`, `${key}.part`].map((each) => storage.delete(each)));
}
