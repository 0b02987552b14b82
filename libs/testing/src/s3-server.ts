// s3rver ships no types; every project that compiles this file (through the path alias) needs them.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./s3rver.d.ts" />
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type S3rver from 's3rver';

/**
 * Where a test's S3 server is and how to sign in to it: the storage library's S3 settings, restated
 * because that library's own tests use this server.
 */
export interface TestS3 {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export interface RunningS3 {
  s3: TestS3;
  /** The variables that point a process's media store at this server. */
  environment: Record<string, string>;
  /** A fresh temporary directory for what runs against it: scratch space, never the bucket's. */
  scratchDir: string;
  stop(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) on a free loopback port, keeping its bucket in a temporary directory,
 * with the two calls of multipart uploads it lacks added.
 */
export async function startS3Server(bucket = 'media'): Promise<RunningS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'media-scratch-'));
  // Loaded when used: the harness's other users never pay for the server's code.
  const { default: S3rverServer } = await import('s3rver');
  const server = new S3rverServer({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  // s3rver lacks two calls of multipart uploads the tus S3 store makes: answered first, before its routes.
  server.middleware.unshift(multipartCompletion(server));
  const { port } = (await server.run()) as AddressInfo;
  const s3: TestS3 = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    s3,
    environment: {
      MEDIA_STORAGE: 's3',
      MEDIA_S3_ENDPOINT: s3.endpoint,
      MEDIA_S3_BUCKET: s3.bucket,
      MEDIA_S3_REGION: s3.region,
      MEDIA_S3_ACCESS_KEY_ID: s3.accessKeyId,
      MEDIA_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      MEDIA_S3_FORCE_PATH_STYLE: String(s3.forcePathStyle),
    },
    scratchDir: scratch,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
      await rm(scratch, { recursive: true, force: true });
    },
  };
}

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}
type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

/**
 * `ListParts` (GET `?uploadId=`) and `AbortMultipartUpload` (DELETE `?uploadId=`), over the part files
 * s3rver keeps for an unfinished upload (`<n>` and `<n>.md5` in its upload's folder).
 */
function multipartCompletion(server: S3rver): Middleware {
  return async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    const [, bucket, ...keyParts] = ctx.path.split('/');
    if (typeof uploadId !== 'string' || !bucket || keyParts.length === 0) return next();
    const folder = path.join(server.store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
    const exists = await stat(folder).then(
      () => true,
      () => false,
    );
    if (ctx.method === 'DELETE') {
      await rm(folder, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    if (ctx.method !== 'GET') return next();
    ctx.type = 'application/xml';
    if (!exists) {
      ctx.status = 404;
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>No such upload</Message></Error>`;
      return;
    }
    const numbers = (await readdir(folder))
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (number) => {
        const [size, md5] = await Promise.all([
          stat(path.join(folder, String(number))).then((file) => file.size),
          readFile(path.join(folder, `${number}.md5`), 'utf8'),
        ]);
        return `<Part><PartNumber>${number}</PartNumber><ETag>"${md5}"</ETag><Size>${size}</Size></Part>`;
      }),
    );
    ctx.status = 200;
    ctx.body =
      `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
      `<Bucket>${bucket}</Bucket><Key>${keyParts.join('/')}</Key><UploadId>${uploadId}</UploadId>` +
      `<IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
  };
}
