import { seededIdSql } from '@boonies/contracts/seeding';
import { tablePaths, vacuumAnalyze, withoutIndexes } from '@boonies/platform';
import type { DataSource } from 'typeorm';
import { PostTag } from '../posts/entities/post-tag.entity';
import { Post } from '../posts/entities/post.entity';
import { AUTHORS } from '../projections/entities/author.entity';
import { FOLLOWS } from '../projections/entities/follow.entity';
import { PostVerification } from '../projections/entities/post-verification.entity';
import { TrickName } from '../projections/entities/trick-name.entity';
import { Reaction } from '../reactions/entities/reaction.entity';
import { TimelineEntry } from '../timeline/entities/timeline-entry.entity';
import { popularityRankSql } from '../posts/popularity';
import { TimelineRepository } from '../timeline/timeline.repository';

/** How much benchmark content to load, written by the seeded users 1…`users` (`seededId('user', n)`). */
export interface PostsBenchContent {
  users: number;
  posts: number;
  reactions: number;
  /** Accounts (the benchmark's signed-in skaters) that each follow `follows` seeded authors. */
  skaters: readonly string[];
  follows: number;
}

/** What the tables hold after the load. */
export interface PostsBenchCounts {
  authors: number;
  posts: number;
  reactions: number;
  follows: number;
}

const seededUser = (expression: string) => seededIdSql('user', expression);
const seededPost = (expression: string) => seededIdSql('post', expression);

/**
 * The benchmarks' bulk content in the posts service's tables, set-based (generate_series) so millions of rows
 * load in minutes: post n (1-based) is a reply to post n − 1 when n % 10 = 0 and a trick video when
 * n % 10 = 5; reaction r goes to a top-level post from a user that differs per round; counts and popular
 * ranks are computed from the reactions and replies with the service's own formula.
 */
export class BenchContentRepository {
  private readonly tables;
  private readonly timeline: TimelineRepository;

  constructor(private readonly dataSource: DataSource) {
    this.tables = tablePaths(dataSource, {
      posts: Post,
      postTags: PostTag,
      reactions: Reaction,
      authors: AUTHORS,
      tricks: TrickName,
      follows: FOLLOWS,
      verifications: PostVerification,
      timeline: TimelineEntry,
    });
    this.timeline = new TimelineRepository(dataSource);
  }

