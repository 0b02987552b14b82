import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey } from './keys';
import { ByteCounter } from './local-disk-storage';
import { type ByteRange, checkRange, type ObjectStorage, StorageNotFound } from './object-storage';
import type { S3Settings } from './storage-settings';

/** The part size of streamed writes: S3's smallest, so a write holds at most a few parts in memory. */
const PART_SIZE = 5 * 1024 * 1024;
/** Parts sent at once by one write. */
const QUEUE_SIZE = 2;

/** The client configuration of the settings, shared by the object storage and the upload store. */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 demands them: a streamed part of unknown length would otherwise be sent
    // aws-chunked with a trailing checksum, which S3-protocol stores other than AWS may keep as its bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/**
 * Objects in an S3 bucket (or any S3-protocol store). Writes stream through a multipart upload, so a clip of
 * any size needs only a couple of parts' memory; reads are ranged `GetObject`s.
 */
export class S3Storage implements ObjectStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.client = new S3Client(s3ClientConfig(settings));
    this.bucket = settings.bucket;
  }

  async write(key: string, body: Readable, contentType: string): Promise<{ size: number }> {
    assertValidKey(key);
    const counter = new ByteCounter();
    const passing = new PassThrough();
    const flowing = pipeline(body, counter, passing);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: passing, ContentType: contentType },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      leavePartsOnError: false,
    });
    // A failing source fails the upload too; a failing upload stops reading the source.
    const uploaded = upload.done().catch((error: unknown) => {
      body.destroy(error as Error);
      throw error;
    });
    await Promise.all([flowing, uploaded]);
    return { size: counter.bytes };
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    assertValidKey(key);
    if (range) checkRange(range);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error(`No body for "${key}"`);
      return answer.Body;
    } catch (error) {
      if (isNotFound(error)) throw new StorageNotFound(key);
      throw error;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    assertValidKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
}
