import { tablePaths } from '@boonies/platform';
import type { DataSource } from 'typeorm';
import { PostTag } from '../posts/entities/post-tag.entity';
import { Post } from '../posts/entities/post.entity';
import { AUTHORS } from '../projections/entities/author.entity';
import { BLOCKS } from '../projections/entities/block.entity';
import { FOLLOWS } from '../projections/entities/follow.entity';
import { MEDIA } from '../projections/entities/media.entity';
import { PostVerification } from '../projections/entities/post-verification.entity';
import { PRIVACY_SETTINGS } from '../projections/entities/privacy-settings.entity';
import { TrickName } from '../projections/entities/trick-name.entity';
import { Reaction } from '../reactions/entities/reaction.entity';
import { TimelineEntry } from '../timeline/entities/timeline-entry.entity';

/**
 * What a feed page reads: the posts and whose timeline they are on, who may see them (authors, privacy,
 * follows, blocks), and what each shows (tags, tricks, verifications, reactions, media).
 */
export function feedTables(dataSource: DataSource) {
  return tablePaths(dataSource, {
    posts: Post,
    postTags: PostTag,
    reactions: Reaction,
    authors: AUTHORS,
    tricks: TrickName,
    follows: FOLLOWS,
    verifications: PostVerification,
    preferences: PRIVACY_SETTINGS,
    blocks: BLOCKS,
    timeline: TimelineEntry,
    media: MEDIA,
  });
}

export type FeedTables = ReturnType<typeof feedTables>;
