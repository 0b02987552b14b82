export * from './community-rule';
export * from './rules';
export * from './standing';
export * from './verification.dto';
export * from './verification.rpc';
export * from './verification.events';
