export * from './sponsorships.events';
export * from './rules';
export * from './sponsorships.dto';
export * from './sponsorships.rpc';
