import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  IsUrl,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';
import path from 'node:path';

export const STORAGE_KINDS = ['disk', 's3'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

/** Where an S3-protocol object store is and how to sign in to it. */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket` in the path (`http://host/bucket/key`) rather than the host name: MinIO, s3rver, Ceph. */
  forcePathStyle: boolean;
}

/** Where media bytes live: a directory on a disk the processes share, or an S3 bucket. */
export interface StorageSettings {
  kind: StorageKind;
  /** The disk store's root, and the scratch directory of processing in both cases. */
  dir: string;
  s3?: S3Settings;
}

/** The default root for a developer's machine: `.data/media` under where the process was started. */
export const DEFAULT_STORAGE_DIR = '.data/media';

// A mixin's base class must be constructible with any arguments (TypeScript requires `any[]` here).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Constructor<T = object> = new (...args: any[]) => T;

/** Reads the raw variable: implicit conversion would make the text "false" true. */
function toBoolean({ obj, key }: { obj: Record<string, unknown>; key: string }): unknown {
  const value = obj[key];
  if (value === 'true' || value === '1' || value === true) return true;
  if (value === 'false' || value === '0' || value === false) return false;
  return value;
}

const usesS3 = (config: StorageVariables) => config.MEDIA_STORAGE === 's3';

/** The storage variables, validated like the rest of a process's configuration (docs/configuration.md). */
export interface StorageVariables {
  MEDIA_STORAGE: StorageKind;
  MEDIA_STORAGE_DIR: string;
  MEDIA_S3_ENDPOINT?: string;
  MEDIA_S3_BUCKET?: string;
  MEDIA_S3_REGION: string;
  MEDIA_S3_ACCESS_KEY_ID?: string;
  MEDIA_S3_SECRET_ACCESS_KEY?: string;
  MEDIA_S3_FORCE_PATH_STYLE: boolean;
}

/**
 * Adds the storage variables to a configuration class, so every process that touches media bytes (the
 * gateway's uploads and downloads, the media service's processing) reads them by the same rules.
 */
export function WithStorageVariables<TBase extends Constructor>(Base: TBase) {
  class WithStorage extends Base implements StorageVariables {
    @IsIn(STORAGE_KINDS, { message: 'must be disk or s3' })
    MEDIA_STORAGE: StorageKind = 'disk';

    /** The disk store's root; processing's scratch files go under it too. */
    @IsString()
    @MinLength(1)
    @MaxLength(1024)
    MEDIA_STORAGE_DIR: string = DEFAULT_STORAGE_DIR;

    @ValidateIf(usesS3)
    @IsUrl({ require_tld: false, protocols: ['http', 'https'] }, { message: 'must be an http(s) URL' })
    MEDIA_S3_ENDPOINT?: string;

    @ValidateIf(usesS3)
    @IsString({ message: 'is required with MEDIA_STORAGE=s3' })
    @MinLength(3)
    @MaxLength(63)
    MEDIA_S3_BUCKET?: string;

    @IsString()
    @MaxLength(64)
    MEDIA_S3_REGION: string = 'us-east-1';

    @ValidateIf(usesS3)
    @IsString({ message: 'is required with MEDIA_STORAGE=s3' })
    @MaxLength(256)
    MEDIA_S3_ACCESS_KEY_ID?: string;

    @ValidateIf(usesS3)
    @IsString({ message: 'is required with MEDIA_STORAGE=s3' })
    @MaxLength(256)
    MEDIA_S3_SECRET_ACCESS_KEY?: string;

    @IsOptional()
    @Transform(toBoolean)
    @IsBoolean({ message: 'must be true or false' })
    MEDIA_S3_FORCE_PATH_STYLE: boolean = false;
  }
  return WithStorage;
}

/** The settings `openStorage` and `createUploadStore` take, from validated variables. */
export function storageSettingsOf(variables: StorageVariables): StorageSettings {
  const dir = path.resolve(variables.MEDIA_STORAGE_DIR);
  if (variables.MEDIA_STORAGE === 'disk') return { kind: 'disk', dir };
  return {
    kind: 's3',
    dir,
    s3: {
      endpoint: variables.MEDIA_S3_ENDPOINT ?? '',
      bucket: variables.MEDIA_S3_BUCKET ?? '',
      region: variables.MEDIA_S3_REGION,
      accessKeyId: variables.MEDIA_S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: variables.MEDIA_S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle: variables.MEDIA_S3_FORCE_PATH_STYLE,
    },
  };
}
