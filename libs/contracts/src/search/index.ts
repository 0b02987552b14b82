export * from './name-matching';
