export * from './scoring';
export type * from './tricks.dto';
export * from './rules';
export type * from './trick-import.dto';
export * from './trick-import-rules';
