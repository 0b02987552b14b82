import { LocalDiskStorage } from './local-disk-storage';
import type { ObjectStorage } from './object-storage';
import { S3Storage } from './s3-storage';
import type { StorageSettings } from './storage-settings';

/** The object storage of the settings: a directory on disk, or an S3 bucket. */
export function openStorage(settings: StorageSettings): ObjectStorage {
  if (settings.kind === 'disk') return new LocalDiskStorage(settings.dir);
  if (!settings.s3) throw new Error('S3 storage needs its settings');
  return new S3Storage(settings.s3);
}
