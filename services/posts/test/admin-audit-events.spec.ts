import type { UserProfileChangedV1 } from '@boonies/contracts/auth';
import type { CallerIdentity } from '@boonies/contracts/common';
import type { EventDefinition, EventEnvelope } from '@boonies/contracts/events';
import { POSTS_EVENTS, POSTS_RPC } from '@boonies/contracts/posts';
import { callerFor, PostsTestService } from './support/posts-test-service';

/**
 * What the admin audit log reads from this service's events: an admin's power over others' posts is
 * marked `asAdmin`, puppet actions (reactions included) carry the real admin and the puppet, and both name
 * the post and its author as the target.
 */
describe('posts: the audit marks on admin and puppet actions', () => {
  let posts: PostsTestService;
  let author: UserProfileChangedV1;
  let boss: CallerIdentity;
  let puppet: CallerIdentity;
  const as = (user: UserProfileChangedV1) => callerFor(user.userId, user.isAdmin);

  beforeAll(async () => {
    posts = await PostsTestService.start('audit-marks');
    author = await posts.registerUser();
    const admin = await posts.registerUser({ isAdmin: true });
    boss = as(admin);
    const puppetAccount = await posts.registerUser();
    puppet = { ...as(puppetAccount), actingAdminId: admin.userId };
  });

  afterAll(() => posts?.stop());

  const newPost = async (by: CallerIdentity = as(author)) =>
    (await posts.call(POSTS_RPC.create, { content: 'Audit me' }, by)).id;
  const envelopesOf = async (definition: EventDefinition, postId: string): Promise<EventEnvelope[]> =>
    (await posts.outboxRows<{ postId: string }>(definition))
      .map(({ envelope }) => envelope)
      .filter(({ data }) => data.postId === postId);
  const marks = ({ actorId, actingAs, asAdmin, target }: EventEnvelope) => ({
    actorId,
    actingAs,
    asAdmin,
    target,
  });

  it("marks an admin deleting someone else's post, naming the post and its author", async () => {
    const postId = await newPost();
    await posts.call(POSTS_RPC.remove, { id: postId }, boss);
    const [deleted] = await envelopesOf(POSTS_EVENTS.postDeleted, postId);
    expect(marks(deleted)).toEqual({
      actorId: boss.userId,
      actingAs: undefined,
      asAdmin: true,
      target: { type: 'post', id: postId, ownerId: author.userId },
    });
  });

  it('leaves an admin deleting their own post, and an author deleting theirs, unmarked', async () => {
    const own = await newPost(boss);
    await posts.call(POSTS_RPC.remove, { id: own }, boss);
    expect((await envelopesOf(POSTS_EVENTS.postDeleted, own))[0].asAdmin).toBeUndefined();
    const theirs = await newPost();
    await posts.call(POSTS_RPC.remove, { id: theirs }, as(author));
    expect((await envelopesOf(POSTS_EVENTS.postDeleted, theirs))[0].asAdmin).toBeUndefined();
  });

  it('marks a reply an admin deletes as a reply', async () => {
    const parentPostId = await newPost();
    const reply = await posts.call(POSTS_RPC.create, { content: 'A reply', parentPostId }, as(author));
    await posts.call(POSTS_RPC.remove, { id: reply.id }, boss);
    const [deleted] = await envelopesOf(POSTS_EVENTS.postDeleted, reply.id);
    expect(deleted.target).toEqual({ type: 'reply', id: reply.id, ownerId: author.userId });
    expect(deleted.asAdmin).toBe(true);
  });

  it('marks every review of a trick video, which only an admin may do', async () => {
    const video = await posts.call(
      POSTS_RPC.createTrickVideo,
      { content: 'Heelflip', videoUrl: 'https://cdn.example.com/heel.mp4', trickIds: ['fix-3'] },
      as(author),
    );
    await posts.call(
      POSTS_RPC.review,
      { id: video.id, verificationStatus: 'approved', isVerified: true },
      boss,
    );
    const [reviewed] = await envelopesOf(POSTS_EVENTS.postReviewed, video.id);
    expect(marks(reviewed)).toMatchObject({
      asAdmin: true,
      target: { type: 'post', id: video.id, ownerId: author.userId },
    });
  });

  it('announces each reaction change; one made as a puppet names the admin, the puppet and the author', async () => {
    const postId = await newPost();
    await posts.call(POSTS_RPC.react, { postId, reactionType: 'like' }, puppet);
    await posts.call(POSTS_RPC.react, { postId, reactionType: 'like' }, puppet);
    await posts.call(POSTS_RPC.react, { postId, reactionType: 'dislike' }, as(author));
    await posts.call(POSTS_RPC.unreact, { postId }, as(author));
    await posts.call(POSTS_RPC.unreact, { postId }, as(author));

    const changes = await envelopesOf(POSTS_EVENTS.reactionChanged, postId);
    // Each change carries the post's counts after it.
    expect(changes.map(({ data }) => data)).toEqual([
      { postId, authorId: author.userId, userId: puppet.userId, reactionType: 'like', likes: 1, dislikes: 0 },
      { postId, authorId: author.userId, userId: puppet.userId, reactionType: null, likes: 0, dislikes: 0 },
      {
        postId,
        authorId: author.userId,
        userId: author.userId,
        reactionType: 'dislike',
        likes: 0,
        dislikes: 1,
      },
      { postId, authorId: author.userId, userId: author.userId, reactionType: null, likes: 0, dislikes: 0 },
    ]);
    const target = { type: 'post', id: postId, ownerId: author.userId };
    expect(marks(changes[0])).toEqual({
      actorId: puppet.actingAdminId,
      actingAs: puppet.userId,
      asAdmin: undefined,
      target,
    });
    expect(marks(changes[2])).toEqual({
      actorId: author.userId,
      actingAs: undefined,
      asAdmin: undefined,
      target,
    });
  });

  it('leaves an admin reacting as themselves unmarked: a reaction is no admin power', async () => {
    const postId = await newPost();
    await posts.call(POSTS_RPC.react, { postId, reactionType: 'like' }, boss);
    const [change] = await envelopesOf(POSTS_EVENTS.reactionChanged, postId);
    expect(change.asAdmin).toBeUndefined();
  });
});
