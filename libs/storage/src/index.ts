export * from './storage-settings';
