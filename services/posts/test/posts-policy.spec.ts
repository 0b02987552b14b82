import { ADMIN_EVENTS, type ContentModeratedV1 } from '@boonies/contracts/admin';
import { AUTH_EVENTS, type UserProfileChangedV1 } from '@boonies/contracts/auth';
import type { CallerIdentity } from '@boonies/contracts/common';
import {
  POLICY_ANSWER_STATUS,
  POLICY_CASES,
  POLICY_RELATIONS,
  POLICY_STATES,
  type PolicyAnswer,
  policyPrivacyOf,
  type PolicyRelationName,
  type PolicyStateName,
} from '@boonies/contracts/policy';
import { FEED_PAGE_MAX, type FeedRequest, POSTS_RPC } from '@boonies/contracts/posts';
import {
  type BlockChangedV1,
  DEFAULT_PREFERENCES,
  type PreferencesChangedV1,
  SOCIAL_EVENTS,
} from '@boonies/contracts/social';
import { randomUUID } from 'node:crypto';
import { policyAnswerOf } from '@boonies/service-testing';
import { errorOf } from '@boonies/testing';
import { callerFor, PostsTestService } from './support/posts-test-service';

/**
 * The posts service's slice of the access policy table: for every relation × state, the scenario is built in
 * real data (the auth and admin events the service consumes) and the real handlers must answer what the
 * table says for seeing a post (the post, its replies, its reactions and every feed), replying and reacting.
 */
const ACTIONS = ['view_posts', 'reply', 'react'] as const;

