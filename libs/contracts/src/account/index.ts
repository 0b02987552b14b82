export * from './username-rules';
export * from './data-export.dto';
export * from './export-parts';
