import { EVENTS, type PostCreatedV1, type UserProfileChangedV1 } from '@boonies/contracts';
import { newProfile, ServiceUnderTest } from '@boonies/service-testing';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module';
import { VerificationConfig } from '../../src/config/verification.config';

export { callerFor } from '@boonies/service-testing';

export interface VerificationTestOptions {
  /** Extra environment, e.g. other auto-verify thresholds. */
  env?: Record<string, string>;
}

/** The real verification service, with the default thresholds unless told otherwise. */
export class VerificationTestService extends ServiceUnderTest<VerificationConfig> {
  static async start(label: string, options: VerificationTestOptions = {}): Promise<VerificationTestService> {
    const launched = await ServiceUnderTest.launch({
      service: 'verification',
      label,
      configClass: VerificationConfig,
      appModule: (config, routing) => AppModule.forRoot(config, { routing }),
      producers: ['auth', 'posts'],
      env: options.env,
    });
    return new VerificationTestService(launched);
  }

  /** Registers an account with the voters projection, as the auth service's sign-up would. */
  async registerUser(overrides: Partial<UserProfileChangedV1> = {}): Promise<UserProfileChangedV1> {
    return (await this.deliver(EVENTS.auth.userRegistered, newProfile(overrides))).data;
  }

  /** A trick video posted by `posterId` (a new user by default), as the posts service announces it. */
  async postTrickVideo(taggedTricks: string[], posterId: string = randomUUID()): Promise<PostCreatedV1> {
    return (await this.deliver(EVENTS.posts.postCreated, trickVideo(taggedTricks, posterId))).data;
  }
}

/** A trick-video post's `post-created` payload. */
export function trickVideo(taggedTricks: string[], posterId: string = randomUUID()): PostCreatedV1 {
  return {
    postId: randomUUID(),
    userId: posterId,
    postType: 'trick_video',
    taggedTricks,
    createdAt: new Date().toISOString(),
  };
}
