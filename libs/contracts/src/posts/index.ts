export * from './rules';
export * from './posts.dto';
export * from './posts.rpc';
export * from './posts.events';
export * from './post-preview';
