export * from './rules';
export * from './scoring';
export * from './tricks.dto';
export * from './trick-import-rules';
export * from './trick-import.dto';
export * from './tricks.rpc';
export * from './tricks.events';
