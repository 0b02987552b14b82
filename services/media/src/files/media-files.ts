import type { MediaRendition, StoredFileDto } from '@boonies/contracts/media';
import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { DataSource } from 'typeorm';
import type { MediaItem } from '../media/media-item';
import { MediaRepository } from '../media/media.repository';
import { MediaStorage } from './media-storage';

/** The SHA-256 of a file, read as a stream. */
async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * The stored files of media items. Renditions are content-addressed (`renditions/<sha256>.<ext>`): one
 * written twice (a job retried, the same photo posted twice) is one file, and a file is deleted only when
 * no item names it any more.
 */
@Injectable()
export class MediaFiles {
  private readonly logger = new Logger(MediaFiles.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: MediaStorage,
    private readonly media: MediaRepository,
  ) {}

  /** Stores a rendition made on this machine under its content's hash; the same bytes are stored once. */
  async store(rendition: MediaRendition, file: string, contentType: string): Promise<StoredFileDto> {
    const key = `renditions/${await sha256Of(file)}${path.extname(rendition)}`;
    const existing = await this.storage.objects.stat(key);
    if (existing) return { key, contentType, size: existing.size };
    const { size } = await this.storage.objects.write(key, createReadStream(file), contentType);
    return { key, contentType, size };
  }

  /**
   * Deletes what an item leaves behind: the original's bytes, and each rendition no other item names.
   * Runs after the item's row is gone, or before (it never counts the item itself).
   */
  async deleteFilesOf(item: Pick<MediaItem, 'id' | 'files'>): Promise<void> {
    await this.storage.discardUpload(item.id);
    const keys = new Set(Object.values(item.files ?? {}).map((file) => file.key));
    for (const key of keys) {
      if (await this.media.isFileUsedElsewhere(this.dataSource.manager, key, item.id)) continue;
      await this.storage.objects.delete(key);
    }
  }

  /** Deletes each stored file that no item names. */
  async deleteUnused(keys: string[]): Promise<void> {
    for (const key of new Set(keys)) {
      if (await this.media.isFileUsedElsewhere(this.dataSource.manager, key, null)) continue;
      await this.storage.objects.delete(key);
    }
  }

  /** As `deleteFilesOf`, for work after a commit: a failure is logged, never undoes what was committed. */
  async deleteFilesQuietly(items: Pick<MediaItem, 'id' | 'files'>[]): Promise<void> {
    for (const item of items) {
      await this.deleteFilesOf(item).catch((error: unknown) =>
        this.logger.warn(`Could not delete the files of media ${item.id}: ${String(error)}`),
      );
    }
  }
}
