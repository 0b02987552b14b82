export * from './privacy';
export * from './access-policy';
export * from './access-policy.table';
export * from './any-member';
