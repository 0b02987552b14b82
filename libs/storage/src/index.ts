export * from './object-storage';
export * from './keys';
export * from './storage-settings';
export { LocalDiskStorage } from './local-disk-storage';
export { S3Storage } from './s3-storage';
export { openStorage } from './open-storage';
export { createUploadStore, discardUpload } from './upload-store';
