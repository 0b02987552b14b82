import type { CallerIdentity } from '@boonies/contracts/common';
import { type MediaFileGrant, type MediaFileParam, renditionsOf } from '@boonies/contracts/media';
import { DomainError } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PostAccess } from '../access/post-access.service';
import { PostMediaRepository } from './post-media.repository';

/** Every refusal to serve a file, whatever its reason: a hidden item reads as one that never existed. */
const unknownMedia = () => new DomainError('NOT_FOUND', 'Media not found');

/**
 * Whether a caller may fetch one rendition of a media item, asked by the gateway before it streams the file:
 * an item on a post is served to whoever may read that post (the one access policy); an item on no post yet
 * only to its owner. Only a ready item's renditions of its own kind are served.
 */
@Injectable()
export class MediaFiles {
  constructor(
    private readonly dataSource: DataSource,
    private readonly media: PostMediaRepository,
    private readonly access: PostAccess,
  ) {}

  async grant({ mediaId, rendition }: MediaFileParam, caller?: CallerIdentity): Promise<MediaFileGrant> {
    const item = await this.media.facts(this.dataSource.manager, mediaId);
    if (!item || item.status !== 'ready') throw unknownMedia();
    const file = renditionsOf(item.kind).includes(rendition) ? item.files?.[rendition] : undefined;
    if (!file) throw unknownMedia();
    if (item.postId === null) {
      if (caller?.userId !== item.ownerId) throw unknownMedia();
    } else {
      const answer = await this.access.decide('view_posts', caller, item.postId);
      if (!answer?.decision.allowed) throw unknownMedia();
    }
    return { mediaId, key: file.key, contentType: file.contentType, size: file.size };
  }
}
