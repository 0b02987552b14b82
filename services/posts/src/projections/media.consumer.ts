import { MediaCopyConsumer, type MediaCopyChange } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { MEDIA } from './entities/media.entity';
import { PostMediaRepository } from '../media/post-media.repository';

/**
 * Keeps `media` in step with the media service's items (see `MediaCopyConsumer`). A post made before its
 * item's first event attached a placeholder the caller owned: when the real event names another owner or a
 * kind the post cannot carry, the item is taken off the post; an ordinary post's kind follows the item's.
 */
@Injectable()
export class MediaConsumer extends MediaCopyConsumer {
  constructor(
    dataSource: DataSource,
    private readonly postMedia: PostMediaRepository,
  ) {
    super(dataSource, MEDIA);
  }

  protected override async mediaWritten(manager: EntityManager, change: MediaCopyChange): Promise<void> {
    if (change.status === 'deleted') return;
    await this.postMedia.detachMisfits(manager, change.mediaId, change.ownerId, change.kind);
    await this.postMedia.followKind(manager, change.mediaId, change.kind);
  }
}
