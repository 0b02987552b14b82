import { AUTH_EVENTS, type UserProfileChangedV1 } from '@boonies/contracts/auth';
import type { CallerIdentity } from '@boonies/contracts/common';
import { POSTS_EVENTS, POSTS_RPC, type ReactionChangedV1 } from '@boonies/contracts/posts';
import { SOCIAL_EVENTS } from '@boonies/contracts/social';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { popularityRank } from '../src/posts/popularity';
import { callerFor, PostsTestService } from './support/posts-test-service';

describe('reactions', () => {
  let posts: PostsTestService;
  /** A signed-in member with no ties to anyone: the community's reads are for members. */
  const member = callerFor(randomUUID());
  let author: UserProfileChangedV1;
  let fan: UserProfileChangedV1;
  let trusted: UserProfileChangedV1;
  let admin: UserProfileChangedV1;
  const as = (user: UserProfileChangedV1) => callerFor(user.userId, user.isAdmin);

  beforeAll(async () => {
    posts = await PostsTestService.start('reactions');
    author = await posts.registerUser();
    fan = await posts.registerUser();
    trusted = await posts.registerUser({ isTrusted: true });
    admin = await posts.registerUser({ isAdmin: true });
  });

  afterAll(() => posts?.stop());

  const newPost = async () => (await posts.call(POSTS_RPC.create, { content: 'React to me' }, as(author))).id;

  /** The stored counters and rank of a post. */
  async function stored(postId: string) {
    const [row] = await posts.dataSource.query<
      {
        like_count: number;
        dislike_count: number;
        reaction_score: number;
        reply_count: number;
        popularity_rank: number;
        created_at: Date;
      }[]
    >(
      `SELECT like_count, dislike_count, reaction_score, reply_count, popularity_rank, created_at
         FROM posts.posts WHERE id = $1`,
      [postId],
    );
    return row;
  }

  it("announces each change with the post's counts after it, for live like counts", async () => {
    const postId = await newPost();
    await posts.call(POSTS_RPC.react, { postId, reactionType: 'like' }, as(fan));
    await posts.call(POSTS_RPC.react, { postId, reactionType: 'like' }, as(trusted));
    await posts.call(POSTS_RPC.react, { postId, reactionType: 'dislike' }, as(fan));
    await posts.call(POSTS_RPC.unreact, { postId }, as(trusted));
    const changes = (await posts.announced<ReactionChangedV1>(POSTS_EVENTS.reactionChanged)).filter(
      (change) => change.postId === postId,
    );
    expect(changes.map(({ likes, dislikes }) => [likes, dislikes])).toEqual([
      [1, 0],
      [2, 0],
      [1, 1],
      [0, 1],
    ]);
  });

  it('toggles: a reaction is created, replaced by the other type, and removed by the same type', async () => {
    const postId = await newPost();
    const react = (reactionType: 'like' | 'dislike') =>
      posts.call(POSTS_RPC.react, { postId, reactionType }, as(fan));

    expect(await react('like')).toEqual({ likes: 1, dislikes: 0, mine: 'like' });
    expect(await react('dislike')).toEqual({ likes: 0, dislikes: 1, mine: 'dislike' });
    expect(await react('dislike')).toEqual({ likes: 0, dislikes: 0, mine: null });
    expect(await react('like')).toEqual({ likes: 1, dislikes: 0, mine: 'like' });
    expect((await posts.call(POSTS_RPC.get, { id: postId }, as(fan))).reactions).toEqual({
      likes: 1,
      dislikes: 0,
      mine: 'like',
    });
    expect((await posts.call(POSTS_RPC.get, { id: postId }, as(author))).reactions.mine).toBeNull();
  });

  it('weighs admins and trusted skaters 5 and others 1, and keeps the rank on the post row', async () => {
    const postId = await newPost();
    await posts.call(POSTS_RPC.react, { postId, reactionType: 'like' }, as(admin));
    await posts.call(POSTS_RPC.react, { postId, reactionType: 'like' }, as(trusted));
    await posts.call(POSTS_RPC.react, { postId, reactionType: 'dislike' }, as(fan));
    await posts.call(POSTS_RPC.create, { content: 'reply', parentPostId: postId }, as(fan));

    const row = await stored(postId);
    expect(row).toMatchObject({ like_count: 2, dislike_count: 1, reaction_score: 9, reply_count: 1 });
    expect(row.popularity_rank).toBeCloseTo(popularityRank(10, row.created_at), 9);
    expect(
      await posts.dataSource.query(
        'SELECT user_id, weight FROM posts.reactions WHERE post_id = $1 ORDER BY weight',
        [postId],
      ),
    ).toEqual([
      { user_id: fan.userId, weight: 1 },
      expect.objectContaining({ weight: 5 }),
      expect.objectContaining({ weight: 5 }),
    ]);

    await posts.call(POSTS_RPC.unreact, { postId }, as(admin));
    const after = await stored(postId);
    expect(after).toMatchObject({ like_count: 1, dislike_count: 1, reaction_score: 4 });
    expect(after.popularity_rank).toBeCloseTo(popularityRank(5, row.created_at), 9);
  });

  it("moves the counts and the rank by a changed reaction's old and new weight", async () => {
    const postId = await newPost();
    await posts.call(POSTS_RPC.react, { postId, reactionType: 'like' }, as(fan));
    await posts.call(POSTS_RPC.react, { postId, reactionType: 'like' }, as(admin));
    expect(await posts.call(POSTS_RPC.react, { postId, reactionType: 'dislike' }, as(admin))).toEqual({
      likes: 1,
      dislikes: 1,
      mine: 'dislike',
    });

    const row = await stored(postId);
    expect(row).toMatchObject({ like_count: 1, dislike_count: 1, reaction_score: -4 });
    expect(row.popularity_rank).toBeCloseTo(popularityRank(-4, row.created_at), 9);
    expect(await posts.call(POSTS_RPC.react, { postId, reactionType: 'dislike' }, as(admin))).toEqual({
      likes: 1,
      dislikes: 0,
      mine: null,
    });
    expect(await stored(postId)).toMatchObject({ like_count: 1, dislike_count: 0, reaction_score: 1 });
  });

  it('counts an account the projection does not know as a plain skater', async () => {
    const postId = await newPost();
    await posts.call(POSTS_RPC.react, { postId, reactionType: 'like' }, callerFor(randomUUID()));
    expect(await stored(postId)).toMatchObject({ like_count: 1, reaction_score: 1 });
  });

  it('unreact is idempotent', async () => {
    const postId = await newPost();
    await posts.call(POSTS_RPC.react, { postId, reactionType: 'dislike' }, as(fan));
    expect(await posts.call(POSTS_RPC.unreact, { postId }, as(fan))).toEqual({
      likes: 0,
      dislikes: 0,
      mine: null,
    });
    expect(await posts.call(POSTS_RPC.unreact, { postId }, as(fan))).toEqual({
      likes: 0,
      dislikes: 0,
      mine: null,
    });
  });

  it('loses no count when many react and reply at once', async () => {
    const postId = await newPost();
    const crowd = await Promise.all(
      Array.from({ length: 24 }, (_, index) => posts.registerUser({ isTrusted: index % 4 === 0 })),
    );
    await Promise.all([
      ...crowd.map((user, index) =>
        posts.call(POSTS_RPC.react, { postId, reactionType: index % 3 === 0 ? 'dislike' : 'like' }, as(user)),
      ),
      ...crowd
        .slice(0, 10)
        .map((user) => posts.call(POSTS_RPC.create, { content: 'me too', parentPostId: postId }, as(user))),
    ]);

    const [facts] = await posts.dataSource.query(
      `SELECT count(*) FILTER (WHERE reaction_type = 'like')::int AS like_count,
              count(*) FILTER (WHERE reaction_type = 'dislike')::int AS dislike_count,
              sum(CASE reaction_type WHEN 'like' THEN weight ELSE -weight END)::int AS reaction_score
         FROM posts.reactions WHERE post_id = $1`,
      [postId],
    );
    expect(facts).toEqual({ like_count: 16, dislike_count: 8, reaction_score: expect.any(Number) });
    expect(await stored(postId)).toMatchObject({ ...facts, reply_count: 10 });
  });

  it('answers 404 for an unknown post and refuses an unknown reaction type', async () => {
    const postId = randomUUID();
    expect(await errorOf(posts.call(POSTS_RPC.react, { postId, reactionType: 'like' }, as(fan)))).toEqual({
      code: 'NOT_FOUND',
      error: 'Post not found',
    });
    expect(await errorOf(posts.call(POSTS_RPC.unreact, { postId }, as(fan)))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await errorOf(posts.call(POSTS_RPC.reactions, { postId }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(
      await errorOf(posts.call(POSTS_RPC.react, { postId, reactionType: 'love' as 'like' }, as(fan))),
    ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'reactionType' });
    expect(await errorOf(posts.call(POSTS_RPC.react, { postId, reactionType: 'like' }))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(
      await errorOf(posts.call(POSTS_RPC.react, { postId: 'nope', reactionType: 'like' }, as(fan))),
    ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'postId' });
    expect(
      await errorOf(
        posts.call(POSTS_RPC.react, { postId, reactionType: 'like', weight: 100 } as never, as(fan)),
      ),
    ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'weight', error: 'Unknown field: weight' });
  });

  describe('rpc.posts.reactions', () => {
    let postId: string;

    beforeAll(async () => {
      postId = await newPost();
      await posts.call(POSTS_RPC.react, { postId, reactionType: 'like' }, as(fan));
      await posts.call(POSTS_RPC.react, { postId, reactionType: 'dislike' }, as(admin));
    });

    it("shows the caller's own email and no one else's", async () => {
      const list = await posts.call(POSTS_RPC.reactions, { postId }, as(fan));
      expect(list).toEqual([
        {
          postId,
          userId: fan.userId,
          reactionType: 'like',
          createdAt: expect.any(String),
          user: { username: fan.username, isAdmin: false, email: fan.email },
        },
        {
          postId,
          userId: admin.userId,
          reactionType: 'dislike',
          createdAt: expect.any(String),
          user: { username: admin.username, isAdmin: true },
        },
      ]);
    });

    it('shows every email to an admin, and none to another user; a signed-out reader must sign in', async () => {
      const forAdmin = await posts.call(POSTS_RPC.reactions, { postId }, as(admin));
      expect(forAdmin.map(({ user }) => user.email)).toEqual([fan.email, admin.email]);
      for (const reader of [as(author), member]) {
        const list = await posts.call(POSTS_RPC.reactions, { postId }, reader);
        expect(list).toHaveLength(2);
        expect(list.every(({ user }) => !('email' in user))).toBe(true);
      }
      expect(await errorOf(posts.call(POSTS_RPC.reactions, { postId }))).toMatchObject({
        code: 'UNAUTHENTICATED',
      });
    });

    it('leaves out reactors whose profile the caller may not see: gone, or blocking the caller', async () => {
      const listed = await newPost();
      const [blocker, leaver, reader] = [
        await posts.registerUser(),
        await posts.registerUser(),
        await posts.registerUser(),
      ];
      for (const user of [blocker, leaver, fan]) {
        await posts.call(POSTS_RPC.react, { postId: listed, reactionType: 'like' }, as(user));
      }
      await posts.deliver(SOCIAL_EVENTS.blocked, { blockerId: blocker.userId, blockedId: reader.userId });
      await posts.deliver(AUTH_EVENTS.userUpdated, {
        ...leaver,
        isActive: false,
        updatedAt: new Date(Date.parse(leaver.updatedAt) + 1000).toISOString(),
      });
      const reactors = async (caller: CallerIdentity) =>
        (await posts.call(POSTS_RPC.reactions, { postId: listed }, caller)).map(({ userId }) => userId);

      expect(await reactors(as(reader))).toEqual([fan.userId]);
      expect(await reactors(member)).toEqual([blocker.userId, fan.userId]);
      expect(await reactors(as(admin))).toEqual([blocker.userId, fan.userId]);
      expect(await reactors(as(leaver))).toEqual([blocker.userId, leaver.userId, fan.userId]);
    });

    it('is empty for a post nobody reacted to', async () => {
      expect(await posts.call(POSTS_RPC.reactions, { postId: await newPost() }, member)).toEqual([]);
    });
  });
  describe('a block', () => {
    /** The post's counters as stored, and who the author sees in its list of reactions. */
    async function seenBy(postId: string, viewer: UserProfileChangedV1) {
      const row = await stored(postId);
      const list = await posts.call(POSTS_RPC.reactions, { postId }, as(viewer));
      return {
        likes: row.like_count,
        dislikes: row.dislike_count,
        score: row.reaction_score,
        rank: row.popularity_rank,
        reactors: list.map(({ userId }) => userId).sort(),
      };
    }
    const rankOf = async (postId: string, score: number) =>
      popularityRank(score, (await stored(postId)).created_at);

    it("takes back each one's reactions to the other's posts and replies, both ways, once", async () => {
      const [blocker, blocked, bystander] = [
        await posts.registerUser(),
        await posts.registerUser({ isTrusted: true }),
        await posts.registerUser(),
      ];
      const post = (await posts.call(POSTS_RPC.create, { content: 'Mine' }, as(blocker))).id;
      const reply = (
        await posts.call(POSTS_RPC.create, { content: 'Also mine', parentPostId: post }, as(blocker))
      ).id;
      const theirs = (await posts.call(POSTS_RPC.create, { content: 'Theirs' }, as(blocked))).id;
      const elsewhere = (await posts.call(POSTS_RPC.create, { content: 'Neither' }, as(bystander))).id;
      const react = (postId: string, reactionType: 'like' | 'dislike', user: UserProfileChangedV1) =>
        posts.call(POSTS_RPC.react, { postId, reactionType }, as(user));
      await react(post, 'like', blocked);
      await react(post, 'like', bystander);
      await react(reply, 'dislike', blocked);
      await react(theirs, 'dislike', blocker);
      await react(theirs, 'like', bystander);
      await react(elsewhere, 'like', blocked);
      await react(elsewhere, 'like', blocker);

      const block = await posts.deliver(SOCIAL_EVENTS.blocked, {
        blockerId: blocker.userId,
        blockedId: blocked.userId,
      });

      const expected = {
        [post]: {
          likes: 1,
          dislikes: 0,
          score: 1,
          rank: await rankOf(post, 2),
          reactors: [bystander.userId],
        },
        [reply]: { likes: 0, dislikes: 0, score: 0, rank: await rankOf(reply, 0), reactors: [] },
        [theirs]: {
          likes: 1,
          dislikes: 0,
          score: 1,
          rank: await rankOf(theirs, 1),
          reactors: [bystander.userId],
        },
        [elsewhere]: {
          likes: 2,
          dislikes: 0,
          score: 6,
          rank: await rankOf(elsewhere, 6),
          reactors: [blocker.userId, blocked.userId].sort(),
        },
      };
      const now = async () => ({
        [post]: await seenBy(post, blocker),
        [reply]: await seenBy(reply, blocker),
        [theirs]: await seenBy(theirs, bystander),
        [elsewhere]: await seenBy(elsewhere, bystander),
      });
      const rounded = (all: Record<string, { rank: number }>) =>
        Object.fromEntries(
          Object.entries(all).map(([id, facts]) => [id, { ...facts, rank: facts.rank.toFixed(6) }]),
        );
      expect(rounded(await now())).toEqual(rounded(expected));

      // The same event again is turned away by the inbox: nothing is taken twice.
      await posts.redeliver(SOCIAL_EVENTS.blocked, block);
      expect(rounded(await now())).toEqual(rounded(expected));
    });

    it('takes nothing back for a block that an unblock delivered first has already outdated', async () => {
      const [blocker, blocked] = [await posts.registerUser(), await posts.registerUser()];
      const post = (await posts.call(POSTS_RPC.create, { content: 'Mine' }, as(blocker))).id;
      await posts.call(POSTS_RPC.react, { postId: post, reactionType: 'like' }, as(blocked));
      const pair = { blockerId: blocker.userId, blockedId: blocked.userId };
      const now = Date.now();
      await posts.deliver(SOCIAL_EVENTS.unblocked, pair, new Date(now + 1000));
      await posts.deliver(SOCIAL_EVENTS.blocked, pair, new Date(now));

      expect(await stored(post)).toMatchObject({ like_count: 1, reaction_score: 1 });
      expect(
        (await posts.call(POSTS_RPC.reactions, { postId: post }, as(blocker))).map((r) => r.userId),
      ).toEqual([blocked.userId]);
    });
  });
});
