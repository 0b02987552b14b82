export * from './rules';
export type * from './games.dto';
