import type { UserProfileChangedV1 } from '@boonies/contracts/auth';
import { MEDIA_EVENTS, MEDIA_FAILURE_REASONS, type MediaFailedV1 } from '@boonies/contracts/media';
import { MESSAGING_RPC, type NotificationDto } from '@boonies/contracts/messaging';
import { type PostCreatedV1, POSTS_EVENTS } from '@boonies/contracts/posts';
import { randomUUID } from 'node:crypto';
import { callerFor, MessagingTestService } from './support/messaging-test-service';

describe('notifications of uploads that could not be processed', () => {
  let service: MessagingTestService;
  let skater: UserProfileChangedV1;

  beforeAll(async () => {
    service = await MessagingTestService.start('media_notifications');
    skater = await service.registerUser();
  });

  afterAll(() => service?.stop());

  const mediaNotificationsOf = async (userId: string): Promise<NotificationDto[]> =>
    (await service.call(MESSAGING_RPC.notifications, {}, callerFor(userId))).notifications.filter(
      (notification) => notification.type === 'media',
    );
  const failure = (overrides: Partial<MediaFailedV1> = {}): MediaFailedV1 => ({
    mediaId: randomUUID(),
    ownerId: skater.userId,
    kind: 'video',
    revision: 2,
    changedAt: new Date().toISOString(),
    reason: MEDIA_FAILURE_REASONS.tooLong,
    ...overrides,
  });

  it('tells the owner once, with the reason, even when the event is delivered twice', async () => {
    const failed = await service.deliver(MEDIA_EVENTS.mediaFailed, failure());

    await service.redeliver(MEDIA_EVENTS.mediaFailed, failed);

    const notifications = await mediaNotificationsOf(skater.userId);
    expect(notifications).toEqual([
      expect.objectContaining({
        type: 'media',
        message: `Your clip could not be processed. ${MEDIA_FAILURE_REASONS.tooLong}`,
        link: null,
        fromUser: null,
        readAt: null,
      }),
    ]);
  });

  it('leads to the page of the post carrying the upload', async () => {
    const author = await service.registerUser();
    const mediaId = randomUUID();
    const postId = randomUUID();
    await service.deliver<PostCreatedV1>(POSTS_EVENTS.postCreated, {
      postId,
      userId: author.userId,
      postType: 'image',
      taggedTricks: [],
      createdAt: new Date().toISOString(),
      mediaId,
    });

    await service.deliver(
      MEDIA_EVENTS.mediaFailed,
      failure({ mediaId, ownerId: author.userId, kind: 'image', reason: MEDIA_FAILURE_REASONS.corrupt }),
    );

    expect(await mediaNotificationsOf(author.userId)).toEqual([
      expect.objectContaining({
        message: `Your photo could not be processed. ${MEDIA_FAILURE_REASONS.corrupt}`,
        link: `/post/${postId}`,
      }),
    ]);
  });
});
