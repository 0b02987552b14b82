export * from './rules';
export type * from './sponsorships.dto';
