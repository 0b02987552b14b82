import {
  blocksTable,
  followsTable,
  mediaCopyTable,
  privacySettingsTable,
  tablePaths,
  userCopyTable,
} from '@boonies/platform';
import type { DataSource } from 'typeorm';
import { Post } from '../posts/entities/post.entity';
import { PostTag } from '../posts/entities/post-tag.entity';
import { PostVerification } from '../projections/entities/post-verification.entity';
import { TrickName } from '../projections/entities/trick-name.entity';
import { Reaction } from '../reactions/entities/reaction.entity';
import { TimelineEntry } from '../timeline/entities/timeline-entry.entity';

/**
 * An account as posts show it, from the auth service's `user-*` events, newest revision kept. Deactivated
 * and suspended authors' posts are hidden from feeds (looked up through `authors_unavailable_idx`); trusted
 * skaters' reactions weigh like admins'; the email is shown to admins in reaction lists, and to the reactor
 * themselves, and an event without it keeps the one already known. A post's `@username`s are found here.
 */
export const AUTHORS = userCopyTable({
  name: 'Author',
  tableName: 'authors',
  columns: [
    'username',
    'display_name',
    'profile_picture',
    'pro_status',
    'amateur_status',
    'flow_status',
    'is_brand',
    'is_admin',
    'is_trusted',
    'is_active',
    'suspended_until',
    'email',
  ],
  keepWhenNull: ['email'],
  indices: [
    {
      name: 'authors_unavailable_idx',
      columns: ['userId'],
      where: 'NOT "is_active" OR "suspended_until" IS NOT NULL',
    },
    // The skaters a post mentions are looked up by name.
    { name: 'authors_username_idx', columns: ['username'] },
  ],
});

/** Feeds leave out the posts of whoever blocked the viewer: looked up by the blocked user. */
export const BLOCKS = blocksTable({ indexByBlocked: true });
/** New posts go to their author's followers' timelines: looked up by the followed author. */
export const FOLLOWS = followsTable({ indexByFollowed: true });
/** Only Public Profile matters to feeds: off, only the author and their followers see the author's posts. */
export const PRIVACY_SETTINGS = privacySettingsTable({
  tableName: 'preferences',
  switches: ['public_profile'],
  indexPrivate: true,
});

/** The media service's items: what a post's uploaded photo or clip shows, and who may attach it. */
export const MEDIA = mediaCopyTable();

export const POSTS_ENTITIES = [
  Post,
  PostTag,
  Reaction,
  AUTHORS,
  TrickName,
  FOLLOWS,
  PostVerification,
  PRIVACY_SETTINGS,
  BLOCKS,
  TimelineEntry,
  MEDIA,
];

/** Schema-qualified table names for hand-written SQL, from the ORM's metadata (so the schema is the service's). */
export function postsTables(dataSource: DataSource) {
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

export type PostsTables = ReturnType<typeof postsTables>;
