import type { CallerIdentity } from '@boonies/contracts/common';
import { FEED_PAGE_MAX, type FeedRequest, type PostDto, POSTS_RPC } from '@boonies/contracts/posts';
import { seededId } from '@boonies/contracts/seeding';
import { CommandRefused } from '@boonies/platform';
import { randomUUID } from 'node:crypto';
import { seedBenchContentCommand } from '../src/bench-content/seed-bench-content.command';
import { popularityRank } from '../src/posts/popularity';
import { callerFor, FIXTURE_TRICKS, PostsTestService } from './support/posts-test-service';

jest.setTimeout(60_000);

const USERS = 5;
const POSTS = 40;
const TOP_LEVEL = POSTS - POSTS / 10;
const REACTIONS = 2 * TOP_LEVEL + 9;
const FOLLOWS = 3;

/** Post n (1-based) as the command's layout makes it. */
const authorOf = (n: number) => 1 + ((n * 7919) % USERS);
const isReply = (n: number) => n % 10 === 0;
const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/** Likes and dislikes per post number, as reaction r lands: top-level post (r mod TOP_LEVEL), a dislike when r % 5 = 0. */
function reactionCounts(): Map<number, { likes: number; dislikes: number }> {
  const counts = new Map<number, { likes: number; dislikes: number }>();
  for (let r = 0; r < REACTIONS; r++) {
    const i = r % TOP_LEVEL;
    const post = Math.floor(i / 9) * 10 + (i % 9) + 1;
    const count = counts.get(post) ?? { likes: 0, dislikes: 0 };
    if (r % 5 === 0) count.dislikes += 1;
    else count.likes += 1;
    counts.set(post, count);
  }
  return counts;
}

