import type { ErrorBody } from '@boonies/contracts/common';
import { POSTS_RPC } from '@boonies/contracts/posts';
import { errorOf } from '@boonies/testing';
import { callerFor, PostsTestService } from './support/posts-test-service';

/** Posts get the default limit (10 a minute); replies and reactions low ones. */
const REPLIES = 2;
const REACTIONS = 4;

describe('posts throttles', () => {
  let posts: PostsTestService;

  beforeAll(async () => {
    posts = await PostsTestService.start('throttles', {
      THROTTLE_POSTS: '10/60',
      THROTTLE_REPLIES: `${REPLIES}/60`,
      THROTTLE_REACTIONS: `${REACTIONS}/60`,
    });
  });

  afterAll(() => posts?.stop());

  const refusal = (doing: string): ErrorBody => ({
    code: 'RATE_LIMITED',
    error: expect.stringMatching(new RegExp(`^You're ${doing} too fast\\. Try again in \\d+ seconds?\\.$`)),
    retryAfterSeconds: expect.any(Number),
  });

  it('lets 10 of 60 posts sent at once through and refuses the others with the wait', async () => {
    const skater = await posts.registerUser();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 60 }, (_, index) =>
        posts.call(POSTS_RPC.create, { content: `Post ${index}` }, callerFor(skater.userId)),
      ),
    );

    expect(outcomes.filter(({ status }) => status === 'fulfilled')).toHaveLength(10);
    const refused = outcomes.filter(({ status }) => status === 'rejected');
    expect(refused).toHaveLength(50);
    const [first] = refused as PromiseRejectedResult[];
    expect((first.reason as { toBody(): ErrorBody }).toBody()).toEqual(refusal('posting'));
    expect(
      await posts.query('SELECT count(*)::int AS count FROM posts.posts WHERE user_id = $1', [skater.userId]),
    ).toEqual([{ count: 10 }]);
  });

  it('counts an admin like anyone else', async () => {
    const admin = await posts.registerUser({ isAdmin: true });
    const caller = callerFor(admin.userId, true);
    for (let post = 0; post < 10; post++)
      await posts.call(POSTS_RPC.create, { content: `Admin ${post}` }, caller);

    expect(await errorOf(posts.call(POSTS_RPC.create, { content: 'One more' }, caller))).toEqual(
      refusal('posting'),
    );
  });

  it('limits replies apart from posts', async () => {
    const skater = await posts.registerUser();
    const parent = await posts.call(POSTS_RPC.create, { content: 'Parent' }, callerFor(skater.userId));
    const reply = () =>
      posts.call(POSTS_RPC.create, { content: 'Nice', parentPostId: parent.id }, callerFor(skater.userId));
    for (let count = 0; count < REPLIES; count++) await reply();

    expect(await errorOf(reply())).toEqual(refusal('replying'));
    await expect(
      posts.call(POSTS_RPC.create, { content: 'Still posting' }, callerFor(skater.userId)),
    ).resolves.toBeDefined();
  });

  it('limits reactions, set or taken back, and refuses an invalid request without counting it', async () => {
    const author = await posts.registerUser();
    const fan = await posts.registerUser();
    const post = await posts.call(POSTS_RPC.create, { content: 'Kickflip' }, callerFor(author.userId));
    expect(
      await errorOf(
        posts.callUnchecked(
          POSTS_RPC.react,
          { postId: post.id, reactionType: 'love' },
          callerFor(fan.userId),
        ),
      ),
    ).toMatchObject({ code: 'VALIDATION_FAILED' });
    for (let count = 0; count < REACTIONS / 2; count++) {
      await posts.call(POSTS_RPC.react, { postId: post.id, reactionType: 'like' }, callerFor(fan.userId));
      await posts.call(POSTS_RPC.unreact, { postId: post.id }, callerFor(fan.userId));
    }

    expect(
      await errorOf(
        posts.call(POSTS_RPC.react, { postId: post.id, reactionType: 'like' }, callerFor(fan.userId)),
      ),
    ).toEqual(refusal('reacting'));
  });

  it('refuses an anonymous caller before counting anything', async () => {
    expect(await errorOf(posts.call(POSTS_RPC.create, { content: 'Who?' }))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });
});
