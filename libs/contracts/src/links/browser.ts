export * from './media-links';
export * from './app-links';