/** The posts service's `seed-bench-content` command at a small scale, read back through the feeds. */
describe('seed-bench-content (posts)', () => {
  let posts: PostsTestService;
  /** A signed-in member with no ties to anyone. */
  const member = callerFor(randomUUID());
  let skaters: string[];
  let summary: Record<string, unknown>;
  let definitionsBefore: unknown[];

  /** Every key, foreign key and index of the service's tables, as the catalog defines them. */
  const definitions = () =>
    posts.query(
      `SELECT conrelid::regclass::text AS table_name, conname AS name, pg_get_constraintdef(oid) AS definition
         FROM pg_constraint WHERE connamespace = 'posts'::regnamespace
       UNION ALL
       SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'posts'
       ORDER BY 1, 2`,
    );

  async function everyPage(request: FeedRequest, caller: CallerIdentity = member): Promise<PostDto[]> {
    const seen: PostDto[] = [];
    let cursor: string | undefined;
    do {
      const page = await posts.call(POSTS_RPC.feed, { ...request, limit: FEED_PAGE_MAX, cursor }, caller);
      seen.push(...page.posts);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return seen;
  }

  beforeAll(async () => {
    posts = await PostsTestService.start('seed-bench-content');
    for (const n of numbers(USERS)) {
      await posts.registerUser({ userId: seededId('user', n), username: `seeded${n}` });
    }
    skaters = [(await posts.registerUser()).userId, (await posts.registerUser()).userId];
    definitionsBefore = await definitions();
    const printed = await seedBenchContentCommand.run(posts.app, [
      ...['--users', String(USERS), '--posts', String(POSTS), '--reactions', String(REACTIONS)],
      ...['--follows', String(FOLLOWS), '--skaters', skaters.join(',')],
    ]);
    summary = JSON.parse(printed);
  });

  afterAll(() => posts?.stop());

  it('prints the counts it loaded and the catalogue the trick videos tag', () => {
    expect(summary).toEqual({
      authors: USERS + skaters.length,
      posts: POSTS,
      reactions: REACTIONS,
      follows: skaters.length * FOLLOWS,
      tricks: FIXTURE_TRICKS.map(({ trickId }) => trickId).sort(),
    });
  });

  it('leaves every key, foreign key and index as the migrations made it', async () => {
    expect(definitionsBefore.length).toBeGreaterThan(10);
    expect(await definitions()).toEqual(definitionsBefore);
  });

  it('serves every top-level post newest first, by its seeded author, with the counts of its reactions', async () => {
    const feed = await everyPage({ feed: 'latest' });
    const topLevel = numbers(POSTS)
      .filter((n) => !isReply(n))
      .reverse();
    expect(feed.map(({ id }) => id)).toEqual(topLevel.map((n) => seededId('post', n)));

    const counts = reactionCounts();
    for (const [index, post] of feed.entries()) {
      const n = topLevel[index];
      expect(post).toMatchObject({
        userId: seededId('user', authorOf(n)),
        author: { username: `seeded${authorOf(n)}` },
        content: `Session clip number ${n} at the park`,
        reactions: { likes: counts.get(n)?.likes ?? 0, dislikes: counts.get(n)?.dislikes ?? 0 },
        replyCount: isReply(n + 1) && n + 1 <= POSTS ? 1 : 0,
      });
    }
  });

  it('ranks the popular feed by the service’s own formula over reactions and replies', async () => {
    const feed = await everyPage({ feed: 'popular' });
    const rank = (post: PostDto) =>
      popularityRank(
        post.reactions.likes - post.reactions.dislikes + post.replyCount,
        new Date(post.createdAt),
      );
    const expected = [...feed].sort((a, b) => rank(b) - rank(a));
    expect(feed.map(({ id }) => id)).toEqual(expected.map(({ id }) => id));
    expect(feed).toHaveLength(TOP_LEVEL);
  });

  it('makes every tenth post a reply to the one before it', async () => {
    const replies = await everyPage({ feed: 'replies', postId: seededId('post', 9) });
    expect(replies.map(({ id, parentPostId }) => [id, parentPostId])).toEqual([
      [seededId('post', 10), seededId('post', 9)],
    ]);
  });

  it('tags each trick video with a catalogue trick, its verification open or approved', async () => {
    const tricks = summary.tricks as string[];
    const videos = numbers(POSTS).filter((n) => n % 10 === 5);
    for (const trickId of tricks) {
      const feed = await everyPage({ feed: 'trick', trickId });
      const tagged = videos.filter((n) => tricks[n % tricks.length] === trickId).reverse();
      expect(feed.map(({ id }) => id)).toEqual(tagged.map((n) => seededId('post', n)));
      for (const [index, post] of feed.entries()) {
        const approved = tagged[index] % 7 === 0;
        expect(post).toMatchObject({
          postType: 'trick_video',
          taggedTricks: [trickId],
          verificationStatus: approved ? 'approved' : 'pending',
          isVerified: approved,
          verifications: [{ trickId, votesFor: post.content.length % 7 }],
        });
      }
    }
  });

  it('has each skater follow its share of the seeded authors', async () => {
    for (const [index, skater] of skaters.entries()) {
      const followed = new Set(
        numbers(FOLLOWS).map((f) => seededId('user', 1 + (((index + 1) * 104729 + f * 499) % USERS))),
      );
      const feed = await everyPage({ feed: 'following' }, callerFor(skater));
      const expected = numbers(POSTS)
        .filter((n) => !isReply(n) && followed.has(seededId('user', authorOf(n))))
        .reverse();
      expect(feed.map(({ id }) => id)).toEqual(expected.map((n) => seededId('post', n)));
    }
  });

  it("fills each timeline with the top-level posts of the authors its reader follows and the reader's own, and nothing else", async () => {
    const timeline = await posts.query(
      `SELECT reader_id, post_id, author_id, created_at FROM posts.timeline ORDER BY 1, 2`,
    );
    const expected = await posts.query(
      `SELECT reader_id, post_id, author_id, created_at FROM (
         SELECT f.follower_id AS reader_id, p.id AS post_id, p.user_id AS author_id, p.created_at
           FROM posts.follows f JOIN posts.posts p ON p.user_id = f.following_id AND p.parent_post_id IS NULL
          WHERE f.is_following
         UNION ALL
         SELECT p.user_id, p.id, p.user_id, p.created_at FROM posts.posts p WHERE p.parent_post_id IS NULL
       ) rows ORDER BY 1, 2`,
    );
    expect(timeline).toEqual(expected);
    const followed = timeline.filter((row) => row.reader_id !== row.author_id);
    expect(new Set(followed.map((row) => row.reader_id))).toEqual(new Set(skaters));
  });

  it('refuses options it cannot load, with its usage', async () => {
    for (const args of [
      ['--users', '5', '--posts', '10', '--reactions', '0'],
      ['--users', '0', '--posts', '10', '--reactions', '0', '--follows', '0'],
      ['--users', '5', '--posts', 'many', '--reactions', '0', '--follows', '0'],
      ['--users', '5', '--posts', '1', '--reactions', '0', '--follows', '0', '--skaters', 'nobody'],
    ]) {
      const refusal = seedBenchContentCommand.run(posts.app, args);
      await expect(refusal).rejects.toBeInstanceOf(CommandRefused);
      await expect(refusal).rejects.toThrow('Usage: seed-bench-content --users <n>');
    }
    expect(await posts.query('SELECT count(*)::int AS posts FROM posts.posts')).toEqual([{ posts: POSTS }]);
  });
});
