import type { UserProfileChangedV1 } from '@boonies/contracts/auth';
import {
  POST_CONTENT_MAX,
  POST_MESSAGES,
  type PostCreatedV1,
  type PostDeletedV1,
  type PostReviewedV1,
  POSTS_EVENTS,
  POSTS_RPC,
  REPLY_CONTENT_MAX,
} from '@boonies/contracts/posts';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { callerFor, PostsTestService } from './support/posts-test-service';

describe('creating, deleting and reviewing posts', () => {
  let posts: PostsTestService;
  /** A signed-in member with no ties to anyone: the community's reads are for members. */
  const member = callerFor(randomUUID());
  let skater: UserProfileChangedV1;
  let other: UserProfileChangedV1;
  let brand: UserProfileChangedV1;
  const admin = callerFor(randomUUID(), true);

  beforeAll(async () => {
    posts = await PostsTestService.start('posts');
    skater = await posts.registerUser({ displayName: 'Skater One', proStatus: true });
    other = await posts.registerUser();
    brand = await posts.registerUser({ isBrand: true });
  });

  afterAll(() => posts?.stop());

  const as = (user: UserProfileChangedV1) => callerFor(user.userId);
  const createdEvent = async (postId: string) =>
    (await posts.outboxRows<PostCreatedV1>(POSTS_EVENTS.postCreated)).find(
      ({ envelope }) => envelope.data.postId === postId,
    )?.envelope;

  describe('rpc.posts.create', () => {
    it('creates a text post, hydrated, and announces it in the same transaction', async () => {
      const post = await posts.call(
        POSTS_RPC.create,
        { content: '  First session at the park  ', taggedTricks: ['fix-2', 'fix-1'] },
        as(skater),
      );

      expect(post).toEqual({
        id: expect.any(String),
        userId: skater.userId,
        content: 'First session at the park',
        imageUrl: null,
        videoUrl: null,
        media: null,
        postType: 'text',
        parentPostId: null,
        taggedTricks: ['fix-2', 'fix-1'],
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        author: {
          id: skater.userId,
          username: skater.username,
          displayName: 'Skater One',
          avatarUrl: null,
          proStatus: true,
          amateurStatus: false,
          flowStatus: false,
          isBrand: false,
          isAdmin: false,
        },
        tricks: [
          { id: 'fix-2', name: 'Kickflip' },
          { id: 'fix-1', name: 'Ollie' },
        ],
        users: { username: skater.username, avatarUrl: null },
        verificationStatus: null,
        isVerified: false,
        reactions: { likes: 0, dislikes: 0, mine: null },
        replyCount: 0,
        verifications: [],
      });
      const event = await createdEvent(post.id);
      expect(event).toMatchObject({
        type: 'posts.post-created',
        producer: 'posts',
        actorId: skater.userId,
        data: {
          postId: post.id,
          userId: skater.userId,
          postType: 'text',
          taggedTricks: ['fix-2', 'fix-1'],
          createdAt: post.createdAt,
        },
      });
      // The relay publishes the very envelope the transaction wrote.
      expect(await posts.publishedToStream(POSTS_EVENTS.postCreated, event?.id ?? '')).toEqual(event);
    });

    it('derives image and video posts from their media; empty media fields mean none', async () => {
      const image = await posts.call(
        POSTS_RPC.create,
        { content: 'Look', imageUrl: 'https://i.imgur.com/abc.png', videoUrl: '' },
        as(skater),
      );
      expect(image).toMatchObject({
        postType: 'image',
        imageUrl: 'https://i.imgur.com/abc.png',
        videoUrl: null,
      });
      const video = await posts.call(
        POSTS_RPC.create,
        { content: 'Watch', videoUrl: 'https://youtu.be/dQw4w9WgXcQ', postType: 'text' },
        as(skater),
      );
      expect(video).toMatchObject({ postType: 'video', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    });

    it('creates a reply, counts it on the parent and names the parent and its author in the event', async () => {
      const parent = await posts.call(POSTS_RPC.create, { content: 'Parent' }, as(skater));
      const reply = await posts.call(
        POSTS_RPC.create,
        { content: 'Nice!', postType: 'reply', parentPostId: parent.id },
        as(other),
      );

      expect(reply).toMatchObject({ postType: 'reply', parentPostId: parent.id, userId: other.userId });
      expect((await posts.call(POSTS_RPC.get, { id: parent.id }, member)).replyCount).toBe(1);
      expect((await createdEvent(reply.id))?.data).toEqual({
        postId: reply.id,
        userId: other.userId,
        postType: 'reply',
        taggedTricks: [],
        createdAt: reply.createdAt,
        videoUrl: null,
        parentPostId: parent.id,
        parentAuthorId: skater.userId,
      });
    });

    it('accepts a reply of exactly 500 characters', async () => {
      const parent = await posts.call(POSTS_RPC.create, { content: 'Parent' }, as(skater));
      const reply = await posts.call(
        POSTS_RPC.create,
        { content: 'r'.repeat(REPLY_CONTENT_MAX), postType: 'reply', parentPostId: parent.id },
        as(other),
      );
      expect(reply.content).toHaveLength(REPLY_CONTENT_MAX);
    });

    describe('refuses', () => {
      let parentId: string;

      beforeAll(async () => {
        parentId = (await posts.call(POSTS_RPC.create, { content: 'Parent' }, as(skater))).id;
      });

      const failures: [string, () => Record<string, unknown>, { field: string; error?: string }][] = [
        [
          'blank content',
          () => ({ content: '   ' }),
          { field: 'content', error: POST_MESSAGES.emptyContent },
        ],
        ['missing content', () => ({}), { field: 'content', error: POST_MESSAGES.emptyContent }],
        [
          'content over the limit',
          () => ({ content: 'a'.repeat(POST_CONTENT_MAX + 1) }),
          { field: 'content', error: POST_MESSAGES.contentTooLong },
        ],
        [
          'a javascript: image',
          () => ({ content: 'x', imageUrl: 'javascript:alert(1)' }),
          { field: 'imageUrl', error: POST_MESSAGES.invalidImageUrl },
        ],
        [
          'a data: image',
          () => ({ content: 'x', imageUrl: 'data:image/png;base64,AAAA' }),
          { field: 'imageUrl', error: POST_MESSAGES.invalidImageUrl },
        ],
        [
          'a relative image',
          () => ({ content: 'x', imageUrl: '/a.png' }),
          { field: 'imageUrl', error: POST_MESSAGES.invalidImageUrl },
        ],
        [
          'a javascript: video',
          () => ({ content: 'x', videoUrl: 'javascript:alert(1)//.mp4' }),
          { field: 'videoUrl', error: POST_MESSAGES.invalidVideoUrl },
        ],
        [
          'a video link that is no video',
          () => ({ content: 'x', videoUrl: 'https://example.com/page.html' }),
          { field: 'videoUrl', error: POST_MESSAGES.invalidVideoUrl },
        ],
        [
          'an unknown trick',
          () => ({ content: 'x', taggedTricks: ['fix-1', 'nope-9'] }),
          { field: 'taggedTricks', error: 'Unknown trick id: nope-9' },
        ],
        [
          'a malformed trick id',
          () => ({ content: 'x', taggedTricks: ['DROP TABLE'] }),
          { field: 'taggedTricks', error: 'Unknown trick id' },
        ],
        [
          'a trick tagged twice',
          () => ({ content: 'x', taggedTricks: ['fix-1', 'fix-1'] }),
          { field: 'taggedTricks' },
        ],
        [
          'an unknown field',
          () => ({ content: 'x', isAdmin: true }),
          { field: 'isAdmin', error: 'Unknown field: isAdmin' },
        ],
        ['postType trick_video', () => ({ content: 'x', postType: 'trick_video' }), { field: 'postType' }],
        [
          'a reply over 500 characters',
          () => ({ content: 'a'.repeat(REPLY_CONTENT_MAX + 1), postType: 'reply', parentPostId: parentId }),
          { field: 'content', error: POST_MESSAGES.replyTooLong },
        ],
        [
          'a reply with an image',
          () => ({
            content: 'x',
            postType: 'reply',
            parentPostId: parentId,
            imageUrl: 'https://i.imgur.com/a.png',
          }),
          { field: 'imageUrl', error: 'Replies are text only' },
        ],
        [
          'a reply without a parent',
          () => ({ content: 'x', postType: 'reply' }),
          { field: 'parentPostId', error: 'parentPostId must be a valid post id' },
        ],
      ];

      it.each(failures)('%s', async (_label, body, expected) => {
        const payload = body() as unknown as Parameters<PostsTestService['call']>[1];
        expect(await errorOf(posts.call(POSTS_RPC.create, payload as never, as(skater)))).toMatchObject({
          code: 'VALIDATION_FAILED',
          ...expected,
        });
      });

      it('a reply to a reply, and a reply to an unknown post', async () => {
        const reply = await posts.call(POSTS_RPC.create, { content: 'r', parentPostId: parentId }, as(other));
        expect(
          await errorOf(posts.call(POSTS_RPC.create, { content: 'x', parentPostId: reply.id }, as(skater))),
        ).toEqual({
          code: 'VALIDATION_FAILED',
          field: 'parentPostId',
          error: 'You can only reply to a post, not to a reply',
        });
        expect(
          await errorOf(
            posts.call(POSTS_RPC.create, { content: 'x', parentPostId: randomUUID() }, as(skater)),
          ),
        ).toEqual({ code: 'NOT_FOUND', error: 'Post not found' });
      });

      it('an anonymous caller', async () => {
        expect(await errorOf(posts.call(POSTS_RPC.create, { content: 'x' }))).toMatchObject({
          code: 'UNAUTHENTICATED',
        });
      });

      it('and writes nothing when it refuses', async () => {
        const before = await posts.dataSource.query('SELECT count(*)::int AS count FROM posts.posts');
        await errorOf(posts.call(POSTS_RPC.create, { content: 'x', taggedTricks: ['nope-9'] }, as(skater)));
        expect(await posts.dataSource.query('SELECT count(*)::int AS count FROM posts.posts')).toEqual(
          before,
        );
      });
    });
  });

  describe('rpc.posts.create-trick-video', () => {
    const request = {
      content: 'Kickflip down the five',
      videoUrl: 'https://vimeo.com/76979871',
      trickIds: ['fix-2', 'fix-3'],
    };

    it('creates a pending trick video and announces the tricks it shows', async () => {
      const post = await posts.call(POSTS_RPC.createTrickVideo, request, as(skater));
      expect(post).toMatchObject({
        postType: 'trick_video',
        videoUrl: 'https://vimeo.com/76979871',
        taggedTricks: ['fix-2', 'fix-3'],
        tricks: [
          { id: 'fix-2', name: 'Kickflip' },
          { id: 'fix-3', name: 'Heelflip' },
        ],
        verificationStatus: 'pending',
        isVerified: false,
      });
      expect((await createdEvent(post.id))?.data).toMatchObject({
        postType: 'trick_video',
        taggedTricks: ['fix-2', 'fix-3'],
      });
    });

    it('refuses brand accounts', async () => {
      expect(await errorOf(posts.call(POSTS_RPC.createTrickVideo, request, as(brand)))).toEqual({
        code: 'FORBIDDEN',
        error: POST_MESSAGES.brandTrickVideo,
      });
    });

    it.each([
      ['no tricks', { trickIds: [] }, 'trickIds', POST_MESSAGES.noTricks],
      ['an unknown trick', { trickIds: ['fix-1', 'zzz-1'] }, 'trickIds', 'Unknown trick id: zzz-1'],
      ['no video', { videoUrl: '' }, 'videoUrl', POST_MESSAGES.invalidVideoUrl],
      [
        'a data: video',
        { videoUrl: 'data:video/mp4;base64,AAAA' },
        'videoUrl',
        POST_MESSAGES.invalidVideoUrl,
      ],
      ['blank content', { content: ' ' }, 'content', POST_MESSAGES.emptyContent],
      ['an unknown field', { postType: 'text' }, 'postType', 'Unknown field: postType'],
    ])('refuses %s', async (_label, change, field, error) => {
      expect(
        await errorOf(
          posts.call(POSTS_RPC.createTrickVideo, { ...request, ...change } as typeof request, as(skater)),
        ),
      ).toEqual({ code: 'VALIDATION_FAILED', field, error });
    });
  });

  describe('rpc.posts.remove', () => {
    it('lets the owner delete a post with its replies and every reaction, and announces it', async () => {
      const post = await posts.call(
        POSTS_RPC.create,
        { content: 'Doomed', taggedTricks: ['fix-1'] },
        as(skater),
      );
      const reply = await posts.call(POSTS_RPC.create, { content: 'r', parentPostId: post.id }, as(other));
      await posts.call(POSTS_RPC.react, { postId: post.id, reactionType: 'like' }, as(other));
      await posts.call(POSTS_RPC.react, { postId: reply.id, reactionType: 'like' }, as(skater));

      expect(await posts.call(POSTS_RPC.remove, { id: post.id }, as(skater))).toEqual({
        deleted: true,
        id: post.id,
      });

      const left = await posts.dataSource.query(
        `SELECT (SELECT count(*) FROM posts.posts WHERE id = ANY($1::uuid[]))::int AS posts,
                (SELECT count(*) FROM posts.reactions WHERE post_id = ANY($1::uuid[]))::int AS reactions,
                (SELECT count(*) FROM posts.post_tags WHERE post_id = ANY($1::uuid[]))::int AS tags`,
        [[post.id, reply.id]],
      );
      expect(left).toEqual([{ posts: 0, reactions: 0, tags: 0 }]);
      expect(await errorOf(posts.call(POSTS_RPC.get, { id: reply.id }, member))).toMatchObject({
        code: 'NOT_FOUND',
      });
      const deleted = (await posts.outboxRows<PostDeletedV1>(POSTS_EVENTS.postDeleted)).map(
        ({ envelope }) => envelope.data,
      );
      expect(deleted).toContainEqual({ postId: post.id, userId: skater.userId, postType: 'text' });
    });

    it("lets an admin delete someone's reply, and the parent's reply count follows", async () => {
      const parent = await posts.call(POSTS_RPC.create, { content: 'Parent' }, as(skater));
      const first = await posts.call(
        POSTS_RPC.create,
        { content: 'one', parentPostId: parent.id },
        as(other),
      );
      await posts.call(POSTS_RPC.create, { content: 'two', parentPostId: parent.id }, as(other));
      expect((await posts.call(POSTS_RPC.get, { id: parent.id }, member)).replyCount).toBe(2);

      await posts.call(POSTS_RPC.remove, { id: first.id }, admin);

      expect((await posts.call(POSTS_RPC.get, { id: parent.id }, member)).replyCount).toBe(1);
      const deleted = await posts.outboxRows<PostDeletedV1>(POSTS_EVENTS.postDeleted);
      expect(deleted.find(({ envelope }) => envelope.data.postId === first.id)?.envelope).toMatchObject({
        actorId: admin.userId,
        data: { userId: other.userId, postType: 'reply' },
      });
    });

    it("refuses another user's delete, and answers 404 for an unknown post", async () => {
      const post = await posts.call(POSTS_RPC.create, { content: 'Mine' }, as(skater));
      expect(await errorOf(posts.call(POSTS_RPC.remove, { id: post.id }, as(other)))).toMatchObject({
        code: 'FORBIDDEN',
      });
      expect(await errorOf(posts.call(POSTS_RPC.remove, { id: randomUUID() }, as(skater)))).toEqual({
        code: 'NOT_FOUND',
        error: 'Post not found',
      });
      expect(await errorOf(posts.call(POSTS_RPC.remove, { id: 'not-a-uuid' }, as(skater)))).toMatchObject({
        code: 'VALIDATION_FAILED',
        field: 'id',
      });
      expect((await posts.call(POSTS_RPC.get, { id: post.id }, member)).id).toBe(post.id);
    });
  });

  describe('rpc.posts.review', () => {
    let videoId: string;

    beforeAll(async () => {
      const video = await posts.call(
        POSTS_RPC.createTrickVideo,
        { content: 'Heelflip', videoUrl: 'https://cdn.example.com/heelflip.mp4', trickIds: ['fix-3'] },
        as(skater),
      );
      videoId = video.id;
    });

    it('lets an admin approve and then reject a trick video, announcing each review', async () => {
      expect(
        await posts.call(
          POSTS_RPC.review,
          { id: videoId, verificationStatus: 'approved', isVerified: true },
          admin,
        ),
      ).toMatchObject({ id: videoId, verificationStatus: 'approved', isVerified: true });
      expect(
        await posts.call(POSTS_RPC.review, { id: videoId, verificationStatus: 'rejected' }, admin),
      ).toMatchObject({ verificationStatus: 'rejected', isVerified: false });

      const reviews = (await posts.outboxRows<PostReviewedV1>(POSTS_EVENTS.postReviewed))
        .filter(({ envelope }) => envelope.data.postId === videoId)
        .map(({ envelope }) => ({ actorId: envelope.actorId, data: envelope.data }));
      expect(reviews).toEqual([
        {
          actorId: admin.userId,
          data: { postId: videoId, userId: skater.userId, verificationStatus: 'approved', isVerified: true },
        },
        {
          actorId: admin.userId,
          data: { postId: videoId, userId: skater.userId, verificationStatus: 'rejected', isVerified: false },
        },
      ]);
    });

    it('refuses non-admins, other kinds of post, a contradicting isVerified and unknown posts', async () => {
      expect(
        await errorOf(
          posts.call(POSTS_RPC.review, { id: videoId, verificationStatus: 'approved' }, as(skater)),
        ),
      ).toMatchObject({ code: 'FORBIDDEN' });
      const text = await posts.call(POSTS_RPC.create, { content: 'Just text' }, as(skater));
      expect(
        await errorOf(posts.call(POSTS_RPC.review, { id: text.id, verificationStatus: 'approved' }, admin)),
      ).toEqual({ code: 'VALIDATION_FAILED', field: 'id', error: 'Only trick videos can be reviewed' });
      expect(
        await errorOf(
          posts.call(
            POSTS_RPC.review,
            { id: videoId, verificationStatus: 'approved', isVerified: false },
            admin,
          ),
        ),
      ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'isVerified' });
      expect(
        await errorOf(
          posts.call(POSTS_RPC.review, { id: videoId, verificationStatus: 'done' as 'approved' }, admin),
        ),
      ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'verificationStatus' });
      expect(
        await errorOf(
          posts.call(POSTS_RPC.review, { id: randomUUID(), verificationStatus: 'approved' }, admin),
        ),
      ).toMatchObject({ code: 'NOT_FOUND' });
    });
  });

  describe('rpc.posts.get', () => {
    it('answers 404 for an unknown post', async () => {
      expect(await errorOf(posts.call(POSTS_RPC.get, { id: randomUUID() }, member))).toEqual({
        code: 'NOT_FOUND',
        error: 'Post not found',
      });
    });
  });
});
