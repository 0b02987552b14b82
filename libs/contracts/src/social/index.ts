export * from './rules';
export * from './profiles.dto';
export * from './social.events';
export * from './social.rpc';
