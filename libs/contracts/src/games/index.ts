export * from './rules';
export * from './games.dto';
export * from './games.rpc';
export * from './games.events';
