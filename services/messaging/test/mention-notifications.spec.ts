import type { UserProfileChangedV1 } from '@boonies/contracts/auth';
import type { EventEnvelope } from '@boonies/contracts/events';
import {
  MESSAGING_EVENTS,
  MESSAGING_RPC,
  type NotificationCreatedV1,
  type NotificationDto,
} from '@boonies/contracts/messaging';
import { type PostCreatedV1, POSTS_EVENTS } from '@boonies/contracts/posts';
import { DEFAULT_PREFERENCES, SOCIAL_EVENTS } from '@boonies/contracts/social';
import { randomUUID } from 'node:crypto';
import { callerFor, MessagingTestService } from './support/messaging-test-service';

/**
 * The skaters a new post names as mentioned (the posts service already left out whom the author may not
 * mention or who may not see the post) each get a `mention` notification leading to the post, on their
 * Mentions switch and the policy's `mention` as this service sees it when the event arrives.
 */
describe('mention notifications from posts.post-created', () => {
  let service: MessagingTestService;

  beforeAll(async () => {
    service = await MessagingTestService.start('mention_notifications');
  });

  afterAll(() => service?.stop());

  const notificationsOf = async (userId: string): Promise<NotificationDto[]> =>
    (await service.call(MESSAGING_RPC.notifications, {}, callerFor(userId))).notifications;
  const announcedFor = async (userId: string) =>
    (await service.announced<NotificationCreatedV1>(MESSAGING_EVENTS.notificationCreated)).filter(
      (event) => event.userId === userId,
    );
  const deadLetters = async () =>
    (
      await service.dataSource.query<{ count: number }[]>(
        'SELECT count(*)::int AS count FROM messaging.dead_letters',
      )
    )[0].count;

  afterEach(async () => {
    expect(await deadLetters()).toBe(0);
  });

  const post = (author: UserProfileChangedV1, mentioned: string[]): PostCreatedV1 => ({
    postId: randomUUID(),
    userId: author.userId,
    postType: 'text',
    taggedTricks: [],
    createdAt: new Date().toISOString(),
    mentionedUserIds: mentioned,
  });
  const reply = (author: UserProfileChangedV1, parentAuthorId: string, mentioned: string[]) => ({
    ...post(author, mentioned),
    postType: 'reply' as const,
    parentPostId: randomUUID(),
    parentAuthorId,
  });
  const mentionsOf = async (userId: string) =>
    (await notificationsOf(userId)).filter((notification) => notification.type === 'mention');

  it('tells each skater mentioned once, linking to the post, even when the event comes twice', async () => {
    const [author, bob, cleo] = [
      await service.registerUser(),
      await service.registerUser(),
      await service.registerUser(),
    ];
    const created = post(author, [bob.userId, cleo.userId, bob.userId]);
    const event = await service.deliver(POSTS_EVENTS.postCreated, created);
    await service.redeliver(POSTS_EVENTS.postCreated, event as EventEnvelope);

    for (const skater of [bob, cleo]) {
      expect(await notificationsOf(skater.userId)).toEqual([
        expect.objectContaining({
          type: 'mention',
          message: `${author.username} mentioned you in a post`,
          link: `/post/${created.postId}`,
          fromUser: { id: author.userId, username: author.username, profilePicture: null },
          readAt: null,
        }),
      ]);
      expect(await announcedFor(skater.userId)).toEqual([
        expect.objectContaining({ type: 'mention', fromUserId: author.userId }),
      ]);
    }
  });

  it("links a reply's mention to the reply on its post's page; the post's author hears of the reply only", async () => {
    const [owner, replier, friend] = [
      await service.registerUser(),
      await service.registerUser(),
      await service.registerUser(),
    ];
    const created = reply(replier, owner.userId, [friend.userId, owner.userId]);
    await service.deliver(POSTS_EVENTS.postCreated, created);

    expect(await mentionsOf(friend.userId)).toEqual([
      expect.objectContaining({
        message: `${replier.username} mentioned you in a reply`,
        link: `/post/${created.parentPostId}#reply-${created.postId}`,
      }),
    ]);
    expect((await notificationsOf(owner.userId)).map(({ type }) => type)).toEqual(['reply']);
  });

  it('tells nobody across a block, either way', async () => {
    const [author, blockedByAuthor, blockerOfAuthor] = [
      await service.registerUser(),
      await service.registerUser(),
      await service.registerUser(),
    ];
    await service.block(author.userId, blockedByAuthor.userId);
    await service.block(blockerOfAuthor.userId, author.userId);
    await service.deliver(
      POSTS_EVENTS.postCreated,
      post(author, [blockedByAuthor.userId, blockerOfAuthor.userId]),
    );

    expect(await notificationsOf(blockedByAuthor.userId)).toEqual([]);
    expect(await notificationsOf(blockerOfAuthor.userId)).toEqual([]);
  });

  it('tells nobody whose Mentions switch is off; the other switches do not bear on it', async () => {
    const [author, quiet, busy] = [
      await service.registerUser(),
      await service.registerUser(),
      await service.registerUser(),
    ];
    await service.setPreferences(quiet.userId, { notifications: { mentions: false } });
    await service.setPreferences(busy.userId, {
      notifications: { posts: false, messages: false, verifications: false, sponsorships: false },
    });
    await service.deliver(POSTS_EVENTS.postCreated, post(author, [quiet.userId, busy.userId]));

    expect(await notificationsOf(quiet.userId)).toEqual([]);
    expect(await mentionsOf(busy.userId)).toHaveLength(1);
  });

  it('keeps Mentions on for a skater whose settings were saved before the switch existed', async () => {
    const [author, earlier] = [await service.registerUser(), await service.registerUser()];
    const { mentions: _absent, ...before } = DEFAULT_PREFERENCES.notifications;
    await service.deliver(SOCIAL_EVENTS.preferencesChanged, {
      userId: earlier.userId,
      notifications: before,
      privacy: DEFAULT_PREFERENCES.privacy,
      updatedAt: new Date().toISOString(),
    });
    await service.deliver(POSTS_EVENTS.postCreated, post(author, [earlier.userId]));
    expect(await mentionsOf(earlier.userId)).toHaveLength(1);
  });

  it('tells no deactivated, suspended or unheard-of skater, and never the author', async () => {
    const author = await service.registerUser();
    const gone = await service.registerUser({ isActive: false });
    const suspended = await service.registerUser({
      suspendedUntil: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const unheardOf = randomUUID();
    await service.deliver(
      POSTS_EVENTS.postCreated,
      post(author, [gone.userId, suspended.userId, unheardOf, author.userId]),
    );

    for (const userId of [gone.userId, suspended.userId, unheardOf, author.userId]) {
      expect(await notificationsOf(userId)).toEqual([]);
    }
  });

  it("tells of an admin's mention like anyone's", async () => {
    const [admin, skater] = [await service.registerUser({ isAdmin: true }), await service.registerUser()];
    await service.deliver(POSTS_EVENTS.postCreated, post(admin, [skater.userId]));
    expect(await mentionsOf(skater.userId)).toEqual([
      expect.objectContaining({ message: `${admin.username} mentioned you in a post` }),
    ]);
  });
});
