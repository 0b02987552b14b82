// class-transformer ships its metadata storage's types apart from its CommonJS build; this joins them.
declare module 'class-transformer/cjs/storage' {
  export { defaultMetadataStorage } from 'class-transformer/types/storage';
}
