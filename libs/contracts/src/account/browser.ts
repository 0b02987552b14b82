export * from './username-rules';
export type * from './data-export.dto';
export * from './export-parts';
