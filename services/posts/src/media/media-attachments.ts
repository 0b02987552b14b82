import { MEDIA_MESSAGES, type MediaKind } from '@boonies/contracts/media';
import { DomainError, notFound } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isMediaTaken, PostMediaRepository } from './post-media.repository';

/** What a new post asks of the upload it carries. */
export interface MediaRequest {
  mediaId: string;
  ownerId: string;
  /** The kind the post must carry, or `null` when the upload's kind decides the post's. */
  wanted: MediaKind | null;
}

const refused = (message: string) => new DomainError('VALIDATION_FAILED', message, { field: 'mediaId' });

/**
 * Decides whether a new post may carry an upload: the caller's own (another's reads as unknown), of the
 * kind the post needs, not failed and on no other post. Two posts racing for one upload both pass here; the
 * unique index on `posts.media_id` lets only one of them commit (see {@link alreadyAttachedOnRace}).
 */
@Injectable()
export class MediaAttachments {
  constructor(private readonly media: PostMediaRepository) {}

  /** Checks the upload, in the post's transaction; answers the kind the post is then. */
  async check(manager: EntityManager, request: MediaRequest): Promise<MediaKind> {
    const item = await this.media.facts(manager, request.mediaId);
    if (!item) {
      // The upload's events may trail the skater's post by milliseconds: the post is made at once, on a
      // placeholder their first event replaces (and that takes the upload off the post if it is not theirs).
      const kind = request.wanted ?? 'video';
      if (await this.media.placeholder(manager, { ...request, kind })) return kind;
      return this.check(manager, request);
    }
    if (item.ownerId !== request.ownerId || item.status === 'deleted') throw notFound('Upload');
    if (request.wanted !== null && item.kind !== request.wanted) throw refused(MEDIA_MESSAGES.wrongKind);
    if (item.status === 'failed') throw refused(MEDIA_MESSAGES.failed);
    if (item.postId !== null) throw alreadyAttached();
    return item.kind;
  }
}

function alreadyAttached(): DomainError {
  return new DomainError('CONFLICT', MEDIA_MESSAGES.alreadyAttached, { field: 'mediaId' });
}

/** A post's transaction that lost the race for an upload to another post fails as "already attached". */
export function alreadyAttachedOnRace(error: unknown): never {
  throw isMediaTaken(error) ? alreadyAttached() : error;
}
