import type { UserProfileChangedV1 } from '@boonies/contracts/auth';
import { GAMES_RPC, type GameView } from '@boonies/contracts/games';
import { MEDIA_EVENTS, type MediaReadyV1, type MediaUploadedV1, mediaUrl } from '@boonies/contracts/media';
import { randomUUID } from 'node:crypto';
import { callerFor, GamesTestService } from './support/games-test-service';

describe('uploaded clips in games', () => {
  let service: GamesTestService;
  let alice: UserProfileChangedV1;
  let bob: UserProfileChangedV1;

  beforeAll(async () => {
    service = await GamesTestService.start('clip_media');
    [alice, bob] = await Promise.all([service.registerUser(), service.establishedUser()]);
  });

  afterAll(() => service?.stop());

  const as = (user: UserProfileChangedV1) => callerFor(user.userId);
  const changedAt = () => new Date().toISOString();

  async function startedGame(): Promise<GameView> {
    const game = await service.call(
      GAMES_RPC.create,
      { opponentIds: [bob.userId], turnHours: 12 },
      as(alice),
    );
    return service.call(GAMES_RPC.accept, { id: game.id }, as(bob));
  }

  async function uploaded(ownerId: string): Promise<MediaUploadedV1> {
    const media = {
      mediaId: randomUUID(),
      ownerId,
      kind: 'video' as const,
      revision: 1,
      changedAt: changedAt(),
    };
    return (await service.deliver<MediaUploadedV1>(MEDIA_EVENTS.mediaUploaded, { ...media, size: 2048 }))
      .data;
  }

  function ready(media: MediaUploadedV1, revision: number): MediaReadyV1 {
    return {
      mediaId: media.mediaId,
      ownerId: media.ownerId,
      kind: 'video',
      revision,
      changedAt: changedAt(),
      files: {
        'video.mp4': { key: `renditions/${media.mediaId}/video.mp4`, contentType: 'video/mp4', size: 10 },
        'poster.jpg': { key: `renditions/${media.mediaId}/poster.jpg`, contentType: 'image/jpeg', size: 5 },
      },
      width: 720,
      height: 1280,
      durationMs: 3100,
      blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
    };
  }

  it('sets and attempts with clips still processing, and shows them once ready', async () => {
    const game = await startedGame();
    const setClip = await uploaded(alice.userId);
    const set = await service.trickVideo(alice.userId, ['kickflip-1'], {
      videoUrl: null,
      mediaId: setClip.mediaId,
    });

    const afterSet = await service.call(
      GAMES_RPC.set,
      { id: game.id, trickId: 'kickflip-1', postId: set.postId },
      as(alice),
    );

    expect(afterSet.timeline[0].set).toMatchObject({
      postId: set.postId,
      videoUrl: null,
      media: {
        id: setClip.mediaId,
        kind: 'video',
        status: 'processing',
        url: null,
        fullUrl: null,
        durationMs: null,
        failureReason: null,
      },
    });

    await service.call(GAMES_RPC.call, { id: game.id, postId: set.postId, call: 'make' }, as(bob));
    const attemptClip = await uploaded(bob.userId);
    const attempt = await service.trickVideo(bob.userId, ['kickflip-1'], {
      videoUrl: null,
      mediaId: attemptClip.mediaId,
    });
    const afterAttempt = await service.call(
      GAMES_RPC.attempt,
      { id: game.id, postId: attempt.postId },
      as(bob),
    );
    expect(afterAttempt.timeline[0].attempts[0].clip?.media?.status).toBe('processing');

    await service.deliver(MEDIA_EVENTS.mediaReady, ready(setClip, 2));
    const shown = await service.call(GAMES_RPC.get, { id: game.id }, as(bob));
    expect(shown.timeline[0].set?.media).toEqual({
      id: setClip.mediaId,
      kind: 'video',
      status: 'ready',
      url: mediaUrl(setClip.mediaId, 'video.mp4'),
      fullUrl: mediaUrl(setClip.mediaId, 'poster.jpg'),
      width: 720,
      height: 1280,
      durationMs: 3100,
      blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
      failureReason: null,
    });
    expect(shown.timeline[0].attempts[0].clip?.media?.status).toBe('processing');
  });

  it('keeps the newest revision of a clip: a late older event changes nothing', async () => {
    const game = await startedGame();
    const clip = await uploaded(alice.userId);
    const set = await service.trickVideo(alice.userId, ['tre-1'], { videoUrl: null, mediaId: clip.mediaId });
    await service.call(GAMES_RPC.set, { id: game.id, trickId: 'tre-1', postId: set.postId }, as(alice));
    await service.deliver(MEDIA_EVENTS.mediaReady, ready(clip, 3));

    await service.deliver(MEDIA_EVENTS.mediaFailed, {
      mediaId: clip.mediaId,
      ownerId: alice.userId,
      kind: 'video',
      revision: 2,
      changedAt: changedAt(),
      reason: 'The clip is too long.',
    });

    const view = await service.call(GAMES_RPC.get, { id: game.id }, as(alice));
    expect(view.timeline[0].set?.media).toMatchObject({ status: 'ready', failureReason: null });
  });

  it('shows a linked clip with no media', async () => {
    const game = await startedGame();
    const set = await service.trickVideo(alice.userId, ['heelflip-1']);

    const view = await service.call(
      GAMES_RPC.set,
      { id: game.id, trickId: 'heelflip-1', postId: set.postId },
      as(alice),
    );

    expect(view.timeline[0].set).toMatchObject({ videoUrl: set.videoUrl, media: null });
  });
});
