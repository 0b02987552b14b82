export * from './privacy';
