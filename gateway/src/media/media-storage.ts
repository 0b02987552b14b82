import type { ObjectStorage } from '@boonies/storage';
import type { DataStore, Locker } from '@tus/utils';

/** Where renditions are read from: the same store the media service writes them to. */
export const MEDIA_STORAGE = Symbol('MEDIA_STORAGE');
export type MediaStorage = ObjectStorage;

/** Where tus keeps uploads' bytes and state, shared by every gateway replica and the media service. */
export const UPLOAD_STORE = Symbol('UPLOAD_STORE');
export type UploadStore = DataStore;

/** Who may write an upload at a given moment, across gateway replicas. */
export const UPLOAD_LOCKER = Symbol('UPLOAD_LOCKER');
export type UploadLocker = Locker;
