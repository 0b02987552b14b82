// Posts, reactions, replies and follows of the seeded users (`seedUsers` first: the posts service knows them
// from the auth service's events), in the posts service's own tables, for the benchmarks.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { orderedUuid, orderedUuidSql, timed, withoutIndexes } from '../bench.mjs';
import { seededUserIdSql } from './users.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const require = createRequire(import.meta.url);
/** Seeded post n (1-based). */
export const seededPostId = (/** @type {number} */ n) => orderedUuid('d', n);
/** The same id built in SQL from an integer expression. */
export const seededPostSql = (/** @type {string} */ expression) => orderedUuidSql('d', expression);

/**
 * The bulk load, in the posts service's own tables, by the `users` seeded authors: `posts` posts (post n is
 * a reply to post n − 1 when n % 10 = 0, a trick video when n % 10 = 5), `reactions` reactions with counts
 * and popular ranks computed from them, and every skater following `follows` authors.
 * @param {import('../bench.mjs').Queryable} client
 * @param {{ users: number, posts: number, reactions: number, skaters: { id: string }[], follows: number }} counts
 */
export async function seedPosts(
  client,
  { users: USERS, posts: POSTS, reactions: REACTIONS, skaters, follows: FOLLOWS },
) {
  const TOP_LEVEL = POSTS - Math.floor(POSTS / 10);
  const { popularityRankSql } =
    /** @type {typeof import('../../../services/posts/src/posts/popularity.js')} */ (
      require(path.join(root, 'services/posts/dist/posts/popularity.js'))
    );
  /** @type {string[]} */
  const tricks = (await client.query('SELECT id FROM posts.tricks ORDER BY id')).rows.map((row) => row.id);
  await client.query(`CREATE TEMP TABLE seed_post_tricks AS
    SELECT (row_number() OVER (ORDER BY id) - 1)::int AS position, id FROM posts.tricks`);

  const dependents = ['posts.reactions', 'posts.post_tags', 'posts.post_verifications'];
  const load = async () => {
    // Posts spread over the last ~230 days, newest last; authors spread over every seeded user.
    await timed(`${POSTS} posts`, () =>
      client.query(
        `INSERT INTO posts.posts (id, user_id, content, image_url, video_url, post_type, parent_post_id,
                                  tagged_tricks, verification_status, popularity_rank, created_at)
         SELECT ${seededPostSql('n')}, ${seededUserIdSql('1 + (n::bigint * 7919) % $2::int')},
                'Session clip number ' || n || ' at the park',
                CASE WHEN n % 10 = 3 THEN 'https://images.example/' || n || '.jpg' END,
                CASE WHEN n % 10 IN (4, 5) THEN 'https://videos.example/' || n || '.mp4' END,
                CASE n % 10 WHEN 0 THEN 'reply' WHEN 3 THEN 'image' WHEN 4 THEN 'video'
                            WHEN 5 THEN 'trick_video' ELSE 'text' END,
                CASE WHEN n % 10 = 0 THEN ${seededPostSql('n - 1')} END,
                CASE WHEN n % 10 = 5 THEN ARRAY[(SELECT id FROM seed_post_tricks WHERE position = n % $3::int)]
                     ELSE '{}' END,
                CASE WHEN n % 10 = 5 THEN (CASE WHEN n % 7 = 0 THEN 'approved' ELSE 'pending' END) END,
                0, date_trunc('milliseconds', now() - ($1::int - n) * interval '20 seconds')
           FROM generate_series(1, $1::int) AS n`,
        [POSTS, USERS, tricks.length],
      ),
    );
    await client.query(`UPDATE posts.posts SET is_verified = true WHERE verification_status = 'approved'`);
    await client.query(`INSERT INTO posts.post_tags (post_id, trick_id, created_at)
      SELECT id, tagged_tricks[1], created_at FROM posts.posts WHERE post_type = 'trick_video'`);
    await client.query(`INSERT INTO posts.post_verifications
        (verification_id, post_id, trick_id, votes_for, votes_against, is_verified, removed, revision)
      SELECT ${orderedUuidSql('e', 'row_number() OVER ()')}, id, tagged_tricks[1],
             length(content) % 7, length(content) % 3, is_verified, false, 1
        FROM posts.posts WHERE post_type = 'trick_video'`);

    // Reaction r goes to top-level post (r − 1) mod TOP_LEVEL from a user that differs per round.
    await timed(`${REACTIONS} reactions`, () =>
      client.query(
        `INSERT INTO posts.reactions (post_id, user_id, reaction_type, weight, created_at)
         SELECT ${seededPostSql('(i / 9) * 10 + i % 9 + 1')},
                ${seededUserIdSql('1 + (i * 31 + k * 7919) % $3::int')},
                CASE WHEN r % 5 = 0 THEN 'dislike' ELSE 'like' END,
                CASE WHEN (i * 31 + k * 7919) % $3::int % 50 = 49 THEN 5 ELSE 1 END, now()
           FROM generate_series(0, $1::int - 1) AS r,
                LATERAL (SELECT r % $2::int AS i, r / $2::int AS k) AS slot`,
        [REACTIONS, TOP_LEVEL, USERS],
      ),
    );
    await timed('counts and popular ranks computed from the reactions and replies', async () => {
      await client.query(`
        UPDATE posts.posts p SET like_count = c.likes, dislike_count = c.dislikes, reaction_score = c.score
          FROM (SELECT post_id, count(*) FILTER (WHERE reaction_type = 'like')::int AS likes,
                       count(*) FILTER (WHERE reaction_type = 'dislike')::int AS dislikes,
                       sum(CASE WHEN reaction_type = 'like' THEN weight ELSE -weight END)::int AS score
                  FROM posts.reactions GROUP BY post_id) c
         WHERE p.id = c.post_id`);
      await client.query(`
        UPDATE posts.posts p SET reply_count = c.replies
          FROM (SELECT parent_post_id, count(*)::int AS replies FROM posts.posts
                 WHERE parent_post_id IS NOT NULL GROUP BY parent_post_id) c
         WHERE p.id = c.parent_post_id`);
      await client.query(
        `UPDATE posts.posts SET popularity_rank = ${popularityRankSql('(reaction_score + reply_count)', 'created_at')}`,
      );
    });
  };
  // Dependent tables first: their foreign keys point at the posts' primary key.
  const nested = dependents.reduceRight(
    (/** @type {() => Promise<void>} */ inner, table) => () => withoutIndexes(client, table, inner),
    () => withoutIndexes(client, 'posts.posts', load),
  );
  await nested();

  await timed(`${skaters.length} skaters following ${FOLLOWS} authors each`, () =>
    client.query(
      `INSERT INTO posts.follows (follower_id, following_id, is_following, changed_at)
       SELECT s.id, ${seededUserIdSql('1 + (s.n * 104729 + f * 499) % $2::int')}, true, now()
         FROM unnest($1::uuid[]) WITH ORDINALITY AS s(id, n), generate_series(1, $3::int) AS f
       ON CONFLICT DO NOTHING`,
      [skaters.map((skater) => skater.id), USERS, FOLLOWS],
    ),
  );
  await timed('VACUUM ANALYZE', async () => {
    for (const table of ['posts', 'reactions', 'authors', 'follows', 'post_tags']) {
      await client.query(`VACUUM ANALYZE posts.${table}`);
    }
  });
  const { rows } = await client.query(
    `SELECT (SELECT count(*) FROM posts.authors)::int AS authors, (SELECT count(*) FROM posts.posts)::int AS posts,
            (SELECT count(*) FROM posts.reactions)::int AS reactions,
            (SELECT count(*) FROM posts.follows)::int AS follows`,
  );
  return { ...rows[0], tricks };
}
