export * from './rules';
export * from './media.dto';
export * from './media.rpc';
export * from './media.events';
