export * from './rules';
export type * from './media.dto';
