import {
  createUploadStore,
  discardUpload,
  LocalDiskStorage,
  type ObjectStorage,
  openStorage,
  type StorageSettings,
  storageSettingsOf,
} from '@boonies/storage';
import { Injectable } from '@nestjs/common';
import type { DataStore } from '@tus/utils';
import { MediaConfig } from '../config/media.config';

/** The service's view of the media store: the objects, and the upload store the gateway writes to. */
@Injectable()
export class MediaStorage {
  readonly settings: StorageSettings;
  readonly objects: ObjectStorage;
  private readonly uploads: DataStore;

  constructor(config: MediaConfig) {
    this.settings = storageSettingsOf(config);
    this.objects = openStorage(this.settings);
    this.uploads = createUploadStore(this.settings);
  }

  /** Where a stored object is on this machine's disk, when the store is a disk: read in place, not copied. */
  localPathOf(key: string): string | null {
    return this.objects instanceof LocalDiskStorage ? this.objects.pathOf(key) : null;
  }

  /** Deletes the original's bytes (and what the upload transport kept of it), finished or not. */
  discardUpload(mediaId: string): Promise<void> {
    return discardUpload(this.uploads, this.objects, mediaId);
  }
}
