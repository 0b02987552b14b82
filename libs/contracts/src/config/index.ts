export type * from './public-config';
