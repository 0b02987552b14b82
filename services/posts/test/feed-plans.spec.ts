import type { FeedRequest } from '@boonies/contracts/posts';
import { SqlParams } from '@boonies/platform';
import { feedOrderOf } from '../src/feeds/feed-cursor';
import { feedTables } from '../src/feeds/feed-tables';
import { feedPageQuery } from '../src/feeds/feed-page.sql';
import { hydratedPostsSql } from '../src/feeds/hydrated-posts.sql';
import { popularityRankSql } from '../src/posts/popularity';
import { PostsTestService } from './support/posts-test-service';

/**
 * The feeds' query plans on a seeded table: every first page must walk its index in feed order and stop
 * after the page, never scan or sort the posts. The seed is small by default; set POSTS_PLAN_SEED (posts)
 * for a benchmark-sized check and POSTS_PLAN_REPORT=1 to print the plans with their timings.
 */
const SEEDED_POSTS = Number(process.env.POSTS_PLAN_SEED ?? 30_000);
const PRINT_PLANS = process.env.POSTS_PLAN_REPORT === '1';

describe('feed query plans', () => {
  let posts: PostsTestService;
  let viewer: string;
  let author: string;
  let parentId: string;

  beforeAll(async () => {
    posts = await PostsTestService.start('plans');
    const users = Math.max(200, Math.round(SEEDED_POSTS / 10));
    const q = (sql: string, params: unknown[] = []) => posts.dataSource.query(sql, params);
    await q(`INSERT INTO posts.tricks (id, name, changed_at)
             SELECT 'seed-' || n, 'Seed trick ' || n, now() FROM generate_series(1, 300) n`);
    await q(
      `INSERT INTO posts.authors (user_id, username, is_admin, is_trusted, is_active, updated_at)
       SELECT gen_random_uuid(), 'user' || n, n % 500 = 0, n % 97 = 0, n % 100 <> 0, now()
         FROM generate_series(1, $1) n`,
      [users],
    );
    await q(`CREATE TEMP TABLE seed_users AS SELECT row_number() OVER () AS n, user_id FROM posts.authors`);
    await q(
      `INSERT INTO posts.posts (id, user_id, content, post_type, tagged_tricks, verification_status,
                               like_count, reaction_score, popularity_rank, created_at)
       SELECT gen_random_uuid(), u.user_id, 'post ' || s.n, s.kind,
              CASE WHEN s.n % 3 = 0 THEN ARRAY['seed-' || (s.n % 300 + 1), 'seed-' || ((s.n::bigint * 7) % 300 + 1)]
                   ELSE '{}' END,
              CASE s.kind WHEN 'trick_video' THEN 'pending' END,
              s.score, s.score, ${popularityRankSql('s.score', 's.at')}, s.at
         FROM (SELECT n, (n::bigint * 7919) % $2 + 1 AS author,
                      CASE WHEN n % 10 = 0 THEN 'trick_video' ELSE 'text' END AS kind,
                      (random() * 40)::int AS score,
                      date_trunc('milliseconds', now() - random() * interval '365 days') AS at
                 FROM generate_series(1, $1) n) s
         JOIN seed_users u ON u.n = s.author`,
      [SEEDED_POSTS, users],
    );
    await q(`INSERT INTO posts.post_tags (post_id, trick_id, created_at)
             SELECT DISTINCT p.id, t.trick_id, p.created_at FROM posts.posts p, unnest(p.tagged_tricks) t(trick_id)`);
    // A quarter as many replies, on a few thousand posts.
    await q(
      `INSERT INTO posts.posts (id, user_id, content, post_type, parent_post_id, popularity_rank, created_at)
       SELECT gen_random_uuid(), p.user_id, 'reply', 'reply', p.id, 0, p.created_at + interval '1 minute'
         FROM (SELECT id, user_id, created_at FROM posts.posts ORDER BY id LIMIT $1) p,
              generate_series(1, 5)`,
      [Math.round(SEEDED_POSTS / 20)],
    );
    await q(
      `INSERT INTO posts.reactions (post_id, user_id, reaction_type, weight)
       SELECT p.id, u.user_id, CASE WHEN random() < 0.8 THEN 'like' ELSE 'dislike' END, 1
         FROM (SELECT id, row_number() OVER () AS n FROM posts.posts) p
         CROSS JOIN generate_series(0, 4) k
         JOIN seed_users u ON u.n = (p.n * 31 + k * 1013) % $1 + 1
       ON CONFLICT DO NOTHING`,
      [users],
    );
    [{ user_id: viewer }] = await q(`SELECT user_id FROM seed_users WHERE n = 1`);
    [{ user_id: author }] = await q(`SELECT user_id FROM seed_users WHERE n = 2`);
    await q(
      `INSERT INTO posts.follows (follower_id, following_id, is_following, changed_at)
       SELECT $1, user_id, true, now() FROM seed_users WHERE n BETWEEN 2 AND 301`,
      [viewer],
    );
    // The viewer's timeline, as the follows above would have filled it.
    await q(`INSERT INTO posts.timeline (reader_id, created_at, post_id, author_id)
             SELECT f.follower_id, p.created_at, p.id, p.user_id
               FROM posts.follows f JOIN posts.posts p ON p.user_id = f.following_id AND p.parent_post_id IS NULL
              WHERE f.is_following`);
    // Some private authors and a few blocks either way, so the privacy and block anti-joins have rows to test.
    await q(
      `INSERT INTO posts.preferences (user_id, public_profile, updated_at)
       SELECT user_id, n % 20 <> 0, now() FROM seed_users WHERE n % 10 = 0`,
    );
    await q(
      `INSERT INTO posts.blocks (blocker_id, blocked_id, is_blocking, changed_at)
       SELECT CASE WHEN n % 2 = 0 THEN $1 ELSE user_id END, CASE WHEN n % 2 = 0 THEN user_id ELSE $1 END, true, now()
         FROM seed_users WHERE n BETWEEN 302 AND 341`,
      [viewer],
    );
    [{ parent_post_id: parentId }] = await q(
      `SELECT parent_post_id FROM posts.posts WHERE parent_post_id IS NOT NULL LIMIT 1`,
    );
    // As autovacuum would: index-only scans need the visibility map.
    await q('VACUUM ANALYZE');
  }, 600_000);

  afterAll(() => posts?.stop());

  async function plan(
    request: FeedRequest,
    cursorRow?: { created_at: Date; id: string; popularity_rank: number },
  ) {
    const params = new SqlParams();
    const viewerParam = params.add(viewer, 'uuid');
    const order = feedOrderOf(request.feed);
    const position = cursorRow
      ? order === 'rank'
        ? {
            order,
            rank: cursorRow.popularity_rank,
            createdAt: cursorRow.created_at.toISOString(),
            id: cursorRow.id,
          }
        : { order, createdAt: cursorRow.created_at.toISOString(), id: cursorRow.id }
      : null;
    const tables = feedTables(posts.dataSource);
    const scope = {
      ...request,
      userId: request.feed === 'following' ? viewer : request.userId,
      viewerId: viewer,
    };
    const { page, orderBy } = feedPageQuery(tables, scope, position, 21, params);
    const sql = hydratedPostsSql(tables, page, viewerParam, orderBy);
    // Measured on a warm cache, as a feed that is read all day is.
    await posts.dataSource.query(sql, params.values);
    const custom = await explain(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params.values);
    const generic = await genericPlan(sql, params.values);
    if (PRINT_PLANS) {
      const name = `${request.feed}${cursorRow ? ' (deep page)' : ''}`;
      process.stdout.write(`\n=== ${name} ===\n${custom}\n=== ${name}, generic plan ===\n${generic}\n`);
    }
    return [custom, generic];
  }

  async function explain(sql: string, values: unknown[] = []): Promise<string> {
    return planText(await posts.dataSource.query(sql, values));
  }

  function planText(rows: { 'QUERY PLAN': string }[]): string {
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  }

  /**
   * The plan PostgreSQL settles on for the prepared statement the service runs, once it stops planning each
   * execution: made without the parameters' values, so it must walk the same index on its own.
   */
  async function genericPlan(sql: string, values: unknown[]): Promise<string> {
    const runner = posts.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query('SET plan_cache_mode = force_generic_plan');
      await runner.query(`PREPARE feed_plan AS ${sql}`);
      const literals = values.map((value) =>
        value === null ? 'NULL' : `'${String(value).replaceAll("'", "''")}'`,
      );
      const rows = await runner.query(`EXPLAIN (ANALYZE, BUFFERS) EXECUTE feed_plan(${literals.join(', ')})`);
      await runner.query('DEALLOCATE feed_plan');
      return planText(rows);
    } finally {
      await runner.query('RESET plan_cache_mode');
      await runner.release();
    }
  }

  const feeds: [FeedRequest, string][] = [
    [{ feed: 'latest' }, 'posts_top_level_created_idx'],
    [{ feed: 'popular' }, 'posts_top_level_rank_idx'],
    [{ feed: 'trick_video' }, 'posts_trick_video_created_idx'],
    [{ feed: 'following' }, 'timeline_pkey'],
    [{ feed: 'trick', trickId: 'seed-43' }, 'post_tags_trick_created_idx'],
    [{ feed: 'replies' }, 'posts_replies_idx'],
  ];

  it.each(feeds)(
    '%o walks %s in feed order, without scanning or sorting posts, planned for its values or not',
    async (request, index) => {
      const scoped = request.feed === 'replies' ? { ...request, postId: parentId } : request;
      for (const text of await plan(scoped)) {
        expect(text).toContain(index);
        expect(text).not.toMatch(/Seq Scan on posts\b|Seq Scan on post_tags|Seq Scan on reactions/);
        // The only sort allowed is of the page itself (the hydrated rows).
        expect(text).not.toMatch(/Sort Method: external/);
      }
    },
  );

  it("walks the reader's timeline for the following feed, never each followed author's posts", async () => {
    const [middle] = await posts.dataSource.query(
      `SELECT p.id, p.created_at, p.popularity_rank FROM posts.timeline t JOIN posts.posts p ON p.id = t.post_id
        WHERE t.reader_id = $1 ORDER BY t.created_at DESC, t.post_id DESC OFFSET 1000 LIMIT 1`,
      [viewer],
    );
    const deep = await plan({ feed: 'following' }, middle);
    for (const text of [...(await plan({ feed: 'following' })), ...deep]) {
      expect(text).toMatch(/Index (Only )?Scan Backward using timeline_pkey on timeline/);
      expect(text).not.toContain('posts_user_created_idx');
      expect(text).not.toMatch(/Seq Scan on timeline\b/);
    }
    // A deep page starts its walk at the cursor, inside the reader's range.
    for (const text of deep) expect(text).toMatch(/Index Cond: \(\(reader_id = .*\) AND \(ROW\(/s);
  });

  it('walks the user index for one author, and a deep page costs what the first does', async () => {
    for (const text of await plan({ feed: 'user', userId: author })) {
      expect(text).toContain('posts_user_created_idx');
    }
    const [middle] = await posts.dataSource.query(
      `SELECT id, created_at, popularity_rank FROM posts.posts WHERE parent_post_id IS NULL
        ORDER BY created_at DESC, id DESC OFFSET $1 LIMIT 1`,
      [Math.round(SEEDED_POSTS / 2)],
    );
    for (const feed of ['latest', 'popular'] as const) {
      for (const deep of await plan({ feed }, middle)) {
        expect(deep).toContain(
          feed === 'latest' ? 'posts_top_level_created_idx' : 'posts_top_level_rank_idx',
        );
        expect(deep).toMatch(/Index Cond: \(ROW\(/);
      }
    }
  });
});
