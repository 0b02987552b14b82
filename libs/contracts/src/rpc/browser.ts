export type * from './health';
export type * from './data-map';
