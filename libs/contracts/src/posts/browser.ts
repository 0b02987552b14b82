export * from './rules';
export type * from './posts.dto';
