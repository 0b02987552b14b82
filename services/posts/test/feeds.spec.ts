import { ADMIN_EVENTS, type ContentModeratedV1 } from '@boonies/contracts/admin';
import { AUTH_EVENTS, type UserProfileChangedV1 } from '@boonies/contracts/auth';
import type { CallerIdentity } from '@boonies/contracts/common';
import {
  FEED_PAGE_MAX,
  FEED_PAGE_SIZE,
  type FeedRequest,
  type PostDto,
  POSTS_RPC,
} from '@boonies/contracts/posts';
import {
  type BlockChangedV1,
  DEFAULT_PREFERENCES,
  type PreferencesChangedV1,
  SOCIAL_EVENTS,
} from '@boonies/contracts/social';
import { VERIFICATION_EVENTS, type VerificationChangedV1 } from '@boonies/contracts/verification';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { callerFor, PostsTestService } from './support/posts-test-service';

describe('feeds', () => {
  let posts: PostsTestService;
  /** A signed-in member with no ties to anyone: the community's reads are for members. */
  const member = callerFor(randomUUID());
  let alice: UserProfileChangedV1;
  let bob: UserProfileChangedV1;
  let carol: UserProfileChangedV1;
  let dave: UserProfileChangedV1;
  const stranger = randomUUID();
  const as = (user: UserProfileChangedV1) => callerFor(user.userId);

  /** Every post a feed shows, page by page, checking each page's size and cursor. */
  async function everyPage(request: FeedRequest, caller: CallerIdentity = member): Promise<PostDto[]> {
    const seen: PostDto[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 100; pages++) {
      const page = await posts.call(POSTS_RPC.feed, { ...request, cursor }, caller);
      const limit = request.limit ?? FEED_PAGE_SIZE;
      seen.push(...page.posts);
      if (page.nextCursor === null) {
        expect(page.posts.length).toBeLessThanOrEqual(limit);
        return seen;
      }
      expect(page.posts).toHaveLength(limit);
      cursor = page.nextCursor;
    }
    throw new Error('the feed never ended');
  }

  /** What the feed must show, straight from the table. */
  async function expectedIds(where: string, orderBy: string, params: unknown[] = []): Promise<string[]> {
    const rows = await posts.dataSource.query<{ id: string }[]>(
      `SELECT p.id FROM posts.posts p
        WHERE ${where}
          AND NOT EXISTS (SELECT 1 FROM posts.authors a WHERE a.user_id = p.user_id AND NOT a.is_active)
        ORDER BY ${orderBy}`,
      params,
    );
    return rows.map(({ id }) => id);
  }

  const ids = (list: PostDto[]) => list.map(({ id }) => id);
  const write = (user: string, content: string, extra: { taggedTricks?: string[] } = {}) =>
    posts.call(POSTS_RPC.create, { content, ...extra }, callerFor(user));

  beforeAll(async () => {
    posts = await PostsTestService.start('feeds');
    alice = await posts.registerUser({
      displayName: 'Alice',
      profilePicture: 'https://a.example/a.png',
    });
    bob = await posts.registerUser({ amateurStatus: true });
    carol = await posts.registerUser();
    dave = await posts.registerUser();
    await posts.follow(dave.userId, alice.userId);
    await posts.follow(dave.userId, bob.userId);

    // Interleaved authors; several posts land in the same millisecond, so ties are broken by id.
    for (let round = 0; round < 12; round++) {
      await write(alice.userId, `alice ${round}`, round % 3 === 0 ? { taggedTricks: ['fix-2'] } : {});
      await write(bob.userId, `bob ${round}`, round % 4 === 0 ? { taggedTricks: ['fix-1', 'fix-2'] } : {});
      if (round % 2 === 0) await write(carol.userId, `carol ${round}`, { taggedTricks: ['fix-2'] });
    }
    await write(stranger, 'from an account the projection does not know');
    for (const trickIds of [['fix-2'], ['fix-1'], ['fix-3', 'fix-2']]) {
      await posts.call(
        POSTS_RPC.createTrickVideo,
        { content: 'clip', videoUrl: 'https://youtu.be/dQw4w9WgXcQ', trickIds },
        as(alice),
      );
    }
  });

  afterAll(() => posts?.stop());

  describe('latest', () => {
    it('shows every top-level post newest first, across pages with no gap or repeat', async () => {
      const seen = await everyPage({ feed: 'latest', limit: 7 });
      expect(ids(seen)).toEqual(
        await expectedIds('p.parent_post_id IS NULL', 'p.created_at DESC, p.id DESC'),
      );
      expect(new Set(ids(seen)).size).toBe(seen.length);
      expect(seen.length).toBeGreaterThan(FEED_PAGE_SIZE);
    });

    it('pages by FEED_PAGE_SIZE by default and hands out a cursor for the rest', async () => {
      const first = await posts.call(POSTS_RPC.feed, { feed: 'latest' }, member);
      expect(first.posts).toHaveLength(FEED_PAGE_SIZE);
      expect(first.nextCursor).toMatch(/^[\w-]+$/);
    });

    it('falls back to a neutral author when the projection has none', async () => {
      const seen = await everyPage({ feed: 'latest', limit: FEED_PAGE_MAX });
      const orphan = seen.find(({ userId }) => userId === stranger);
      expect(orphan?.author).toEqual({
        id: stranger,
        username: 'unknown',
        displayName: null,
        avatarUrl: null,
        proStatus: false,
        amateurStatus: false,
        flowStatus: false,
        isBrand: false,
        isAdmin: false,
      });
      expect(orphan?.users).toEqual({ username: 'unknown', avatarUrl: null });
      const fromAlice = seen.find(({ userId }) => userId === alice.userId);
      expect(fromAlice?.author).toMatchObject({ displayName: 'Alice', avatarUrl: 'https://a.example/a.png' });
      expect(fromAlice?.users).toEqual({ username: alice.username, avatarUrl: 'https://a.example/a.png' });
    });
  });

  describe('popular', () => {
    it('ranks by weighted score with age decay, paging over the stored rank', async () => {
      const [likedOld] = (
        await posts.call(POSTS_RPC.feed, { feed: 'user', userId: bob.userId, limit: 50 }, member)
      ).posts.slice(-1);
      const admin = await posts.registerUser({ isAdmin: true });
      await posts.call(POSTS_RPC.react, { postId: likedOld.id, reactionType: 'like' }, as(admin));
      for (const fan of [alice, carol, dave]) {
        await posts.call(POSTS_RPC.react, { postId: likedOld.id, reactionType: 'like' }, as(fan));
      }

      const seen = await everyPage({ feed: 'popular', limit: 4 });
      expect(ids(seen)).toEqual(
        await expectedIds('p.parent_post_id IS NULL', 'p.popularity_rank DESC, p.created_at DESC, p.id DESC'),
      );
      // Score 8 is almost one order of magnitude: the oldest of bob's posts climbs to the top.
      expect(seen[0].id).toBe(likedOld.id);
      expect(seen[0].reactions).toEqual({ likes: 4, dislikes: 0, mine: null });
    });

    it('refuses a cursor of a time-ordered feed', async () => {
      const { nextCursor } = await posts.call(POSTS_RPC.feed, { feed: 'latest', limit: 1 }, member);
      expect(
        await errorOf(
          posts.call(POSTS_RPC.feed, { feed: 'popular', cursor: nextCursor ?? undefined }, member),
        ),
      ).toEqual({ code: 'VALIDATION_FAILED', field: 'cursor', error: 'cursor is not valid' });
    });
  });

  describe('following', () => {
    it("shows the followed users' top-level posts, newest first, and follows unfollows", async () => {
      const seen = await everyPage({ feed: 'following', limit: 5 }, as(dave));
      expect(ids(seen)).toEqual(
        await expectedIds(
          'p.parent_post_id IS NULL AND p.user_id = ANY($1::uuid[])',
          'p.created_at DESC, p.id DESC',
          [[alice.userId, bob.userId]],
        ),
      );

      await posts.deliver(SOCIAL_EVENTS.unfollowed, { followerId: dave.userId, followingId: bob.userId });
      const after = await everyPage({ feed: 'following', limit: 50 }, as(dave));
      expect(new Set(after.map(({ userId }) => userId))).toEqual(new Set([alice.userId]));
    });

    it('merges many followed authors who post unevenly, page by page, every post once', async () => {
      const reader = await posts.registerUser();
      const authors: UserProfileChangedV1[] = [];
      for (let index = 0; index < 8; index++) authors.push(await posts.registerUser());
      for (const author of authors) await posts.follow(reader.userId, author.userId);
      // More followed authors than a page holds, some with more posts than a page: the cutoff matters.
      for (let round = 0; round < 4; round++) {
        for (const author of authors.slice(round * 2)) await write(author.userId, `news ${round}`);
      }

      const seen = await everyPage({ feed: 'following', limit: 3 }, as(reader));
      expect(ids(seen)).toEqual(
        await expectedIds(
          'p.parent_post_id IS NULL AND p.user_id = ANY($1::uuid[])',
          'p.created_at DESC, p.id DESC',
          [authors.map(({ userId }) => userId)],
        ),
      );
      expect(seen).toHaveLength(20);
    });

    it('gains the older posts on a follow and loses them on the unfollow; new posts join, replies never', async () => {
      const reader = await posts.registerUser();
      const author = await posts.registerUser();
      const following = async () => ids(await everyPage({ feed: 'following', limit: 2 }, as(reader)));
      const reply = (parentPostId: string) =>
        posts.call(POSTS_RPC.create, { content: 'a reply', parentPostId }, as(author));
      const older = [await write(author.userId, 'before 1'), await write(author.userId, 'before 2')];
      await reply(older[0].id);
      const pair = { followerId: reader.userId, followingId: author.userId };
      const at = Date.now();

      await posts.deliver(SOCIAL_EVENTS.followed, pair, new Date(at));
      expect(await following()).toEqual([older[1].id, older[0].id]);

      const newer = await write(author.userId, 'after the follow');
      await reply(newer.id);
      expect(await following()).toEqual([newer.id, older[1].id, older[0].id]);

      await posts.call(POSTS_RPC.remove, { id: older[1].id }, as(author));
      expect(await following()).toEqual([newer.id, older[0].id]);

      await posts.deliver(SOCIAL_EVENTS.unfollowed, pair, new Date(at + 1000));
      expect(await following()).toEqual([]);
      await posts.deliver(SOCIAL_EVENTS.followed, pair, new Date(at + 2000));
      expect(await following()).toEqual([newer.id, older[0].id]);
    });

    it("leaves out a hidden post and a blocked or gone author's, and shows a private author's to a follower", async () => {
      const reader = await posts.registerUser();
      const [hider, blocker, blocked, secretive, gone] = [
        await posts.registerUser(),
        await posts.registerUser(),
        await posts.registerUser(),
        await posts.registerUser(),
        await posts.registerUser(),
      ];
      const shown: string[] = [];
      for (const author of [hider, blocker, blocked, secretive, gone]) {
        await posts.follow(reader.userId, author.userId);
      }
      const hidden = await write(hider.userId, 'hidden by a moderator');
      shown.unshift((await write(hider.userId, 'still shown')).id);
      await write(blocker.userId, 'by someone who blocked the reader');
      await write(blocked.userId, 'by someone the reader blocked');
      shown.unshift((await write(secretive.userId, 'for followers only')).id);
      await write(gone.userId, 'by a deactivated account');

      await posts.deliver<ContentModeratedV1>(ADMIN_EVENTS.contentModerated, {
        kind: 'post',
        contentId: hidden.id,
        ownerId: hider.userId,
        hidden: true,
      });
      await posts.deliver<BlockChangedV1>(SOCIAL_EVENTS.blocked, {
        blockerId: blocker.userId,
        blockedId: reader.userId,
      });
      await posts.deliver<BlockChangedV1>(SOCIAL_EVENTS.blocked, {
        blockerId: reader.userId,
        blockedId: blocked.userId,
      });
      await posts.deliver<PreferencesChangedV1>(SOCIAL_EVENTS.preferencesChanged, {
        userId: secretive.userId,
        notifications: DEFAULT_PREFERENCES.notifications,
        privacy: { ...DEFAULT_PREFERENCES.privacy, publicProfile: false },
        updatedAt: new Date().toISOString(),
      });
      await posts.deliver(AUTH_EVENTS.userUpdated, {
        ...gone,
        isActive: false,
        updatedAt: new Date(Date.now() + 1000).toISOString(),
      });

      expect(ids(await everyPage({ feed: 'following', limit: 1 }, as(reader)))).toEqual(shown);
    });

    it('never lets a follow and a post made at the same time miss each other', async () => {
      const author = await posts.registerUser();
      const readers: UserProfileChangedV1[] = [];
      for (let index = 0; index < 6; index++) readers.push(await posts.registerUser());
      const made = await Promise.all([
        ...readers.map(async (reader) => void (await posts.follow(reader.userId, author.userId))),
        ...readers.map((_, index) => write(author.userId, `race ${index}`)),
      ]);
      const postIds = made.flatMap((post) => (post ? [post.id] : []));
      expect(postIds).toHaveLength(readers.length);
      for (const reader of readers) {
        const seen = await everyPage({ feed: 'following', limit: FEED_PAGE_MAX }, as(reader));
        expect(new Set(ids(seen))).toEqual(new Set(postIds));
      }
    });

    it("shows the reader's own top-level posts among the followed authors' from the moment they are made", async () => {
      const reader = await posts.registerUser();
      const author = await posts.registerUser();
      await posts.follow(reader.userId, author.userId);
      const theirs = await write(author.userId, 'followed');
      const mine = await write(reader.userId, 'my own');
      await posts.call(POSTS_RPC.create, { content: 'my reply', parentPostId: theirs.id }, as(reader));

      const seen = ids(await everyPage({ feed: 'following', limit: 1 }, as(reader)));
      expect(seen).toEqual([mine.id, theirs.id]);
      // The author's own Following holds their post too, not the reader's.
      expect(ids(await everyPage({ feed: 'following' }, as(author)))).toEqual([theirs.id]);

      await posts.call(POSTS_RPC.remove, { id: mine.id }, as(reader));
      expect(ids(await everyPage({ feed: 'following' }, as(reader)))).toEqual([theirs.id]);
    });

    it('is empty for someone who follows nobody, and needs a caller', async () => {
      expect(await posts.call(POSTS_RPC.feed, { feed: 'following' }, callerFor(randomUUID()))).toEqual({
        posts: [],
        nextCursor: null,
      });
      expect(await errorOf(posts.call(POSTS_RPC.feed, { feed: 'following' }))).toMatchObject({
        code: 'UNAUTHENTICATED',
      });
    });
  });

  describe('trick_video', () => {
    it('shows trick videos newest first, with their verification tallies', async () => {
      const seen = await everyPage({ feed: 'trick_video', limit: 2 });
      expect(ids(seen)).toEqual(
        await expectedIds(`p.post_type = 'trick_video'`, 'p.created_at DESC, p.id DESC'),
      );
      expect(seen).toHaveLength(3);

      const video = seen[0];
      const tally = (trickId: string, votesFor: number, votesAgainst: number): VerificationChangedV1 => ({
        verificationId: randomUUID(),
        postId: video.id,
        trickId,
        posterId: alice.userId,
        votesFor,
        votesAgainst,
        isVerified: false,
        removed: false,
        autoVerified: false,
        revision: 1,
      });
      await posts.deliver(VERIFICATION_EVENTS.verificationChanged, tally('fix-2', 0, 0));
      const heelflip = tally('fix-3', 2, 1);
      await posts.deliver(VERIFICATION_EVENTS.verificationChanged, heelflip);

      const [shown] = (await posts.call(POSTS_RPC.feed, { feed: 'trick_video', limit: 1 }, member)).posts;
      expect(shown.tricks).toEqual([
        { id: 'fix-3', name: 'Heelflip' },
        { id: 'fix-2', name: 'Kickflip' },
      ]);
      expect(shown.verifications).toEqual([
        {
          id: heelflip.verificationId,
          trickId: 'fix-3',
          trickName: 'Heelflip',
          votesFor: 2,
          votesAgainst: 1,
          isVerified: false,
          removed: false,
          percentage: 67,
        },
        expect.objectContaining({ trickId: 'fix-2', trickName: 'Kickflip', percentage: null }),
      ]);
      expect(shown.verificationStatus).toBe('pending');
    });
  });

  describe('user', () => {
    it("shows one user's top-level posts newest first, across pages", async () => {
      const seen = await everyPage({ feed: 'user', userId: bob.userId, limit: 5 });
      expect(ids(seen)).toEqual(
        await expectedIds('p.parent_post_id IS NULL AND p.user_id = $1', 'p.created_at DESC, p.id DESC', [
          bob.userId,
        ]),
      );
      expect(seen).toHaveLength(12);
      expect(seen.every(({ userId }) => userId === bob.userId)).toBe(true);
    });

    it('needs a valid user id', async () => {
      expect(await errorOf(posts.call(POSTS_RPC.feed, { feed: 'user' }, member))).toMatchObject({
        code: 'VALIDATION_FAILED',
        field: 'userId',
      });
    });
  });

  describe('trick', () => {
    it('shows the top-level posts tagging the trick, newest first, with names in tagging order', async () => {
      const seen = await everyPage({ feed: 'trick', trickId: 'fix-2', limit: 3 });
      expect(ids(seen)).toEqual(
        await expectedIds(
          `p.parent_post_id IS NULL AND 'fix-2' = ANY(p.tagged_tricks)`,
          'p.created_at DESC, p.id DESC',
        ),
      );
      const bobs = seen.find(({ userId, postType }) => userId === bob.userId && postType === 'text');
      expect(bobs?.tricks).toEqual([
        { id: 'fix-1', name: 'Ollie' },
        { id: 'fix-2', name: 'Kickflip' },
      ]);
      expect(await posts.call(POSTS_RPC.feed, { feed: 'trick', trickId: 'fix-9' }, member)).toEqual({
        posts: [],
        nextCursor: null,
      });
    });
  });

  describe('replies', () => {
    it("shows a post's replies oldest first, across pages, with the viewer's reactions", async () => {
      const parent = await write(alice.userId, 'Ask me anything');
      const written: string[] = [];
      for (let index = 0; index < 7; index++) {
        const reply = await posts.call(
          POSTS_RPC.create,
          { content: `reply ${index}`, parentPostId: parent.id },
          index % 2 ? as(bob) : as(dave),
        );
        written.push(reply.id);
      }
      await posts.call(POSTS_RPC.react, { postId: written[2], reactionType: 'dislike' }, as(alice));

      const seen = await everyPage({ feed: 'replies', postId: parent.id, limit: 3 }, as(alice));
      expect(ids(seen)).toEqual(
        await expectedIds('p.parent_post_id = $1', 'p.created_at, p.id', [parent.id]),
      );
      expect(new Set(ids(seen))).toEqual(new Set(written));
      expect(seen.find(({ id }) => id === written[2])?.reactions).toEqual({
        likes: 0,
        dislikes: 1,
        mine: 'dislike',
      });
      expect((await posts.call(POSTS_RPC.get, { id: parent.id }, member)).replyCount).toBe(7);
      // Replies stay out of the top-level feeds.
      const latest = await everyPage({ feed: 'latest', limit: FEED_PAGE_MAX });
      expect(latest.some(({ postType }) => postType === 'reply')).toBe(false);
    });
  });

  describe('deactivated authors', () => {
    it('are hidden from every feed, and shown again when reactivated', async () => {
      const carolsPosts = (
        await posts.call(POSTS_RPC.feed, { feed: 'user', userId: carol.userId, limit: 50 }, member)
      ).posts;
      expect(carolsPosts).toHaveLength(6);
      const parent = await write(alice.userId, 'Who is around?');
      await posts.call(POSTS_RPC.create, { content: 'me', parentPostId: parent.id }, as(carol));

      const later = new Date(Date.parse(carol.updatedAt) + 1000).toISOString();
      await posts.deliver(AUTH_EVENTS.userUpdated, { ...carol, isActive: false, updatedAt: later });

      const visible = async (request: FeedRequest) =>
        (await everyPage({ ...request, limit: FEED_PAGE_MAX }, as(dave))).filter(
          ({ userId }) => userId === carol.userId,
        );
      for (const request of [
        { feed: 'latest' },
        { feed: 'popular' },
        { feed: 'user', userId: carol.userId },
        { feed: 'trick', trickId: 'fix-2' },
        { feed: 'replies', postId: parent.id },
      ] as FeedRequest[]) {
        expect(await visible(request)).toEqual([]);
      }

      const again = new Date(Date.parse(later) + 1000).toISOString();
      await posts.deliver(AUTH_EVENTS.userUpdated, { ...carol, isActive: true, updatedAt: again });
      expect(await visible({ feed: 'user', userId: carol.userId })).toHaveLength(6);
    });
  });

  describe('requests', () => {
    it.each([
      [{ feed: 'latest', limit: FEED_PAGE_MAX + 1 }, 'limit'],
      [{ feed: 'latest', limit: 0 }, 'limit'],
      [{ feed: 'latest', cursor: 'abc+/=' }, 'cursor'],
      [
        { feed: 'latest', cursor: Buffer.from('["t","2025-01-01T00:00:00.000Z","x"]').toString('base64url') },
        'cursor',
      ],
      [{ feed: 'everything' }, 'feed'],
      [{ feed: 'replies' }, 'postId'],
      [{ feed: 'trick', trickId: 'NOT A TRICK' }, 'trickId'],
      [{ feed: 'latest', extra: 1 }, 'extra'],
    ])('refuses %o', async (request, field) => {
      expect(
        await errorOf(posts.call(POSTS_RPC.feed, request as unknown as FeedRequest, member)),
      ).toMatchObject({
        code: 'VALIDATION_FAILED',
        field,
      });
    });
  });
});
