import { POSTS_RPC } from '@boonies/contracts/posts';
import { makePercentage } from '@boonies/contracts/verification';
import { randomUUID } from 'node:crypto';
import { isoTimeSql, percentageSql } from '../src/feeds/hydrated-posts.sql';
import { callerFor, PostsTestService } from './support/posts-test-service';

/**
 * PostgreSQL writes the JSON of hydrated posts, and the service and the gateway pass it on as it is: what
 * JavaScript used to compute on the way must come out of the SQL to the same value.
 */
describe('the JSON PostgreSQL writes for posts', () => {
  let posts: PostsTestService;

  beforeAll(async () => {
    posts = await PostsTestService.start('post_json');
  });

  afterAll(() => posts?.stop());

  it('rounds percentages as makePercentage does, for every tally up to 300 votes a side', async () => {
    const rows = await posts.dataSource.query<{ f: number; a: number; percentage: number | null }[]>(
      `SELECT f, a, ${percentageSql('f', 'a')} AS percentage
         FROM generate_series(0, 300) f, generate_series(0, 300) a`,
    );
    expect(rows).toHaveLength(301 * 301);
    const differing = rows.filter(({ f, a, percentage }) => percentage !== makePercentage(f, a));
    expect(differing).toEqual([]);
  });

  it('writes times as Date.toISOString does', async () => {
    const times = [
      '2025-01-01T00:00:00.000Z',
      '2025-06-30T23:59:59.999Z',
      '2024-02-29T12:34:56.007Z',
      '1999-12-31T23:59:59.090Z',
    ];
    const rows = await posts.dataSource.query<{ iso: string }[]>(
      `SELECT ${isoTimeSql('t')} AS iso FROM unnest($1::timestamptz[]) WITH ORDINALITY AS given(t, n) ORDER BY n`,
      [times],
    );
    expect(rows.map(({ iso }) => iso)).toEqual(times.map((time) => new Date(time).toISOString()));
  });

  it("gives a post every field of PostDto, and the hidden mark only to a hidden post's author", async () => {
    const author = callerFor(randomUUID());
    const { id } = await posts.call(POSTS_RPC.create, { content: 'Is this "JSON"? \\ ☃' }, author);
    const shown = await posts.call(POSTS_RPC.get, { id }, author);
    expect(Object.keys(shown).sort()).toEqual(
      [
        'author',
        'content',
        'createdAt',
        'id',
        'imageUrl',
        'media',
        'parentPostId',
        'postType',
        'reactions',
        'replyCount',
        'taggedTricks',
        'tricks',
        'userId',
        'users',
        'verificationStatus',
        'verifications',
        'videoUrl',
        'isVerified',
      ].sort(),
    );
    expect(shown.content).toBe('Is this "JSON"? \\ ☃');

    await posts.dataSource.query('UPDATE posts.posts SET hidden_at = now() WHERE id = $1', [id]);
    expect(await posts.call(POSTS_RPC.get, { id }, author)).toEqual({ ...shown, isHidden: true });
  });
});
