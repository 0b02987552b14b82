import { loadConfig, ServiceConfig } from '@boonies/platform';
import { WithStorageVariables } from '@boonies/storage';
import { IsInt, Max, Min } from 'class-validator';

const MB = 1024 * 1024;

/**
 * The media service's environment (docs/configuration.md, docs/media.md): the limits of an upload, the
 * allowance of an account, how long unposted media is kept, the work queue, and where the bytes live.
 */
export class MediaConfig extends WithStorageVariables(ServiceConfig) {
  /** The largest photo, in bytes, an upload may declare. */
  @IsInt()
  @Min(1)
  @Max(1024 * MB)
  MEDIA_IMAGE_MAX_BYTES: number = 25 * MB;

  /** The largest clip, in bytes, an upload may declare. */
  @IsInt()
  @Min(1)
  @Max(10 * 1024 * MB)
  MEDIA_VIDEO_MAX_BYTES: number = 250 * MB;

  /** The longest clip, in seconds. */
  @IsInt()
  @Min(1)
  @Max(3600)
  MEDIA_VIDEO_MAX_SECONDS: number = 60;

  /** The most pixels a photo may have (width × height), so decoding one cannot exhaust memory. */
  @IsInt()
  @Min(1)
  @Max(500_000_000)
  MEDIA_IMAGE_MAX_PIXELS: number = 50_000_000;

  /** Bytes an account may declare in uploads over any 24 hours. */
  @IsInt()
  @Min(1)
  MEDIA_QUOTA_BYTES_PER_DAY: number = 1024 * MB;

  /** Uploads an account may start in any hour. */
  @IsInt()
  @Min(1)
  @Max(100_000)
  MEDIA_UPLOADS_PER_HOUR: number = 60;

  /** Hours an upload no post carries (or one abandoned halfway) is kept before it is deleted. */
  @IsInt()
  @Min(1)
  @Max(24 * 365)
  MEDIA_UNPOSTED_TTL_HOURS: number = 24;

  /** Processing jobs one replica runs at once; 0 for a replica that only answers requests. */
  @IsInt()
  @Min(0)
  @Max(32)
  MEDIA_WORKERS: number = 1;

  /** How often a job is handed out before it is marked failed (a worker that dies counts as a try). */
  @IsInt()
  @Min(1)
  @Max(20)
  MEDIA_JOB_MAX_DELIVERIES: number = 3;

  /**
   * Seconds a worker may go without a word before its job is handed to another worker; a working worker
   * says so every third of it.
   */
  @IsInt()
  @Min(2)
  @Max(3600)
  MEDIA_JOB_ACK_WAIT_SECONDS: number = 60;

  /** How often, in seconds, the sweep deletes expired media and queues again jobs that went missing. */
  @IsInt()
  @Min(1)
  @Max(86_400)
  MEDIA_SWEEP_SECONDS: number = 60;
}

export const loadMediaConfig = (): MediaConfig => loadConfig(MediaConfig);
