export * from './rules';
export * from './webhooks.dto';
export * from './webhooks.rpc';
