import { AUTH_EVENTS, type UserProfileChangedV1 } from '@boonies/contracts/auth';
import {
  MEDIA_EVENTS,
  MEDIA_RENDITIONS,
  type MediaKind,
  type MediaReadyV1,
  type MediaUploadedV1,
} from '@boonies/contracts/media';
import { SOCIAL_EVENTS } from '@boonies/contracts/social';
import { type TrickChangedV1, TRICKS_EVENTS } from '@boonies/contracts/tricks';
import { ServiceConfig } from '@boonies/platform';
import { newProfile, ServiceUnderTest } from '@boonies/service-testing';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module';

export { callerFor } from '@boonies/service-testing';

/** Tricks the tests tag, as the tricks service announces its catalogue. */
export const FIXTURE_TRICKS: readonly Pick<TrickChangedV1, 'trickId' | 'name'>[] = [
  { trickId: 'fix-1', name: 'Ollie' },
  { trickId: 'fix-2', name: 'Kickflip' },
  { trickId: 'fix-3', name: 'Heelflip' },
];

/** The real posts service, started knowing the fixture tricks. */
export class PostsTestService extends ServiceUnderTest {
  /** `env` adds to the test environment, e.g. other throttle limits. */
  static async start(label: string, env: Record<string, string> = {}): Promise<PostsTestService> {
    const launched = await ServiceUnderTest.launch({
      service: 'posts',
      label,
      configClass: ServiceConfig,
      appModule: (config, routing) => AppModule.forRoot(config, { routing }),
      producers: ['auth', 'social', 'tricks', 'verification', 'admin', 'media'],
      env,
    });
    const posts = new PostsTestService(launched);
    for (const trick of FIXTURE_TRICKS) await posts.announceTrick(trick.trickId, trick.name);
    return posts;
  }

  /** Registers an account with the author projection (email included), as the auth service's sign-up would. */
  async registerUser(overrides: Partial<UserProfileChangedV1> = {}): Promise<UserProfileChangedV1> {
    const profile = newProfile();
    const user = { ...profile, email: `${profile.username}@example.com`, ...overrides };
    return (await this.deliver(AUTH_EVENTS.userRegistered, user)).data;
  }

  async announceTrick(trickId: string, name: string, occurredAt?: Date): Promise<void> {
    await this.deliver<TrickChangedV1>(
      TRICKS_EVENTS.trickChanged,
      { trickId, name, category: 'flip-tricks', points: 20 },
      occurredAt,
    );
  }

  /** An upload of `ownerId` whose last byte arrived, as the media service announces it. */
  async uploadMedia(
    ownerId: string,
    kind: MediaKind,
    mediaId: string = randomUUID(),
  ): Promise<MediaUploadedV1> {
    return (
      await this.deliver<MediaUploadedV1>(MEDIA_EVENTS.mediaUploaded, {
        mediaId,
        ownerId,
        kind,
        revision: 1,
        changedAt: new Date().toISOString(),
        size: 1234,
      })
    ).data;
  }

  /** The upload processed: its renditions stored under content-addressed keys. */
  async mediaReady(
    media: Pick<MediaUploadedV1, 'mediaId' | 'ownerId' | 'kind'>,
    revision = 2,
  ): Promise<MediaReadyV1> {
    const files = Object.fromEntries(
      MEDIA_RENDITIONS[media.kind].map((rendition, index) => [
        rendition,
        {
          key: `renditions/${media.mediaId}-${index}/${rendition}`,
          contentType: rendition.endsWith('.mp4')
            ? 'video/mp4'
            : rendition.endsWith('.jpg')
              ? 'image/jpeg'
              : 'image/webp',
          size: 1000 + index,
        },
      ]),
    );
    const ready: MediaReadyV1 = {
      mediaId: media.mediaId,
      ownerId: media.ownerId,
      kind: media.kind,
      revision,
      changedAt: new Date().toISOString(),
      files,
      width: 1280,
      height: 720,
      durationMs: media.kind === 'video' ? 4200 : null,
      blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
    };
    return (await this.deliver(MEDIA_EVENTS.mediaReady, ready)).data;
  }

  /** An upload of `ownerId`, processed and ready. */
  async readyMedia(ownerId: string, kind: MediaKind): Promise<MediaReadyV1> {
    return this.mediaReady(await this.uploadMedia(ownerId, kind));
  }

  async follow(followerId: string, followingId: string): Promise<void> {
    await this.deliver(SOCIAL_EVENTS.followed, { followerId, followingId });
  }
}
