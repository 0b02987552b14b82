import { AUTH_EVENTS, type UserProfileChangedV1 } from '@boonies/contracts/auth';
import type { EventEnvelope } from '@boonies/contracts/events';
import { POSTS_RPC } from '@boonies/contracts/posts';
import { SOCIAL_EVENTS } from '@boonies/contracts/social';
import { VERIFICATION_EVENTS, type VerificationChangedV1 } from '@boonies/contracts/verification';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { newProfile } from '@boonies/service-testing';
import { callerFor, PostsTestService } from './support/posts-test-service';

describe('events from other services', () => {
  let posts: PostsTestService;
  /** A signed-in member with no ties to anyone: the community's reads are for members. */
  const member = callerFor(randomUUID());

  beforeAll(async () => {
    posts = await PostsTestService.start('events_in');
  });

  afterAll(() => posts?.stop());

  const inboxCount = async (eventId: string) =>
    (
      await posts.dataSource.query<{ count: number }[]>(
        'SELECT count(*)::int AS count FROM posts.inbox WHERE event_id = $1',
        [eventId],
      )
    )[0].count;
  const deadLetters = async () =>
    (
      await posts.dataSource.query<{ count: number }[]>(
        'SELECT count(*)::int AS count FROM posts.dead_letters',
      )
    )[0].count;
  const later = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000).toISOString();

  describe('auth.user-registered and user-updated', () => {
    it('keep the newest revision of an author, ignoring duplicates and late older revisions', async () => {
      const registered = await posts.registerUser({ displayName: 'First' });
      const caller = callerFor(registered.userId);
      const post = await posts.call(POSTS_RPC.create, { content: 'hi' }, caller);

      const renamed: UserProfileChangedV1 = {
        ...registered,
        displayName: 'Second',
        proStatus: true,
        profilePicture: 'https://a.example/p.png',
        updatedAt: later(registered.updatedAt, 2),
      };
      const update = await posts.deliver(AUTH_EVENTS.userUpdated, renamed);
      // An older revision arriving late, and the same update delivered again.
      await posts.deliver(AUTH_EVENTS.userUpdated, {
        ...registered,
        displayName: 'Stale',
        updatedAt: later(registered.updatedAt, 1),
      });
      await posts.republish(AUTH_EVENTS.userUpdated, update as EventEnvelope, randomUUID());
      await posts.deliver(AUTH_EVENTS.userUpdated, { ...renamed, displayName: 'Same time, ignored' });

      expect((await posts.call(POSTS_RPC.get, { id: post.id }, member)).author).toMatchObject({
        displayName: 'Second',
        proStatus: true,
        avatarUrl: 'https://a.example/p.png',
      });
      expect(await inboxCount(update.id)).toBe(1);
      expect(await deadLetters()).toBe(0);
    });

    it('keep the known email when an update carries none', async () => {
      const user = await posts.registerUser();
      const { email: _omitted, ...withoutEmail } = {
        ...user,
        displayName: 'No email',
        updatedAt: later(user.updatedAt, 1),
      };
      await posts.deliver(AUTH_EVENTS.userUpdated, withoutEmail);
      const [row] = await posts.dataSource.query(
        'SELECT email, display_name FROM posts.authors WHERE user_id = $1',
        [user.userId],
      );
      expect(row).toEqual({ email: user.email, display_name: 'No email' });
    });

    it('take admin, trusted and brand flags from the newest revision', async () => {
      const user = await posts.registerUser();
      await posts.deliver(AUTH_EVENTS.userUpdated, {
        ...user,
        isBrand: true,
        updatedAt: later(user.updatedAt, 1),
      });
      expect(
        await errorOf(
          posts.call(
            POSTS_RPC.createTrickVideo,
            { content: 'clip', videoUrl: 'https://youtu.be/dQw4w9WgXcQ', trickIds: ['fix-1'] },
            callerFor(user.userId),
          ),
        ),
      ).toMatchObject({ code: 'FORBIDDEN' });
    });
  });

  describe('auth.users-imported', () => {
    it('adds every imported author at once; a repeat or an older copy changes nothing', async () => {
      const known = await posts.registerUser({ displayName: 'Known' });
      const imported = newProfile({ displayName: 'Imported', email: 'imported@example.com' });
      const batch = {
        users: [imported, { ...known, displayName: 'Older', updatedAt: new Date(0).toISOString() }],
      };
      await posts.deliver(AUTH_EVENTS.usersImported, batch);
      await posts.deliver(AUTH_EVENTS.usersImported, batch);

      expect(
        await posts.query(
          'SELECT display_name, email FROM posts.authors WHERE user_id = ANY($1) ORDER BY display_name',
          [[known.userId, imported.userId]],
        ),
      ).toEqual([
        { display_name: 'Imported', email: 'imported@example.com' },
        { display_name: 'Known', email: expect.anything() },
      ]);
    });
  });

  describe('tricks.trick-changed', () => {
    it('adds taggable tricks and renames them, ignoring a late older name', async () => {
      const author = callerFor(randomUUID());
      expect(
        await errorOf(posts.call(POSTS_RPC.create, { content: 'x', taggedTricks: ['new-1'] }, author)),
      ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'taggedTricks' });

      const now = Date.now();
      await posts.announceTrick('new-1', 'Impossible', new Date(now));
      const post = await posts.call(POSTS_RPC.create, { content: 'x', taggedTricks: ['new-1'] }, author);
      await posts.announceTrick('new-1', 'Dragon Flip', new Date(now + 2000));
      await posts.announceTrick('new-1', 'Old Name', new Date(now + 1000));

      expect((await posts.call(POSTS_RPC.get, { id: post.id }, member)).tricks).toEqual([
        { id: 'new-1', name: 'Dragon Flip' },
      ]);
    });
  });

  describe('social.followed and unfollowed', () => {
    it('end as the later change says, whatever order they arrive in, and ignore a duplicate', async () => {
      const follower = randomUUID();
      const followed = await posts.registerUser();
      await posts.call(POSTS_RPC.create, { content: 'followed post' }, callerFor(followed.userId));
      const pair = { followerId: follower, followingId: followed.userId };
      const feed = async () =>
        (await posts.call(POSTS_RPC.feed, { feed: 'following' }, callerFor(follower))).posts.length;

      const now = Date.now();
      const follow = await posts.deliver(SOCIAL_EVENTS.followed, pair, new Date(now));
      expect(await feed()).toBe(1);
      await posts.deliver(SOCIAL_EVENTS.unfollowed, pair, new Date(now + 2000));
      // A follow older than the unfollow, arriving late.
      await posts.deliver(SOCIAL_EVENTS.followed, pair, new Date(now + 1000));
      expect(await feed()).toBe(0);
      await posts.republish(SOCIAL_EVENTS.followed, follow as EventEnvelope, randomUUID());
      await posts.deliver(SOCIAL_EVENTS.followed, { followerId: follower, followingId: randomUUID() });
      expect(await feed()).toBe(0);
      expect(await inboxCount(follow.id)).toBe(1);
    });

    it('take the auth service’s copies too, and a change both producers carry once', async () => {
      const followed = await posts.registerUser();
      await posts.call(POSTS_RPC.create, { content: 'followed twice over' }, callerFor(followed.userId));
      const byAuth = randomUUID();
      const byBoth = randomUUID();
      const feed = async (reader: string) =>
        (await posts.call(POSTS_RPC.feed, { feed: 'following' }, callerFor(reader))).posts.length;

      const now = Date.now();
      await posts.deliver(AUTH_EVENTS.followed, { followerId: byAuth, followingId: followed.userId });
      expect(await feed(byAuth)).toBe(1);
      const pair = { followerId: byBoth, followingId: followed.userId };
      const follow = await posts.deliverFromBothProducers(SOCIAL_EVENTS.followed, pair, new Date(now));
      expect(await feed(byBoth)).toBe(1);
      expect(await inboxCount(follow.id)).toBe(1);
      await posts.deliverFromBothProducers(SOCIAL_EVENTS.unfollowed, pair, new Date(now + 1000));
      expect(await feed(byBoth)).toBe(0);
      expect(await feed(byAuth)).toBe(1);
    });
  });

  describe('verification.verification-changed', () => {
    let postId: string;
    const posterId = randomUUID();

    beforeAll(async () => {
      const video = await posts.call(
        POSTS_RPC.createTrickVideo,
        { content: 'clip', videoUrl: 'https://youtu.be/dQw4w9WgXcQ', trickIds: ['fix-1', 'fix-2'] },
        callerFor(posterId),
      );
      postId = video.id;
    });

    const tally = (overrides: Partial<VerificationChangedV1>): VerificationChangedV1 => ({
      verificationId: randomUUID(),
      postId,
      trickId: 'fix-1',
      posterId,
      votesFor: 0,
      votesAgainst: 0,
      isVerified: false,
      removed: false,
      autoVerified: false,
      revision: 1,
      ...overrides,
    });
    const shown = async () => (await posts.call(POSTS_RPC.get, { id: postId }, member)).verifications;

    it('keep the highest revision, in tagging order', async () => {
      const ollie = tally({ trickId: 'fix-1' });
      const kickflip = tally({ trickId: 'fix-2', votesFor: 1, revision: 1 });
      await posts.deliver(VERIFICATION_EVENTS.verificationChanged, kickflip);
      await posts.deliver(VERIFICATION_EVENTS.verificationChanged, ollie);
      await posts.deliver(VERIFICATION_EVENTS.verificationChanged, {
        ...ollie,
        votesFor: 7,
        votesAgainst: 1,
        isVerified: true,
        autoVerified: true,
        revision: 3,
      });
      await posts.deliver(VERIFICATION_EVENTS.verificationChanged, { ...ollie, votesFor: 2, revision: 2 });

      expect(await shown()).toEqual([
        {
          id: ollie.verificationId,
          trickId: 'fix-1',
          trickName: 'Ollie',
          votesFor: 7,
          votesAgainst: 1,
          isVerified: true,
          removed: false,
          percentage: 88,
        },
        {
          id: kickflip.verificationId,
          trickId: 'fix-2',
          trickName: 'Kickflip',
          votesFor: 1,
          votesAgainst: 0,
          isVerified: false,
          removed: false,
          percentage: 100,
        },
      ]);
    });

    it('mark a removed verification as removed, and a late older revision does not bring it back', async () => {
      const heel = tally({ trickId: 'fix-2', votesFor: 3, revision: 4 });
      await posts.deliver(VERIFICATION_EVENTS.verificationChanged, heel);
      const removedOf = async () => (await shown()).find(({ id }) => id === heel.verificationId)?.removed;
      expect(await removedOf()).toBe(false);

      await posts.deliver(VERIFICATION_EVENTS.verificationChanged, { ...heel, removed: true, revision: 6 });
      await posts.deliver(VERIFICATION_EVENTS.verificationChanged, { ...heel, revision: 5 });
      expect(await removedOf()).toBe(true);
    });

    it('approve a pending trick video once the community verified every tagged trick', async () => {
      const video = await posts.call(
        POSTS_RPC.createTrickVideo,
        { content: 'two tricks', videoUrl: 'https://youtu.be/dQw4w9WgXcQ', trickIds: ['fix-1', 'fix-2'] },
        callerFor(posterId),
      );
      const review = async () => {
        const post = await posts.call(POSTS_RPC.get, { id: video.id }, member);
        return { verificationStatus: post.verificationStatus, isVerified: post.isVerified };
      };
      const ollie = tally({ postId: video.id, trickId: 'fix-1', votesFor: 5 });
      const kickflip = tally({ postId: video.id, trickId: 'fix-2', votesFor: 1 });
      await posts.deliver(VERIFICATION_EVENTS.verificationChanged, kickflip);
      await posts.deliver(VERIFICATION_EVENTS.verificationChanged, {
        ...ollie,
        isVerified: true,
        autoVerified: true,
        revision: 2,
      });
      expect(await review()).toEqual({ verificationStatus: 'pending', isVerified: false });

      await posts.deliver(VERIFICATION_EVENTS.verificationChanged, {
        ...kickflip,
        votesFor: 5,
        isVerified: true,
        autoVerified: true,
        revision: 2,
      });
      expect(await review()).toEqual({ verificationStatus: 'approved', isVerified: true });
    });

    it('leave an admin’s rejection as it is when the community verifies the tricks later', async () => {
      const video = await posts.call(
        POSTS_RPC.createTrickVideo,
        { content: 'rejected', videoUrl: 'https://youtu.be/dQw4w9WgXcQ', trickIds: ['fix-1'] },
        callerFor(posterId),
      );
      await posts.call(
        POSTS_RPC.review,
        { id: video.id, verificationStatus: 'rejected', isVerified: false },
        callerFor(randomUUID(), true),
      );
      await posts.deliver(
        VERIFICATION_EVENTS.verificationChanged,
        tally({ postId: video.id, votesFor: 5, isVerified: true, autoVerified: true }),
      );
      expect((await posts.call(POSTS_RPC.get, { id: video.id }, member)).verificationStatus).toBe('rejected');
    });

    it('are dropped with their post, and not kept for a post that no longer exists', async () => {
      await posts.call(POSTS_RPC.remove, { id: postId }, callerFor(posterId));
      await posts.deliver(VERIFICATION_EVENTS.verificationChanged, tally({ revision: 9 }));
      expect(
        await posts.dataSource.query(
          'SELECT count(*)::int AS count FROM posts.post_verifications WHERE post_id = $1',
          [postId],
        ),
      ).toEqual([{ count: 0 }]);
      expect(await deadLetters()).toBe(0);
    });
  });
});