  /** The trick ids the catalogue projection knows, in id order: what trick videos tag. */
  async catalogue(): Promise<string[]> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `SELECT id FROM ${this.tables.tricks} ORDER BY id`,
    );
    return rows.map((row) => row.id);
  }

  /** Loads the content; `tricks` is the catalogue (not empty when there are trick videos to tag). */
  async load(content: PostsBenchContent, tricks: readonly string[]): Promise<PostsBenchCounts> {
    const t = this.tables;
    // Referencing tables first: their foreign keys point at the posts' primary key.
    const loaded = [t.timeline, t.reactions, t.postTags, t.verifications, t.posts];
    await withoutIndexes(this.dataSource, loaded, async () => {
      await this.insertPosts(content, tricks);
      await this.insertReactions(content);
      await this.countReactionsAndReplies();
      await this.follow(content);
      await this.timeline.fillAll();
    });
    await vacuumAnalyze(this.dataSource, [
      t.posts,
      t.reactions,
      t.authors,
      t.follows,
      t.postTags,
      t.timeline,
    ]);
    return this.counts();
  }

  /** Posts spread over the last ~230 days, newest last; authors spread over every seeded user. */
  private async insertPosts({ users, posts }: PostsBenchContent, tricks: readonly string[]): Promise<void> {
    const t = this.tables;
    await this.dataSource.query(
      `INSERT INTO ${t.posts} (id, user_id, content, image_url, video_url, post_type, parent_post_id,
                               tagged_tricks, verification_status, popularity_rank, created_at)
       SELECT ${seededPost('n')}, ${seededUser('1 + (n::bigint * 7919) % $2::int')},
              'Session clip number ' || n || ' at the park',
              CASE WHEN n % 10 = 3 THEN 'https://images.example/' || n || '.jpg' END,
              CASE WHEN n % 10 IN (4, 5) THEN 'https://videos.example/' || n || '.mp4' END,
              CASE n % 10 WHEN 0 THEN 'reply' WHEN 3 THEN 'image' WHEN 4 THEN 'video'
                          WHEN 5 THEN 'trick_video' ELSE 'text' END,
              CASE WHEN n % 10 = 0 THEN ${seededPost('n - 1')} END,
              CASE WHEN n % 10 = 5 THEN ARRAY[($3::text[])[n % cardinality($3::text[]) + 1]]
                   ELSE '{}' END,
              CASE WHEN n % 10 = 5 THEN (CASE WHEN n % 7 = 0 THEN 'approved' ELSE 'pending' END) END,
              0, date_trunc('milliseconds', now() - ($1::int - n) * interval '20 seconds')
         FROM generate_series(1, $1::int) AS n`,
      [posts, users, tricks],
    );
    await this.dataSource.query(
      `UPDATE ${t.posts} SET is_verified = true WHERE verification_status = 'approved'`,
    );
    await this.dataSource.query(`INSERT INTO ${t.postTags} (post_id, trick_id, created_at)
      SELECT id, tagged_tricks[1], created_at FROM ${t.posts} WHERE post_type = 'trick_video'`);
    await this.dataSource.query(`INSERT INTO ${t.verifications}
        (verification_id, post_id, trick_id, votes_for, votes_against, is_verified, removed, revision)
      SELECT ${seededIdSql('verification', 'row_number() OVER ()')}, id, tagged_tricks[1],
             length(content) % 7, length(content) % 3, is_verified, false, 1
        FROM ${t.posts} WHERE post_type = 'trick_video'`);
  }

  /** Reaction r goes to top-level post (r − 1) mod top-level posts, from a user that differs per round. */
  private async insertReactions({ users, posts, reactions }: PostsBenchContent): Promise<void> {
    const topLevel = posts - Math.floor(posts / 10);
    if (topLevel === 0 || reactions === 0) return;
    await this.dataSource.query(
      `INSERT INTO ${this.tables.reactions} (post_id, user_id, reaction_type, weight, created_at)
       SELECT ${seededPost('(i / 9) * 10 + i % 9 + 1')},
              ${seededUser('1 + (i * 31 + k * 7919) % $3::int')},
              CASE WHEN r % 5 = 0 THEN 'dislike' ELSE 'like' END,
              CASE WHEN (i * 31 + k * 7919) % $3::int % 50 = 49 THEN 5 ELSE 1 END, now()
         FROM generate_series(0, $1::int - 1) AS r,
              LATERAL (SELECT r % $2::int AS i, r / $2::int AS k) AS slot`,
      [reactions, topLevel, users],
    );
  }

  /** Each post's counts from its reactions and replies, and its popular rank from those. */
  private async countReactionsAndReplies(): Promise<void> {
    const t = this.tables;
    await this.dataSource.query(`
      UPDATE ${t.posts} p SET like_count = c.likes, dislike_count = c.dislikes, reaction_score = c.score
        FROM (SELECT post_id, count(*) FILTER (WHERE reaction_type = 'like')::int AS likes,
                     count(*) FILTER (WHERE reaction_type = 'dislike')::int AS dislikes,
                     sum(CASE WHEN reaction_type = 'like' THEN weight ELSE -weight END)::int AS score
                FROM ${t.reactions} GROUP BY post_id) c
       WHERE p.id = c.post_id`);
    await this.dataSource.query(`
      UPDATE ${t.posts} p SET reply_count = c.replies
        FROM (SELECT parent_post_id, count(*)::int AS replies FROM ${t.posts}
               WHERE parent_post_id IS NOT NULL GROUP BY parent_post_id) c
       WHERE p.id = c.parent_post_id`);
    await this.dataSource.query(
      `UPDATE ${t.posts} SET popularity_rank = ${popularityRankSql('(reaction_score + reply_count)', 'created_at')}`,
    );
  }

  /** Every skater follows `follows` seeded authors, spread over all of them. */
  private async follow({ users, skaters, follows }: PostsBenchContent): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO ${this.tables.follows} (follower_id, following_id, is_following, changed_at)
       SELECT s.id, ${seededUser('1 + (s.n * 104729 + f * 499) % $2::int')}, true, now()
         FROM unnest($1::uuid[]) WITH ORDINALITY AS s(id, n), generate_series(1, $3::int) AS f
       ON CONFLICT DO NOTHING`,
      [skaters, users, follows],
    );
  }

  async counts(): Promise<PostsBenchCounts> {
    const t = this.tables;
    const [counts] = await this.dataSource.query<PostsBenchCounts[]>(
      `SELECT (SELECT count(*) FROM ${t.authors})::int AS authors, (SELECT count(*) FROM ${t.posts})::int AS posts,
              (SELECT count(*) FROM ${t.reactions})::int AS reactions,
              (SELECT count(*) FROM ${t.follows})::int AS follows`,
    );
    return counts;
  }
}
