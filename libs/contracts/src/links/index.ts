export * from './media-links';
export * from './url-validators';
export * from './public-link';
export * from './public-link.validator';
export * from './app-links';
