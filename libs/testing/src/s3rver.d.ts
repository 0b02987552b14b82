// s3rver ships no types: what the tests use of it.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    /** Koa's middleware list, composed when the server starts listening. */
    middleware: ((ctx: never, next: () => Promise<void>) => Promise<void>)[];
    store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
  }
}
