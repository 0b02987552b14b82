import type { DataSource } from 'typeorm';
import { Post } from '../posts/entities/post.entity';
import { PostTag } from '../posts/entities/post-tag.entity';
import { Author } from '../projections/entities/author.entity';
import { Block } from '../projections/entities/block.entity';
import { Follow } from '../projections/entities/follow.entity';
import { PostVerification } from '../projections/entities/post-verification.entity';
import { PrivacySetting } from '../projections/entities/privacy-setting.entity';
import { TrickName } from '../projections/entities/trick-name.entity';
import { Reaction } from '../reactions/entities/reaction.entity';

export const POSTS_ENTITIES = [
  Post,
  PostTag,
  Reaction,
  Author,
  TrickName,
  Follow,
  PostVerification,
  PrivacySetting,
  Block,
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
    follows: path(Follow),
    verifications: path(PostVerification),
    preferences: path(PrivacySetting),
    blocks: path(Block),
  };
}

export type PostsTables = ReturnType<typeof postsTables>;
