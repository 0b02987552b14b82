export * from './realtime-events';
