export * from './rules';
export type * from './webhooks.dto';
