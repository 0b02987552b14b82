import { ADMIN_EVENTS } from '@boonies/contracts/admin';
import type { UserProfileChangedV1 } from '@boonies/contracts/auth';
import type { CallerIdentity } from '@boonies/contracts/common';
import {
  MEDIA_EVENTS,
  MEDIA_MESSAGES,
  type MediaDeletedV1,
  type MediaDto,
  type MediaFailedV1,
  type MediaReadyV1,
  type MediaRendition,
  mediaUrl,
} from '@boonies/contracts/media';
import {
  FEED_PAGE_MAX,
  type FeedRequest,
  type PostCreatedV1,
  type PostDto,
  POSTS_EVENTS,
  POSTS_RPC,
} from '@boonies/contracts/posts';
import {
  type BlockChangedV1,
  DEFAULT_PREFERENCES,
  type PreferencesChangedV1,
  SOCIAL_EVENTS,
} from '@boonies/contracts/social';
import { errorOf } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import { REPLY_MESSAGES } from '../src/posts/post-rules';
import { callerFor, PostsTestService } from './support/posts-test-service';

describe('uploaded photos and clips on posts', () => {
  let posts: PostsTestService;
  let skater: UserProfileChangedV1;
  let other: UserProfileChangedV1;
  const as = (user: UserProfileChangedV1) => callerFor(user.userId);

  beforeAll(async () => {
    posts = await PostsTestService.start('post_media');
    skater = await posts.registerUser();
    other = await posts.registerUser();
  });

  afterAll(() => posts?.stop());

  const createdEvent = async (postId: string) =>
    (await posts.announced<PostCreatedV1>(POSTS_EVENTS.postCreated)).find((event) => event.postId === postId);
  const readyMediaDto = (ready: MediaReadyV1, url: MediaRendition, fullUrl: MediaRendition): MediaDto => ({
    id: ready.mediaId,
    kind: ready.kind,
    status: 'ready',
    url: mediaUrl(ready.mediaId, url),
    fullUrl: mediaUrl(ready.mediaId, fullUrl),
    width: 1280,
    height: 720,
    durationMs: ready.durationMs ?? null,
    blurhash: ready.blurhash ?? null,
    failureReason: null,
  });
  const failMedia = (media: Pick<MediaReadyV1, 'mediaId' | 'ownerId' | 'kind'>, revision: number) =>
    posts.deliver<MediaFailedV1>(MEDIA_EVENTS.mediaFailed, {
      ...media,
      revision,
      changedAt: new Date().toISOString(),
      reason: 'The clip is too long.',
    });
  const deleteMedia = (media: Pick<MediaReadyV1, 'mediaId' | 'ownerId' | 'kind'>, revision: number) =>
    posts.deliver<MediaDeletedV1>(MEDIA_EVENTS.mediaDeleted, {
      ...media,
      revision,
      changedAt: new Date().toISOString(),
    });
  const getPost = (id: string, caller: CallerIdentity = as(skater)) =>
    posts.call(POSTS_RPC.get, { id }, caller) as Promise<PostDto>;

  describe('attaching', () => {
    it('makes an image post of a ready photo, carries the media and announces its id', async () => {
      const photo = await posts.readyMedia(skater.userId, 'image');

      const post = await posts.call(
        POSTS_RPC.create,
        { content: 'Park at dusk', mediaId: photo.mediaId },
        as(skater),
      );

      expect(post.postType).toBe('image');
      expect(post.media).toEqual(readyMediaDto(photo, 'feed.webp', 'full.webp'));
      expect((await createdEvent(post.id))?.mediaId).toBe(photo.mediaId);
    });

    it('makes a video post and a trick video of ready clips, with the poster as the full view', async () => {
      const clip = await posts.readyMedia(skater.userId, 'video');
      const trickClip = await posts.readyMedia(skater.userId, 'video');

      const video = await posts.call(
        POSTS_RPC.create,
        { content: 'Line', mediaId: clip.mediaId },
        as(skater),
      );
      const trick = await posts.call(
        POSTS_RPC.createTrickVideo,
        { content: 'Landed it', mediaId: trickClip.mediaId, trickIds: ['fix-1'] },
        as(skater),
      );

      expect(video.postType).toBe('video');
      expect(video.media).toEqual(readyMediaDto(clip, 'video.mp4', 'poster.jpg'));
      expect(trick).toMatchObject({ postType: 'trick_video', videoUrl: null });
      expect(trick.media).toEqual(readyMediaDto(trickClip, 'video.mp4', 'poster.jpg'));
      expect((await createdEvent(trick.id))?.mediaId).toBe(trickClip.mediaId);
    });

    it('refuses an upload and a link together', async () => {
      const photo = await posts.readyMedia(skater.userId, 'image');
      const clip = await posts.readyMedia(skater.userId, 'video');

      expect(
        await errorOf(
          posts.call(
            POSTS_RPC.create,
            { content: 'Both', mediaId: photo.mediaId, imageUrl: 'https://i.example.com/a.png' },
            as(skater),
          ),
        ),
      ).toEqual({ code: 'VALIDATION_FAILED', error: MEDIA_MESSAGES.mediaAndLink, field: 'mediaId' });
      expect(
        await errorOf(
          posts.call(
            POSTS_RPC.createTrickVideo,
            {
              content: 'Both',
              mediaId: clip.mediaId,
              videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
              trickIds: ['fix-1'],
            },
            as(skater),
          ),
        ),
      ).toEqual({ code: 'VALIDATION_FAILED', error: MEDIA_MESSAGES.mediaAndLink, field: 'mediaId' });
    });

    it("answers another skater's upload as an unknown one", async () => {
      const theirs = await posts.readyMedia(other.userId, 'image');

      expect(
        await errorOf(
          posts.call(POSTS_RPC.create, { content: 'Mine?', mediaId: theirs.mediaId }, as(skater)),
        ),
      ).toMatchObject({ code: 'NOT_FOUND', error: MEDIA_MESSAGES.notFound });
    });

    it('refuses the wrong kind: a photo on a video or trick video, a clip on an image or text post', async () => {
      const photo = await posts.readyMedia(skater.userId, 'image');
      const clip = await posts.readyMedia(skater.userId, 'video');
      const wrongKind = { code: 'VALIDATION_FAILED', error: MEDIA_MESSAGES.wrongKind, field: 'mediaId' };

      for (const request of [
        { content: 'x', mediaId: photo.mediaId, postType: 'video' as const },
        { content: 'x', mediaId: clip.mediaId, postType: 'image' as const },
        { content: 'x', mediaId: clip.mediaId, postType: 'text' as const },
      ]) {
        expect(await errorOf(posts.call(POSTS_RPC.create, request, as(skater)))).toEqual(wrongKind);
      }
      expect(
        await errorOf(
          posts.call(
            POSTS_RPC.createTrickVideo,
            { content: 'x', mediaId: photo.mediaId, trickIds: ['fix-1'] },
            as(skater),
          ),
        ),
      ).toEqual(wrongKind);
    });

    it('refuses a failed upload, and takes no upload on a reply', async () => {
      const clip = await posts.uploadMedia(skater.userId, 'video');
      await failMedia(clip, 2);
      const parent = await posts.call(POSTS_RPC.create, { content: 'Parent' }, as(skater));
      const photo = await posts.readyMedia(skater.userId, 'image');

      expect(
        await errorOf(posts.call(POSTS_RPC.create, { content: 'x', mediaId: clip.mediaId }, as(skater))),
      ).toEqual({ code: 'VALIDATION_FAILED', error: MEDIA_MESSAGES.failed, field: 'mediaId' });
      expect(
        await errorOf(
          posts.call(
            POSTS_RPC.create,
            { content: 'reply', parentPostId: parent.id, mediaId: photo.mediaId },
            as(skater),
          ),
        ),
      ).toEqual({ code: 'VALIDATION_FAILED', error: REPLY_MESSAGES.textOnly, field: 'mediaId' });
    });

    it('refuses an upload another post carries, with 409', async () => {
      const photo = await posts.readyMedia(skater.userId, 'image');
      await posts.call(POSTS_RPC.create, { content: 'First', mediaId: photo.mediaId }, as(skater));

      expect(
        await errorOf(
          posts.call(POSTS_RPC.create, { content: 'Second', mediaId: photo.mediaId }, as(skater)),
        ),
      ).toEqual({ code: 'CONFLICT', error: MEDIA_MESSAGES.alreadyAttached, field: 'mediaId' });
    });

    it('lets exactly one of two posts racing for one upload have it', async () => {
      for (const known of [true, false]) {
        const mediaId = randomUUID();
        if (known) await posts.uploadMedia(skater.userId, 'video', mediaId);

        const results = await Promise.allSettled(
          [1, 2, 3].map((n) =>
            posts.call(POSTS_RPC.create, { content: `Racer ${n}`, mediaId, postType: 'video' }, as(skater)),
          ),
        );

        const won = results.filter((result) => result.status === 'fulfilled');
        expect(won).toHaveLength(1);
        for (const result of results.filter((result) => result.status === 'rejected')) {
          expect(await errorOf(Promise.reject(result.reason))).toMatchObject({
            code: 'CONFLICT',
            error: MEDIA_MESSAGES.alreadyAttached,
          });
        }
        const carrying = await posts.query(`SELECT id FROM posts.posts WHERE media_id = $1`, [mediaId]);
        expect(carrying).toHaveLength(1);
      }
    });
  });

  describe('an upload whose events have not arrived yet', () => {
    it('is posted at once as processing, then shows ready when the media service says so', async () => {
      const mediaId = randomUUID();

      const post = await posts.call(
        POSTS_RPC.create,
        { content: 'Fresh', mediaId, postType: 'video' },
        as(skater),
      );

      expect(post.postType).toBe('video');
      expect(post.media).toEqual({
        id: mediaId,
        kind: 'video',
        status: 'processing',
        url: null,
        fullUrl: null,
        width: null,
        height: null,
        durationMs: null,
        blurhash: null,
        failureReason: null,
      });
      const uploaded = await posts.uploadMedia(skater.userId, 'video', mediaId);
      expect((await getPost(post.id)).media?.status).toBe('processing');
      const ready = await posts.mediaReady(uploaded);
      expect((await getPost(post.id)).media).toEqual(readyMediaDto(ready, 'video.mp4', 'poster.jpg'));
    });

    it("follows the upload's real kind, and shows its failure with the reason", async () => {
      const mediaId = randomUUID();
      const post = await posts.call(POSTS_RPC.create, { content: 'Guess', mediaId }, as(skater));

      const photo = await posts.uploadMedia(skater.userId, 'image', mediaId);
      await failMedia(photo, 2);

      const shown = await getPost(post.id);
      expect(shown.postType).toBe('image');
      expect(shown.media).toMatchObject({
        status: 'failed',
        url: null,
        failureReason: 'The clip is too long.',
      });
    });

    it('is taken off the post when the upload turns out to be someone else’s', async () => {
      const mediaId = randomUUID();
      const post = await posts.call(
        POSTS_RPC.create,
        { content: 'Not mine', mediaId, postType: 'image' },
        as(skater),
      );

      await posts.uploadMedia(other.userId, 'image', mediaId);

      expect((await getPost(post.id)).media).toBeNull();
      const theirs = await posts.call(POSTS_RPC.create, { content: 'Mine', mediaId }, as(other));
      expect(theirs.media?.id).toBe(mediaId);
    });

    it('is taken off a trick video when it turns out to be a photo', async () => {
      const mediaId = randomUUID();
      const post = await posts.call(
        POSTS_RPC.createTrickVideo,
        { content: 'Clip', mediaId, trickIds: ['fix-1'] },
        as(skater),
      );
      expect(post.media?.status).toBe('processing');

      await posts.uploadMedia(skater.userId, 'image', mediaId);

      expect((await getPost(post.id)).media).toBeNull();
    });
  });

  describe('the copy of the media items', () => {
    it('applies only newer revisions: a late older event and a repeat change nothing', async () => {
      const uploaded = await posts.uploadMedia(skater.userId, 'image');
      const post = await posts.call(
        POSTS_RPC.create,
        { content: 'Order', mediaId: uploaded.mediaId },
        as(skater),
      );
      const ready = await posts.mediaReady(uploaded, 3);
      const expected = readyMediaDto(ready, 'feed.webp', 'full.webp');

      await failMedia(uploaded, 2);
      expect((await getPost(post.id)).media).toEqual(expected);

      const envelope = posts.envelope(MEDIA_EVENTS.mediaReady, { ...ready, width: 1 });
      await posts.publishEnvelope(MEDIA_EVENTS.mediaReady, envelope);
      await posts.handled(envelope.id);
      expect((await getPost(post.id)).media).toEqual(expected);
      await posts.redeliver(MEDIA_EVENTS.mediaReady, envelope);
      expect((await getPost(post.id)).media).toEqual(expected);
    });

    it('forgets a deleted item for good: no later revision brings it back', async () => {
      const uploaded = await posts.uploadMedia(skater.userId, 'image');
      const post = await posts.call(
        POSTS_RPC.create,
        { content: 'Gone', mediaId: uploaded.mediaId },
        as(skater),
      );

      await deleteMedia(uploaded, 2);
      expect((await getPost(post.id)).media).toBeNull();
      await posts.mediaReady(uploaded, 3);

      expect((await getPost(post.id)).media).toBeNull();
    });
  });

  it('shows the media in every feed and on the post', async () => {
    const author = await posts.registerUser();
    const follower = await posts.registerUser();
    await posts.follow(follower.userId, author.userId);
    const clip = await posts.readyMedia(author.userId, 'video');
    const post = await posts.call(
      POSTS_RPC.create,
      { content: 'Everywhere', mediaId: clip.mediaId, taggedTricks: ['fix-3'] },
      as(author),
    );
    const expected = readyMediaDto(clip, 'video.mp4', 'poster.jpg');
    const feeds: FeedRequest[] = [
      { feed: 'latest' },
      { feed: 'popular' },
      { feed: 'following' },
      { feed: 'user', userId: author.userId },
      { feed: 'trick', trickId: 'fix-3' },
    ];

    for (const request of feeds) {
      const page = await posts.call(POSTS_RPC.feed, { ...request, limit: FEED_PAGE_MAX }, as(follower));
      expect({ feed: request.feed, media: page.posts.find(({ id }) => id === post.id)?.media }).toEqual({
        feed: request.feed,
        media: expected,
      });
    }
    expect((await getPost(post.id, as(follower))).media).toEqual(expected);
  });

  describe('rpc.posts.media-file', () => {
    const grantOf = (mediaId: string, rendition: MediaRendition, caller?: CallerIdentity) =>
      posts.call(POSTS_RPC.mediaFile, { mediaId, rendition }, caller);
    /** 'Y' with the file, else the error's code and words. */
    const answer = async (mediaId: string, rendition: MediaRendition, caller?: CallerIdentity) => {
      try {
        const grant = await grantOf(mediaId, rendition, caller);
        return grant.mediaId === mediaId ? 'Y' : 'wrong grant';
      } catch (error) {
        const body = await errorOf(Promise.reject(error));
        return `${body.code}: ${body.error}`;
      }
    };
    const HIDDEN = 'NOT_FOUND: Media not found';
    let revision = 0;
    const nextRevision = () => new Date((revision = Math.max(revision + 1, Date.now() + 1))).toISOString();
    const block = (blockerId: string, blockedId: string) =>
      posts.deliver<BlockChangedV1>(SOCIAL_EVENTS.blocked, { blockerId, blockedId });
    const makePrivate = (userId: string) =>
      posts.deliver<PreferencesChangedV1>(SOCIAL_EVENTS.preferencesChanged, {
        userId,
        notifications: DEFAULT_PREFERENCES.notifications,
        privacy: { ...DEFAULT_PREFERENCES.privacy, publicProfile: false },
        updatedAt: nextRevision(),
      });

    it('gives the stored file of a ready rendition to whoever may read the post', async () => {
      const clip = await posts.readyMedia(skater.userId, 'video');
      await posts.call(POSTS_RPC.create, { content: 'Served', mediaId: clip.mediaId }, as(skater));
      const admin = callerFor((await posts.registerUser({ isAdmin: true })).userId, true);

      expect(await grantOf(clip.mediaId, 'video.mp4', as(skater))).toEqual({
        mediaId: clip.mediaId,
        ...clip.files['video.mp4'],
      });
      expect(await grantOf(clip.mediaId, 'poster.jpg', as(other))).toEqual({
        mediaId: clip.mediaId,
        ...clip.files['poster.jpg'],
      });
      // Reading posts is for members (the policy asks a signed-out caller to sign in): no file either.
      expect(await answer(clip.mediaId, 'video.mp4', undefined)).toBe(HIDDEN);
      expect(await answer(clip.mediaId, 'video.mp4', as(other))).toBe('Y');
      expect(await answer(clip.mediaId, 'video.mp4', admin)).toBe('Y');
    });

    it("serves a private skater's clip to them and their followers only", async () => {
      const author = await posts.registerUser();
      const follower = await posts.registerUser();
      const stranger = await posts.registerUser();
      await posts.follow(follower.userId, author.userId);
      const clip = await posts.readyMedia(author.userId, 'video');
      await posts.call(POSTS_RPC.create, { content: 'Private', mediaId: clip.mediaId }, as(author));
      await makePrivate(author.userId);

      expect(await answer(clip.mediaId, 'video.mp4', as(author))).toBe('Y');
      expect(await answer(clip.mediaId, 'video.mp4', as(follower))).toBe('Y');
      expect(await answer(clip.mediaId, 'video.mp4', as(stranger))).toBe(HIDDEN);
      expect(await answer(clip.mediaId, 'video.mp4', undefined)).toBe(HIDDEN);
    });

    it('serves nothing across a block, whichever way it goes', async () => {
      const author = await posts.registerUser();
      const blocked = await posts.registerUser();
      const blocker = await posts.registerUser();
      await block(author.userId, blocked.userId);
      await block(blocker.userId, author.userId);
      const photo = await posts.readyMedia(author.userId, 'image');
      await posts.call(POSTS_RPC.create, { content: 'Blocks', mediaId: photo.mediaId }, as(author));

      expect(await answer(photo.mediaId, 'feed.webp', as(blocked))).toBe(HIDDEN);
      expect(await answer(photo.mediaId, 'feed.webp', as(blocker))).toBe(HIDDEN);
      expect(await answer(photo.mediaId, 'feed.webp', as(author))).toBe('Y');
    });

    it('serves a hidden post’s media to its author alone, admins included in the refusal', async () => {
      const photo = await posts.readyMedia(skater.userId, 'image');
      const post = await posts.call(
        POSTS_RPC.create,
        { content: 'Hidden', mediaId: photo.mediaId },
        as(skater),
      );
      const admin = callerFor((await posts.registerUser({ isAdmin: true })).userId, true);
      await posts.deliver(ADMIN_EVENTS.contentModerated, {
        kind: 'post',
        contentId: post.id,
        ownerId: skater.userId,
        hidden: true,
      });

      expect(await answer(photo.mediaId, 'full.webp', as(skater))).toBe('Y');
      expect(await answer(photo.mediaId, 'full.webp', as(other))).toBe(HIDDEN);
      expect(await answer(photo.mediaId, 'full.webp', admin)).toBe(HIDDEN);
      expect(await answer(photo.mediaId, 'full.webp', undefined)).toBe(HIDDEN);
    });

    it('serves an upload on no post to its owner alone', async () => {
      const photo = await posts.readyMedia(skater.userId, 'image');
      const admin = callerFor(randomUUID(), true);

      expect(await answer(photo.mediaId, 'feed.webp', as(skater))).toBe('Y');
      expect(await answer(photo.mediaId, 'feed.webp', as(other))).toBe(HIDDEN);
      expect(await answer(photo.mediaId, 'feed.webp', admin)).toBe(HIDDEN);
      expect(await answer(photo.mediaId, 'feed.webp', undefined)).toBe(HIDDEN);
    });

    it('answers an unknown id, a rendition of the other kind, an unready or deleted item as unknown', async () => {
      const photo = await posts.readyMedia(skater.userId, 'image');
      const processing = await posts.uploadMedia(skater.userId, 'video');
      const clip = await posts.readyMedia(skater.userId, 'video');
      const post = await posts.call(
        POSTS_RPC.create,
        { content: 'Deleted', mediaId: clip.mediaId },
        as(skater),
      );
      await posts.call(POSTS_RPC.remove, { id: post.id }, as(skater));

      expect(await answer(randomUUID(), 'feed.webp', as(skater))).toBe(HIDDEN);
      expect(await answer(photo.mediaId, 'video.mp4', as(skater))).toBe(HIDDEN);
      expect(await answer(photo.mediaId, 'poster.jpg', as(skater))).toBe(HIDDEN);
      expect(await answer(processing.mediaId, 'video.mp4', as(skater))).toBe(HIDDEN);
      expect(await answer(clip.mediaId, 'video.mp4', as(skater))).toBe(HIDDEN);
    });

    it('refuses a malformed question', async () => {
      expect(
        await errorOf(posts.callUnchecked(POSTS_RPC.mediaFile, { mediaId: 'nope', rendition: 'video.mp4' })),
      ).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(
        await errorOf(
          posts.callUnchecked(POSTS_RPC.mediaFile, { mediaId: randomUUID(), rendition: 'original.mov' }),
        ),
      ).toMatchObject({ code: 'VALIDATION_FAILED' });
    });
  });
});
