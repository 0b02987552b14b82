import { AUTH_EVENTS, type UserProfileChangedV1 } from '@boonies/contracts/auth';
import { MENTIONS_MAX, type PostCreatedV1, POSTS_EVENTS, POSTS_RPC } from '@boonies/contracts/posts';
import {
  type BlockChangedV1,
  DEFAULT_PREFERENCES,
  type PreferencesChangedV1,
  SOCIAL_EVENTS,
} from '@boonies/contracts/social';
import { errorOf } from '@boonies/testing';
import { callerFor, PostsTestService } from './support/posts-test-service';

/**
 * Who a post or reply announces as mentioned: the skaters its `@username`s name that the policy lets the
 * author mention and that may see the post where it is. The messaging service notifies exactly those.
 */
describe('posts: mentions announced with a new post', () => {
  let posts: PostsTestService;
  let revision = 0;
  const nextRevision = () => new Date((revision = Math.max(revision + 1, Date.now() + 1))).toISOString();

  beforeAll(async () => {
    posts = await PostsTestService.start('mentions');
  });

  afterAll(() => posts?.stop());

  const as = (user: UserProfileChangedV1) => callerFor(user.userId, user.isAdmin);
  const register = (overrides: Partial<UserProfileChangedV1> = {}) => posts.registerUser(overrides);
  const block = (blockerId: string, blockedId: string) =>
    posts.deliver<BlockChangedV1>(SOCIAL_EVENTS.blocked, { blockerId, blockedId });
  const makePrivate = (userId: string) =>
    posts.deliver<PreferencesChangedV1>(SOCIAL_EVENTS.preferencesChanged, {
      userId,
      notifications: DEFAULT_PREFERENCES.notifications,
      privacy: { ...DEFAULT_PREFERENCES.privacy, publicProfile: false },
      updatedAt: nextRevision(),
    });

  /** The skaters the post-created event of `postId` names as mentioned (none: the field is absent). */
  const mentionedIn = async (postId: string) => {
    const rows = await posts.outboxRows<PostCreatedV1>(POSTS_EVENTS.postCreated);
    const event = rows.find(({ envelope }) => envelope.data.postId === postId)?.envelope.data;
    expect(event).toBeDefined();
    return event?.mentionedUserIds;
  };
  const post = async (author: UserProfileChangedV1, content: string, parentPostId?: string) =>
    (await posts.call(POSTS_RPC.create, { content, ...(parentPostId && { parentPostId }) }, as(author))).id;

  it('announces the skaters mentioned, each once, whatever the case, in the order written', async () => {
    const [author, bob, cleo] = [await register(), await register(), await register()];
    const id = await post(
      author,
      `Session with @${bob.username.toUpperCase()}, @${cleo.username} and @${bob.username} again`,
    );
    expect(await mentionedIn(id)).toEqual([bob.userId, cleo.userId]);
  });

  it('announces nobody for unknown names, an address or the author themselves', async () => {
    const author = await register();
    const id = await post(
      author,
      `Hi @nobody-here-${Date.now()}, mail ${author.username}@x.io, @${author.username}`,
    );
    expect(await mentionedIn(id)).toBeUndefined();
  });

  it('refuses a signed-out caller, and announces nothing', async () => {
    const target = await register();
    const before = (await posts.outboxRows<PostCreatedV1>(POSTS_EVENTS.postCreated)).length;
    expect(await errorOf(posts.call(POSTS_RPC.create, { content: `@${target.username}` }))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(await posts.outboxRows<PostCreatedV1>(POSTS_EVENTS.postCreated)).toHaveLength(before);
  });

  it('leaves out a skater blocked either way', async () => {
    const [author, blockedByAuthor, blockerOfAuthor, friend] = [
      await register(),
      await register(),
      await register(),
      await register(),
    ];
    await block(author.userId, blockedByAuthor.userId);
    await block(blockerOfAuthor.userId, author.userId);
    const id = await post(
      author,
      `@${blockedByAuthor.username} @${blockerOfAuthor.username} @${friend.username}`,
    );
    expect(await mentionedIn(id)).toEqual([friend.userId]);
  });

  it('leaves out a deactivated or suspended skater', async () => {
    const [author, gone, suspended] = [await register(), await register(), await register()];
    await posts.deliver(AUTH_EVENTS.userUpdated, { ...gone, isActive: false, updatedAt: nextRevision() });
    await posts.deliver(AUTH_EVENTS.userUpdated, {
      ...suspended,
      suspendedUntil: new Date(Date.now() + 86_400_000).toISOString(),
      updatedAt: nextRevision(),
    });
    const id = await post(author, `@${gone.username} @${suspended.username}`);
    expect(await mentionedIn(id)).toBeUndefined();
  });

  it("a private author's post reaches only mentioned followers and admins", async () => {
    const [author, follower, stranger] = [await register(), await register(), await register()];
    const admin = await register({ isAdmin: true });
    await posts.follow(follower.userId, author.userId);
    await makePrivate(author.userId);
    const id = await post(author, `@${stranger.username} @${follower.username} @${admin.username}`);
    expect(await mentionedIn(id)).toEqual([follower.userId, admin.userId]);
  });

  it("a reply under a private skater's post reaches only those who may see that thread", async () => {
    const [owner, replier, follower, stranger] = [
      await register(),
      await register(),
      await register(),
      await register(),
    ];
    await posts.follow(follower.userId, owner.userId);
    await posts.follow(replier.userId, owner.userId);
    await makePrivate(owner.userId);
    const parent = await post(owner, 'Private line');
    const reply = await post(replier, `@${stranger.username} @${follower.username} look`, parent);
    expect(await mentionedIn(reply)).toEqual([follower.userId]);
  });

  it("an admin's mention is announced like anyone's", async () => {
    const [admin, skater] = [await register({ isAdmin: true }), await register()];
    const id = await post(admin, `Nice line @${skater.username}`);
    expect(await mentionedIn(id)).toEqual([skater.userId]);
  });

  it(`announces at most ${MENTIONS_MAX} skaters`, async () => {
    const author = await register();
    const many: UserProfileChangedV1[] = [];
    for (let index = 0; index <= MENTIONS_MAX; index += 1) many.push(await register());
    const id = await post(author, many.map(({ username }) => `@${username}`).join(' '));
    expect(await mentionedIn(id)).toEqual(many.slice(0, MENTIONS_MAX).map(({ userId }) => userId));
  });
});
