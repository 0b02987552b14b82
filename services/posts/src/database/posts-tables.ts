import { blocksTable, followsTable, privacySettingsTable } from '@boonies/platform';
import type { DataSource } from 'typeorm';
import { Post } from '../posts/entities/post.entity';
import { PostTag } from '../posts/entities/post-tag.entity';
import { Author } from '../projections/entities/author.entity';
import { PostVerification } from '../projections/entities/post-verification.entity';
import { TrickName } from '../projections/entities/trick-name.entity';
import { Reaction } from '../reactions/entities/reaction.entity';

/** Feeds leave out the posts of whoever blocked the viewer: looked up by the blocked user. */
export const BLOCKS = blocksTable({ indexByBlocked: true });
export const FOLLOWS = followsTable();
/** Only Public Profile matters to feeds: off, only the author and their followers see the author's posts. */
export const PRIVACY_SETTINGS = privacySettingsTable({
  tableName: 'preferences',
  switches: ['public_profile'],
  indexPrivate: true,
});

export const POSTS_ENTITIES = [
  Post,
  PostTag,
  Reaction,
  Author,
  TrickName,
  FOLLOWS,
  PostVerification,
  PRIVACY_SETTINGS,
  BLOCKS,
];

/** Schema-qualified table names for hand-written SQL, from the ORM's metadata (so the schema is the service's). */
export function postsTables(dataSource: DataSource) {
  const path = (entity: Parameters<DataSource['getMetadata']>[0]) => dataSource.getMetadata(entity).tablePath;
  return {
    posts: path(Post),
    postTags: path(PostTag),
    reactions: path(Reaction),
    authors: path(Author),
    tricks: path(TrickName),
    follows: path(FOLLOWS),
    verifications: path(PostVerification),
    preferences: path(PRIVACY_SETTINGS),
    blocks: path(BLOCKS),
  };
}

export type PostsTables = ReturnType<typeof postsTables>;
