import type {
  PostAuthorDto,
  PostDto,
  ReactionSummaryDto,
  TaggedTrickDto,
  VerificationSummaryDto,
} from '@boonies/contracts/posts';
import { mediaJsonSql } from '@boonies/platform';
import type { FeedTables } from './feed-tables';

/** A post whose author the projection does not know (yet) still shows, under a neutral name. */
export const UNKNOWN_AUTHOR_NAME = 'unknown';

/**
 * The SQL of each field of a JSON object, by the field's name: typed by the DTO it builds, so a field the
 * contract adds, renames or drops fails to compile here.
 */
type JsonFields<T> = { [Field in keyof T]-?: string };

/** A select list naming each value after its field: a row of it is the object (`row_to_json`, `json_agg`). */
function fieldsSql(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([field, sql]) => `${sql} AS "${field}"`)
    .join(', ');
}

/** A time as the API writes it, `Date.toISOString`'s form: UTC, milliseconds, `Z`. */
export function isoTimeSql(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * `makePercentage` (libs/contracts) in SQL, to the same integer: make votes over all votes times 100 in
 * double precision, rounded half up as `Math.round` rounds (PostgreSQL's `round` of a double rounds half to
 * even); `null` before the first vote. `test/post-json.spec.ts` holds the two to each other.
 */
export function percentageSql(votesFor: string, votesAgainst: string): string {
  const share = `(${votesFor}::float8 / (${votesFor} + ${votesAgainst}) * 100)`;
  return `CASE WHEN ${votesFor} + ${votesAgainst} = 0 THEN NULL
               ELSE (floor(${share}) + (${share} - floor(${share}) >= 0.5)::int)::int END`;
}

const AUTHOR: JsonFields<PostAuthorDto> = {
  id: 'p.user_id',
  username: `COALESCE(a.username, '${UNKNOWN_AUTHOR_NAME}')`,
  displayName: 'a.display_name',
  avatarUrl: 'a.profile_picture',
  proStatus: 'COALESCE(a.pro_status, false)',
  amateurStatus: 'COALESCE(a.amateur_status, false)',
  flowStatus: 'COALESCE(a.flow_status, false)',
  isBrand: 'COALESCE(a.is_brand, false)',
  isAdmin: 'COALESCE(a.is_admin, false)',
};

const USERS: JsonFields<PostDto['users']> = { username: AUTHOR.username, avatarUrl: AUTHOR.avatarUrl };

const REACTIONS: JsonFields<ReactionSummaryDto> = {
  likes: 'p.like_count',
  dislikes: 'p.dislike_count',
  mine: 'mine.reaction_type',
};

/**
 * A trick's name by its id (the id itself while the catalogue's copy has no such trick), looked up through
 * the primary key: as a join, the planner hashes the whole catalogue for each tagged post.
 */
function trickNameSql(tables: FeedTables, id: string): string {
  return `COALESCE((SELECT t.name FROM ${tables.tricks} t WHERE t.id = ${id}), ${id})`;
}

const taggedTrickFields = (tables: FeedTables): JsonFields<TaggedTrickDto> => ({
  id: 'tag.id',
  name: trickNameSql(tables, 'tag.id'),
});

const verificationFields = (tables: FeedTables): JsonFields<VerificationSummaryDto> => ({
  id: 'v.verification_id',
  trickId: 'v.trick_id',
  trickName: trickNameSql(tables, 'v.trick_id'),
  votesFor: 'v.votes_for',
  votesAgainst: 'v.votes_against',
  isVerified: 'v.is_verified',
  removed: 'v.removed',
  percentage: percentageSql('v.votes_for', 'v.votes_against'),
});

/** Every field but the hidden mark, which only hidden posts carry. */
const POST: JsonFields<Omit<PostDto, 'isHidden'>> = {
  id: 'p.id',
  userId: 'p.user_id',
  content: 'p.content',
  imageUrl: 'p.image_url',
  videoUrl: 'p.video_url',
  media: mediaJsonSql('m'),
  postType: 'p.post_type',
  parentPostId: 'p.parent_post_id',
  taggedTricks: 'p.tagged_tricks',
  createdAt: 'created.at',
  author: 'row_to_json(author)',
  tricks: `COALESCE(tagged.tricks, '[]'::json)`,
  users: 'row_to_json(users)',
  verificationStatus: 'p.verification_status',
  isVerified: 'p.is_verified',
  reactions: 'row_to_json(reactions)',
  replyCount: 'p.reply_count',
  verifications: `COALESCE(tallies.verifications, '[]'::json)`,
};

/** A post as `hydratedPostsSql` reads it: its JSON, and the keys a feed's cursor is made of. */
export interface HydratedPost {
  id: string;
  /** As the post's `createdAt`. */
  createdAt: string;
  popularityRank: number;
  /** The `PostDto`, as JSON text. */
  json: string;
}

/**
 * Everything a post card shows, for the posts `page` selects (`p.*`), in one statement, as the JSON of each
 * `PostDto`: PostgreSQL writes it, and the service and the gateway pass it on unparsed. The author, the
 * tagged tricks' names in tagging order, the viewer's own reaction, the uploaded photo or clip (from the copy
 * of the media items) and the verification tallies; counts are
 * read from the post row, where reactions and replies keep them. Each object is a row of named columns
 * (`row_to_json`), which PostgreSQL writes compactly.
 */
export function hydratedPostsSql(tables: FeedTables, page: string, viewer: string, orderBy: string): string {
  return `
    WITH page AS MATERIALIZED (${page})
    SELECT p.id, p.popularity_rank AS "popularityRank", created.at AS "createdAt",
           -- Only its author still reads a hidden post, and sees the mark: the one field not every post has.
           CASE WHEN p.hidden_at IS NULL THEN post.json ELSE left(post.json, -1) || ',"isHidden":true}' END AS json
      FROM page p
      LEFT JOIN ${tables.authors} a ON a.user_id = p.user_id
      LEFT JOIN ${tables.reactions} mine ON mine.post_id = p.id AND mine.user_id = ${viewer}
      LEFT JOIN ${tables.media} m ON m.media_id = p.media_id
      LEFT JOIN LATERAL (
        SELECT json_agg(trick ORDER BY tag.position) AS tricks
          FROM unnest(p.tagged_tricks) WITH ORDINALITY AS tag(id, position)
         CROSS JOIN LATERAL (SELECT ${fieldsSql(taggedTrickFields(tables))}) trick
      ) tagged ON true
      LEFT JOIN LATERAL (
        SELECT json_agg(tally ORDER BY array_position(p.tagged_tricks, v.trick_id), v.trick_id) AS verifications
          FROM ${tables.verifications} v
         CROSS JOIN LATERAL (SELECT ${fieldsSql(verificationFields(tables))}) tally
         WHERE v.post_id = p.id
      ) tallies ON true
     CROSS JOIN LATERAL (SELECT ${isoTimeSql('p.created_at')} AS at) created
     CROSS JOIN LATERAL (SELECT ${fieldsSql(AUTHOR)}) author
     CROSS JOIN LATERAL (SELECT ${fieldsSql(USERS)}) users
     CROSS JOIN LATERAL (SELECT ${fieldsSql(REACTIONS)}) reactions
     CROSS JOIN LATERAL (SELECT row_to_json(dto)::text AS json FROM (SELECT ${fieldsSql(POST)}) dto) post
     ORDER BY ${orderBy}`;
}
