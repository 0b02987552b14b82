import type { UserProfileChangedV1 } from '@boonies/contracts/auth';
import type { CallerIdentity } from '@boonies/contracts/common';
import { FEED_PAGE_MAX, type FeedRequest, POSTS_RPC } from '@boonies/contracts/posts';
import { exportUserDataRpc } from '@boonies/contracts/rpc';
import {
  type BlockChangedV1,
  DEFAULT_PREFERENCES,
  type PreferencesChangedV1,
  SOCIAL_EVENTS,
} from '@boonies/contracts/social';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { callerFor, PostsTestService } from './support/posts-test-service';

/**
 * Settings → Privacy and Blocked Users in the feeds: a private author's posts reach only the author, their
 * followers and admins; a block hides each one's posts from the other. (Deactivated authors are proven in
 * feeds.spec.ts.) Also the posts service's part of Download Your Data.
 */
describe('feed privacy and blocks', () => {
  let posts: PostsTestService;
  const admin = callerFor(randomUUID(), true);
  const as = (user: UserProfileChangedV1) => callerFor(user.userId);

  beforeAll(async () => {
    posts = await PostsTestService.start('privacy');
  });

  afterAll(() => posts?.stop());

  /** An author with a text post and a trick video, both tagging `fix-3`, and a reply to the text post. */
  async function author() {
    const user = await posts.registerUser();
    const post = await posts.call(POSTS_RPC.create, { content: 'line', taggedTricks: ['fix-3'] }, as(user));
    await posts.call(
      POSTS_RPC.createTrickVideo,
      { content: 'clip', videoUrl: 'https://youtu.be/dQw4w9WgXcQ', trickIds: ['fix-3'] },
      as(user),
    );
    await posts.call(POSTS_RPC.create, { content: 'reply', parentPostId: post.id }, as(user));
    return { user, postId: post.id };
  }

  let revision = Date.now();
  const setPublicProfile = (userId: string, publicProfile: boolean) =>
    posts.deliver<PreferencesChangedV1>(SOCIAL_EVENTS.preferencesChanged, {
      userId,
      notifications: DEFAULT_PREFERENCES.notifications,
      privacy: { ...DEFAULT_PREFERENCES.privacy, publicProfile },
      updatedAt: new Date(++revision).toISOString(),
    });
  const block = (blockerId: string, blockedId: string, blocking = true) =>
    posts.deliver<BlockChangedV1>(blocking ? SOCIAL_EVENTS.blocked : SOCIAL_EVENTS.unblocked, {
      blockerId,
      blockedId,
    });

  /** In which feeds `viewer` sees posts by `authorId`. */
  async function feedsShowing(authorId: string, postId: string, viewer?: CallerIdentity): Promise<string[]> {
    const requests: FeedRequest[] = [
      { feed: 'latest' },
      { feed: 'popular' },
      { feed: 'trick_video' },
      { feed: 'trick', trickId: 'fix-3' },
      { feed: 'user', userId: authorId },
      { feed: 'replies', postId },
      ...(viewer ? [{ feed: 'following' } as FeedRequest] : []),
    ];
    const showing: string[] = [];
    for (const request of requests) {
      // The replies of a post the viewer may not see answer 404, like the post.
      const page = await posts
        .call(POSTS_RPC.feed, { ...request, limit: FEED_PAGE_MAX }, viewer)
        .catch(async (error: unknown) => {
          expect(request.feed).toBe('replies');
          expect(await errorOf(Promise.reject(error))).toMatchObject({ code: 'NOT_FOUND' });
          return { posts: [] };
        });
      if (page.posts.some(({ userId }) => userId === authorId)) showing.push(request.feed);
    }
    return showing;
  }
  const everyFeed = ['latest', 'popular', 'trick_video', 'trick', 'user', 'replies'];

  it('Public Profile off shows the posts only to the author, followers and admins', async () => {
    const { user, postId } = await author();
    const follower = await posts.registerUser();
    const stranger = await posts.registerUser();
    await posts.follow(follower.userId, user.userId);
    expect(await feedsShowing(user.userId, postId, as(stranger))).toEqual(everyFeed);

    await setPublicProfile(user.userId, false);

    expect(await feedsShowing(user.userId, postId, as(stranger))).toEqual([]);
    expect(await errorOf(posts.call(POSTS_RPC.feed, { feed: 'user', userId: user.userId }))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(await feedsShowing(user.userId, postId, as(follower))).toEqual([...everyFeed, 'following']);
    expect(await feedsShowing(user.userId, postId, as(user))).toEqual([...everyFeed, 'following']);
    expect(await feedsShowing(user.userId, postId, admin)).toEqual(everyFeed);

    await setPublicProfile(user.userId, true);
    expect(await feedsShowing(user.userId, postId, as(stranger))).toEqual(everyFeed);
  });

  it("hides the blocked user's posts from the blocker, and the blocker's from the blocked, until unblocked", async () => {
    const { user: blocker, postId: blockerPost } = await author();
    const { user: blocked, postId: blockedPost } = await author();
    const bystander = await posts.registerUser();
    await posts.follow(blocker.userId, blocked.userId);
    await posts.follow(blocked.userId, blocker.userId);

    await block(blocker.userId, blocked.userId);

    expect(await feedsShowing(blocked.userId, blockedPost, as(blocker))).toEqual([]);
    expect(await feedsShowing(blocker.userId, blockerPost, as(blocked))).toEqual([]);
    expect(await feedsShowing(blocked.userId, blockedPost, as(bystander))).toEqual(everyFeed);

    await block(blocker.userId, blocked.userId, false);
    expect(await feedsShowing(blocked.userId, blockedPost, as(blocker))).toEqual([...everyFeed, 'following']);
  });

  describe('rpc.posts.export-user-data', () => {
    it("holds the caller's posts, replies and reactions, and nobody else's", async () => {
      const { user: me, postId } = await author();
      const { user: other, postId: otherPost } = await author();
      await posts.call(POSTS_RPC.react, { postId: otherPost, reactionType: 'like' }, as(me));
      await posts.call(POSTS_RPC.react, { postId, reactionType: 'like' }, as(other));

      const archive = await posts.call(exportUserDataRpc('posts'), {}, as(me));

      expect(archive).toEqual({ service: 'posts', exportedAt: expect.any(String), data: expect.any(Object) });
      expect(archive.data.posts).toHaveLength(2);
      expect(archive.data.replies).toEqual([
        expect.objectContaining({ content: 'reply', parentPostId: postId }),
      ]);
      expect(archive.data.reactions).toEqual([
        expect.objectContaining({ postId: otherPost, reactionType: 'like' }),
      ]);
      expect(JSON.stringify(archive)).not.toContain(other.userId);
      expect(await errorOf(posts.call(exportUserDataRpc('posts'), {}))).toMatchObject({
        code: 'UNAUTHENTICATED',
      });
    });
  });
});
