export * from './seeded-ids';
