import {
  makePercentage,
  type PostAuthorDto,
  type PostDto,
  type PostReviewStatus,
  type PostType,
  type ReactionType,
  type TaggedTrickDto,
} from '@boonies/contracts';
import type { PostsTables } from '../database/posts-tables';

/** A post whose author the projection does not know (yet) still shows, under a neutral name. */
export const UNKNOWN_AUTHOR_NAME = 'unknown';

/** One hydrated row of `hydratedPostsSql`. */
export interface HydratedPostRow {
  id: string;
  user_id: string;
  content: string;
  image_url: string | null;
  video_url: string | null;
  post_type: PostType;
  parent_post_id: string | null;
  tagged_tricks: string[];
  verification_status: PostReviewStatus | null;
  is_verified: boolean;
  like_count: number;
  dislike_count: number;
  reply_count: number;
  popularity_rank: number;
  created_at: Date;
  hidden_at: Date | null;
  /** `null` when the author projection has no row for the user. */
  username: string | null;
  display_name: string | null;
  profile_picture: string | null;
  pro_status: boolean | null;
  amateur_status: boolean | null;
  flow_status: boolean | null;
  is_brand: boolean | null;
  is_admin: boolean | null;
  my_reaction: ReactionType | null;
  tricks: TaggedTrickDto[];
  verifications: VerificationRow[];
}

interface VerificationRow {
  id: string;
  trickId: string;
  trickName: string;
  votesFor: number;
  votesAgainst: number;
  isVerified: boolean;
  removed: boolean;
}

/**
 * Everything a post card shows, for the posts `page` selects (`p.*`), in one statement: the author, the
 * tagged tricks' names in tagging order, the viewer's own reaction and the verification tallies. Counts are
 * read from the post row, where reactions and replies keep them.
 */
export function hydratedPostsSql(tables: PostsTables, page: string, viewer: string, orderBy: string): string {
  return `
    WITH page AS MATERIALIZED (${page})
    SELECT p.id, p.user_id, p.content, p.image_url, p.video_url, p.post_type, p.parent_post_id, p.tagged_tricks,
           p.verification_status, p.is_verified, p.like_count, p.dislike_count, p.reply_count,
           p.popularity_rank, p.created_at, p.hidden_at,
           a.username, a.display_name, a.profile_picture, a.pro_status, a.amateur_status, a.flow_status,
           a.is_brand, a.is_admin,
           mine.reaction_type AS my_reaction,
           COALESCE(tagged.tricks, '[]'::json) AS tricks,
           COALESCE(tallies.verifications, '[]'::json) AS verifications
      FROM page p
      LEFT JOIN ${tables.authors} a ON a.user_id = p.user_id
      LEFT JOIN ${tables.reactions} mine ON mine.post_id = p.id AND mine.user_id = ${viewer}
      LEFT JOIN LATERAL (
        SELECT json_agg(json_build_object('id', tag.id, 'name', COALESCE(t.name, tag.id)) ORDER BY tag.position)
               AS tricks
          FROM unnest(p.tagged_tricks) WITH ORDINALITY AS tag(id, position)
          LEFT JOIN ${tables.tricks} t ON t.id = tag.id
      ) tagged ON true
      LEFT JOIN LATERAL (
        SELECT json_agg(json_build_object(
                 'id', v.verification_id, 'trickId', v.trick_id, 'trickName', COALESCE(t.name, v.trick_id),
                 'votesFor', v.votes_for, 'votesAgainst', v.votes_against, 'isVerified', v.is_verified,
                 'removed', v.removed)
                 ORDER BY array_position(p.tagged_tricks, v.trick_id), v.trick_id) AS verifications
          FROM ${tables.verifications} v
          LEFT JOIN ${tables.tricks} t ON t.id = v.trick_id
         WHERE v.post_id = p.id
      ) tallies ON true
     ORDER BY ${orderBy}`;
}

export function toAuthorDto(row: HydratedPostRow): PostAuthorDto {
  return {
    id: row.user_id,
    username: row.username ?? UNKNOWN_AUTHOR_NAME,
    displayName: row.display_name,
    avatarUrl: row.profile_picture,
    proStatus: row.pro_status ?? false,
    amateurStatus: row.amateur_status ?? false,
    flowStatus: row.flow_status ?? false,
    isBrand: row.is_brand ?? false,
    isAdmin: row.is_admin ?? false,
  };
}

export function toPostDto(row: HydratedPostRow): PostDto {
  const author = toAuthorDto(row);
  return {
    id: row.id,
    userId: row.user_id,
    content: row.content,
    imageUrl: row.image_url,
    videoUrl: row.video_url,
    postType: row.post_type,
    parentPostId: row.parent_post_id,
    taggedTricks: row.tagged_tricks,
    createdAt: row.created_at.toISOString(),
    author,
    tricks: row.tricks,
    users: { username: author.username, avatarUrl: author.avatarUrl },
    verificationStatus: row.verification_status,
    isVerified: row.is_verified,
    reactions: { likes: row.like_count, dislikes: row.dislike_count, mine: row.my_reaction },
    replyCount: row.reply_count,
    verifications: row.verifications.map((tally) => ({
      ...tally,
      percentage: makePercentage(tally.votesFor, tally.votesAgainst),
    })),
    // Only its author still reads a hidden post, and sees the mark.
    ...(row.hidden_at ? { isHidden: true as const } : {}),
  };
}
