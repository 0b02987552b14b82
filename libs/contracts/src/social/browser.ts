export * from './rules';
export type * from './profiles.dto';