describe('posts: the access policy table on the real handlers', () => {
  let posts: PostsTestService;
  let revision = 0;
  /** Later than every revision so far, registrations included. */
  const nextRevision = () => new Date((revision = Math.max(revision + 1, Date.now() + 1))).toISOString();

  beforeAll(async () => {
    posts = await PostsTestService.start('policy');
  });

  afterAll(() => posts?.stop());

  const setPrivacy = (userId: string, state: PolicyStateName) => {
    const { appearOnLeaderboard: _leaderboard, ...privacy } = policyPrivacyOf(state);
    return posts.deliver<PreferencesChangedV1>(SOCIAL_EVENTS.preferencesChanged, {
      userId,
      notifications: DEFAULT_PREFERENCES.notifications,
      privacy: { ...DEFAULT_PREFERENCES.privacy, ...privacy },
      updatedAt: nextRevision(),
    });
  };
  const block = (blockerId: string, blockedId: string) =>
    posts.deliver<BlockChangedV1>(SOCIAL_EVENTS.blocked, { blockerId, blockedId });
  const updateUser = (user: UserProfileChangedV1, change: Partial<UserProfileChangedV1>) =>
    posts.deliver(AUTH_EVENTS.userUpdated, { ...user, ...change, updatedAt: nextRevision() });
  const moderate = (postId: string, ownerId: string, hidden: boolean, occurredAt?: Date) =>
    posts.deliver<ContentModeratedV1>(
      ADMIN_EVENTS.contentModerated,
      { kind: 'post', contentId: postId, ownerId, hidden },
      occurredAt,
    );

  /** One skater in one state, with a post tagging `fix-1` (with a photo) and a reply of their own under it. */
  interface World {
    target: UserProfileChangedV1;
    postId: string;
    mediaId: string;
    replyId: string;
    viewers: Record<PolicyRelationName, CallerIdentity | undefined>;
  }

  async function buildWorld(state: PolicyStateName): Promise<World> {
    const target = await posts.registerUser();
    const as = callerFor(target.userId);
    const { mediaId } = await posts.readyMedia(target.userId, 'image');
    const post = await posts.call(
      POSTS_RPC.create,
      { content: `${state} line`, taggedTricks: ['fix-1'], mediaId },
      as,
    );
    const reply = await posts.call(POSTS_RPC.create, { content: 'my own reply', parentPostId: post.id }, as);
    const viewer = async (overrides: Partial<UserProfileChangedV1> = {}) =>
      (await posts.registerUser(overrides)).userId;
    const follower = await viewer();
    await posts.follow(follower, target.userId);
    const blocked = await viewer();
    await block(target.userId, blocked);
    const blocker = await viewer();
    await block(blocker, target.userId);
    const viewers: World['viewers'] = {
      self: as,
      follower: callerFor(follower),
      stranger: callerFor(await viewer()),
      brand: callerFor(await viewer({ isBrand: true })),
      blocked: callerFor(blocked),
      blocker: callerFor(blocker),
      admin: callerFor(await viewer({ isAdmin: true }), true),
      anonymous: undefined,
    };

    if (state === 'deactivated') await updateUser(target, { isActive: false });
    if (state === 'suspended') {
      await updateUser(target, { suspendedUntil: new Date(Date.now() + 86_400_000).toISOString() });
    }
    if (state === 'hidden_post') await moderate(post.id, target.userId, true);
    if (state !== 'public') await setPrivacy(target.userId, state);
    return { target, postId: post.id, mediaId, replyId: reply.id, viewers };
  }

  /** 'Y' when the call succeeds, else the table's letter for the refusal (or the unexpected error code). */
  const answerOf = (call: Promise<unknown>) => policyAnswerOf(call) as Promise<PolicyAnswer | string>;

  /**
   * Which feeds list the world's post (or, for `replies`, the author's reply under it) to the viewer. The
   * feeds are for members: a signed-out caller must be asked to sign in by every one of them.
   */
  async function feedsShowing(world: World, viewer: CallerIdentity | undefined): Promise<string[]> {
    const requests: FeedRequest[] = [
      { feed: 'latest' },
      { feed: 'popular' },
      { feed: 'user', userId: world.target.userId },
      { feed: 'trick', trickId: 'fix-1' },
      { feed: 'following' },
    ];
    if (!viewer) {
      for (const request of [...requests, { feed: 'replies', postId: world.postId } as FeedRequest]) {
        expect(await answerOf(posts.call(POSTS_RPC.feed, request, viewer))).toBe('U');
      }
      return [];
    }
    const showing: string[] = [];
    for (const request of requests) {
      const page = await posts.call(POSTS_RPC.feed, { ...request, limit: FEED_PAGE_MAX }, viewer);
      if (page.posts.some(({ id }) => id === world.postId)) showing.push(request.feed);
    }
    const replies = await posts
      .call(POSTS_RPC.feed, { feed: 'replies', postId: world.postId, limit: FEED_PAGE_MAX }, viewer)
      .catch(async (error: unknown) => {
        expect(await errorOf(Promise.reject(error))).toMatchObject({ code: 'NOT_FOUND' });
        return { posts: [] };
      });
    if (replies.posts.some(({ id }) => id === world.replyId)) showing.push('replies');
    return showing;
  }

  describe.each(POLICY_STATES)('%s', (state) => {
    let world: World;

    beforeAll(async () => {
      world = await buildWorld(state);
    });

    const cases = POLICY_CASES.filter(
      (policyCase) =>
        policyCase.state === state && (ACTIONS as readonly string[]).includes(policyCase.action),
    );

    it.each(cases)('$relation $action → $expected', async ({ relation, action, expected }) => {
      const viewer = world.viewers[relation];
      if (expected !== 'Y') expect(POLICY_ANSWER_STATUS[expected]).toBeGreaterThanOrEqual(400);
      switch (action) {
        case 'view_posts': {
          // The post, its replies, its reactions, the author's reply alone: each answers as the table says.
          const reads = await Promise.all([
            answerOf(posts.call(POSTS_RPC.get, { id: world.postId }, viewer)),
            answerOf(posts.call(POSTS_RPC.get, { id: world.replyId }, viewer)),
            answerOf(posts.call(POSTS_RPC.feed, { feed: 'replies', postId: world.postId }, viewer)),
            answerOf(posts.call(POSTS_RPC.reactions, { postId: world.postId }, viewer)),
          ]);
          expect(reads).toEqual([expected, expected, expected, expected]);
          // The post's photo is served to whoever may read the post; any refusal reads as an unknown file.
          const file = { mediaId: world.mediaId, rendition: 'feed.webp' as const };
          expect(await answerOf(posts.call(POSTS_RPC.mediaFile, file, viewer))).toBe(
            expected === 'Y' ? 'Y' : 'N',
          );
          const everyFeed = ['latest', 'popular', 'user', 'trick', 'replies'];
          const expectedFeeds =
            expected === 'Y'
              ? // Following lists the followed authors' posts and one's own.
                relation === 'follower' || relation === 'self'
                ? [...everyFeed.slice(0, 4), 'following', 'replies']
                : everyFeed
              : [];
          expect(await feedsShowing(world, viewer)).toEqual(expectedFeeds);
          break;
        }
        case 'reply':
          expect(
            await answerOf(
              posts.call(
                POSTS_RPC.create,
                { content: `a ${relation} reply`, parentPostId: world.postId },
                viewer,
              ),
            ),
          ).toBe(expected);
          break;
        case 'react': {
          const like = { postId: world.postId, reactionType: 'like' as const };
          expect(await answerOf(posts.call(POSTS_RPC.react, like, viewer))).toBe(expected);
          expect(await answerOf(posts.call(POSTS_RPC.unreact, { postId: world.postId }, viewer))).toBe(
            expected,
          );
          // Reacting to the author's reply asks about the reply and the thread's top post alike.
          const onReply = { postId: world.replyId, reactionType: 'dislike' as const };
          expect(await answerOf(posts.call(POSTS_RPC.react, onReply, viewer))).toBe(expected);
          break;
        }
      }
    });
  });

  describe('rpc.posts.audience: who hears of a new post', () => {
    it.each(POLICY_STATES)('%s: exactly the signed-in viewers the table lets see it', async (state) => {
      const world = await buildWorld(state);
      // A new post is not hidden: its audience is that of the author's visible posts.
      const asState = state === 'hidden_post' ? 'public' : state;
      const signedIn = POLICY_RELATIONS.filter((relation) => relation !== 'anonymous');
      const expected = signedIn.filter((relation) =>
        POLICY_CASES.some(
          (policyCase) =>
            policyCase.state === asState &&
            policyCase.relation === relation &&
            policyCase.action === 'view_posts' &&
            policyCase.expected === 'Y',
        ),
      );
      const viewers = signedIn.map((relation) => world.viewers[relation] as CallerIdentity);
      const { userIds, followerIds } = await posts.call(POSTS_RPC.audience, {
        authorId: world.target.userId,
        viewers: viewers.map(({ userId, isAdmin }) => ({ userId, isAdmin })),
      });
      expect(userIds.sort()).toEqual(
        expected.map((relation) => (world.viewers[relation] as CallerIdentity).userId).sort(),
      );
      // Only a follower the policy lets see the post finds it new in their Following.
      expect(followerIds).toEqual(
        expected.includes('follower') ? [(world.viewers.follower as CallerIdentity).userId] : [],
      );
    });

    it('refuses a malformed question', async () => {
      expect(
        await errorOf(posts.callUnchecked(POSTS_RPC.audience, { authorId: 'x', viewers: [{ userId: 1 }] })),
      ).toMatchObject({ code: 'VALIDATION_FAILED' });
    });
  });

  describe('rpc.posts.watchable: whose like counts a socket may watch', () => {
    it.each(POLICY_STATES)(
      '%s: the post and its reply to exactly the viewers the table lets see them',
      async (state) => {
        const world = await buildWorld(state);
        const unknown = randomUUID();
        for (const relation of POLICY_RELATIONS.filter((name) => name !== 'anonymous')) {
          const viewer = world.viewers[relation] as CallerIdentity;
          const allowed = POLICY_CASES.some(
            (policyCase) =>
              policyCase.state === state &&
              policyCase.relation === relation &&
              policyCase.action === 'view_posts' &&
              policyCase.expected === 'Y',
          );
          const { posts: watchable } = await posts.call(POSTS_RPC.watchable, {
            viewer: { userId: viewer.userId, isAdmin: viewer.isAdmin },
            postIds: [world.postId, unknown, world.replyId, world.postId],
          });
          expect([relation, watchable]).toEqual([
            relation,
            allowed
              ? [
                  { postId: world.postId, authorId: world.target.userId },
                  { postId: world.replyId, authorId: world.target.userId },
                ]
              : [],
          ]);
        }
      },
    );

    it('refuses a malformed or too long list', async () => {
      const viewer = { userId: randomUUID(), isAdmin: false };
      for (const postIds of [['x'], Array.from({ length: 51 }, () => randomUUID())]) {
        expect(await errorOf(posts.callUnchecked(POSTS_RPC.watchable, { viewer, postIds }))).toMatchObject({
          code: 'VALIDATION_FAILED',
        });
      }
    });
  });

  it("answers 404 to deleting someone's post the caller may not see, and 403 to one they see", async () => {
    const owner = await posts.registerUser();
    const post = await posts.call(POSTS_RPC.create, { content: 'mine' }, callerFor(owner.userId));
    const blocked = await posts.registerUser();
    const bystander = await posts.registerUser();
    await block(owner.userId, blocked.userId);
    const remove = (user: UserProfileChangedV1) =>
      answerOf(posts.call(POSTS_RPC.remove, { id: post.id }, callerFor(user.userId)));
    expect(await remove(blocked)).toBe('N');
    expect(await remove(bystander)).toBe('F');
  });

  it('answers an admin deleting a post the policy hides from them as it answers an unknown id', async () => {
    const unknown = await errorOf(
      posts.call(POSTS_RPC.remove, { id: randomUUID() }, callerFor(randomUUID(), true)),
    );
    for (const state of ['deactivated', 'suspended', 'hidden_post'] as const) {
      const world = await buildWorld(state);
      const removing = posts.call(POSTS_RPC.remove, { id: world.postId }, world.viewers.admin);
      expect({ state, answer: await errorOf(removing) }).toEqual({ state, answer: unknown });
    }
    // A post that blocks bind the admin to: the admin's account was blocked by its author.
    const author = await posts.registerUser();
    const post = await posts.call(POSTS_RPC.create, { content: 'not for you' }, callerFor(author.userId));
    const admin = await posts.registerUser({ isAdmin: true });
    await block(author.userId, admin.userId);
    const removing = posts.call(POSTS_RPC.remove, { id: post.id }, callerFor(admin.userId, true));
    expect(await errorOf(removing)).toEqual(unknown);
  });

  describe("moderators' marks", () => {
    it('shows a hidden post to its author alone, with the mark; the newer decision wins', async () => {
      const author = await posts.registerUser();
      const post = await posts.call(POSTS_RPC.create, { content: 'hide me' }, callerFor(author.userId));
      const admin = callerFor((await posts.registerUser({ isAdmin: true })).userId, true);
      const stranger = callerFor((await posts.registerUser()).userId);
      const hiddenAt = new Date(Date.now() + 1000);
      const latest = async (caller: CallerIdentity) =>
        (await posts.call(POSTS_RPC.feed, { feed: 'latest', limit: FEED_PAGE_MAX }, caller)).posts.find(
          ({ id }) => id === post.id,
        );

      const hiding = await moderate(post.id, author.userId, true, hiddenAt);
      // An older "show again" arriving late, and the same event again, change nothing.
      await moderate(post.id, author.userId, false, new Date(hiddenAt.getTime() - 500));
      await posts.redeliver(ADMIN_EVENTS.contentModerated, hiding);

      for (const reader of [stranger, admin]) {
        expect(await answerOf(posts.call(POSTS_RPC.get, { id: post.id }, reader))).toBe('N');
        expect(await latest(reader)).toBeUndefined();
      }
      expect(await posts.call(POSTS_RPC.get, { id: post.id }, callerFor(author.userId))).toMatchObject({
        isHidden: true,
      });
      expect(await latest(callerFor(author.userId))).toMatchObject({ isHidden: true });

      await moderate(post.id, author.userId, false, new Date(hiddenAt.getTime() + 1000));
      const shown = await posts.call(POSTS_RPC.get, { id: post.id }, stranger);
      expect(shown).not.toHaveProperty('isHidden');
      expect(await latest(admin)).toBeDefined();
    });

    it('leaves messages and profiles to their services', async () => {
      const author = await posts.registerUser();
      const post = await posts.call(POSTS_RPC.create, { content: 'same id' }, callerFor(author.userId));
      await posts.deliver<ContentModeratedV1>(ADMIN_EVENTS.contentModerated, {
        kind: 'message',
        contentId: post.id,
        ownerId: author.userId,
        hidden: true,
      });
      expect(await answerOf(posts.call(POSTS_RPC.get, { id: post.id }, callerFor(author.userId)))).toBe('Y');
      const reader = callerFor((await posts.registerUser()).userId);
      expect(await answerOf(posts.call(POSTS_RPC.get, { id: post.id }, reader))).toBe('Y');
    });

    it('ends a suspension by the clock', async () => {
      const author = await posts.registerUser();
      const post = await posts.call(POSTS_RPC.create, { content: 'back soon' }, callerFor(author.userId));
      const stranger = callerFor((await posts.registerUser()).userId);
      await updateUser(author, { suspendedUntil: new Date(Date.now() + 1500).toISOString() });
      expect(await answerOf(posts.call(POSTS_RPC.get, { id: post.id }, stranger))).toBe('N');
      const latest = () => posts.call(POSTS_RPC.feed, { feed: 'latest', limit: FEED_PAGE_MAX }, stranger);
      expect((await latest()).posts.map(({ id }) => id)).not.toContain(post.id);

      await posts.waitFor(async () => (await latest()).posts.some(({ id }) => id === post.id));
      expect(await answerOf(posts.call(POSTS_RPC.get, { id: post.id }, stranger))).toBe('Y');
    });
  });

  it('covers every relation and state of the table', () => {
    expect(POLICY_RELATIONS).toHaveLength(8);
    expect(POLICY_CASES.filter(({ action }) => (ACTIONS as readonly string[]).includes(action))).toHaveLength(
      POLICY_RELATIONS.length * POLICY_STATES.length * ACTIONS.length,
    );
  });
});
