export * from './community-rule';
export * from './rules';
export * from './standing';
export type * from './verification.dto';
