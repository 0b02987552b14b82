import { AUTH_EVENTS, type UserProfileChangedV1, type UserSignedUpV1 } from '@boonies/contracts/auth';
import type { CallerIdentity } from '@boonies/contracts/common';
import { type PostCreatedV1, type PostReviewedV1, POSTS_EVENTS } from '@boonies/contracts/posts';
import { callerFor, newProfile, ServiceUnderTest } from '@boonies/service-testing';
import { randomBytes, randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module';
import { VerificationConfig } from '../../src/config/verification.config';

export { callerFor } from '@boonies/service-testing';

export interface VerificationTestOptions {
  /** Extra environment, e.g. other auto-verify thresholds. */
  env?: Record<string, string>;
}

const DAY_MS = 86_400_000;

/** A skater whose vote counts: their profile, and the caller to vote as. */
export interface Skater {
  profile: UserProfileChangedV1;
  caller: CallerIdentity;
}

/** A keyed hash as the auth service would send it: unique unless one is given. */
export const signalHash = (): string => randomBytes(16).toString('hex');

/** The real verification service, with the default thresholds unless told otherwise. */
export class VerificationTestService extends ServiceUnderTest<VerificationConfig> {
  static async start(label: string, options: VerificationTestOptions = {}): Promise<VerificationTestService> {
    const launched = await ServiceUnderTest.launch({
      service: 'verification',
      label,
      configClass: VerificationConfig,
      appModule: (config, routing) => AppModule.forRoot(config, { routing }),
      producers: ['auth', 'social', 'posts', 'admin'],
      env: options.env,
    });
    return new VerificationTestService(launched);
  }

  /** Registers an account with the voters projection, as the auth service's sign-up would. */
  async registerUser(overrides: Partial<UserProfileChangedV1> = {}): Promise<UserProfileChangedV1> {
    return (await this.deliver(AUTH_EVENTS.userRegistered, newProfile(overrides))).data;
  }

  /** The sign-up signals of an account, as the auth service announces them: a new account by default. */
  async signUp(userId: string, overrides: Partial<UserSignedUpV1> = {}): Promise<UserSignedUpV1> {
    const signUp: UserSignedUpV1 = {
      userId,
      signedUpAt: new Date().toISOString(),
      addressHash: signalHash(),
      deviceHash: signalHash(),
      ...overrides,
    };
    return (await this.deliver(AUTH_EVENTS.userSignedUp, signUp)).data;
  }

  /** A trick video posted by `posterId` (a new user by default), as the posts service announces it. */
  async postTrickVideo(taggedTricks: string[], posterId: string = randomUUID()): Promise<PostCreatedV1> {
    return (await this.deliver(POSTS_EVENTS.postCreated, trickVideo(taggedTricks, posterId))).data;
  }

  /** An admin's review of a post, as the posts service announces it. */
  async reviewPost(
    post: Pick<PostCreatedV1, 'postId' | 'userId'>,
    verificationStatus: PostReviewedV1['verificationStatus'],
  ): Promise<void> {
    await this.deliver(
      POSTS_EVENTS.postReviewed,
      {
        postId: post.postId,
        userId: post.userId,
        verificationStatus,
        isVerified: verificationStatus === 'approved',
      },
      { actorId: randomUUID() },
    );
  }

  /**
   * A skater whose vote weighs 1 by the default standing rules: signed up `ageDays` ago (from an address
   * and device of their own unless given) with a trick video an admin approved, so one verified trick.
   */
  async establishedSkater(
    options: {
      ageDays?: number;
      signUp?: Partial<UserSignedUpV1>;
      profile?: Partial<UserProfileChangedV1>;
    } = {},
  ): Promise<Skater> {
    const profile = await this.registerUser(options.profile);
    await this.signUp(profile.userId, {
      signedUpAt: new Date(Date.now() - (options.ageDays ?? 60) * DAY_MS).toISOString(),
      ...options.signUp,
    });
    const post = await this.postTrickVideo(['ollie-own'], profile.userId);
    await this.reviewPost(post, 'approved');
    return { profile, caller: callerFor(profile.userId) };
  }

  /** Several established skaters, one after another. */
  async establishedSkaters(count: number): Promise<Skater[]> {
    const skaters: Skater[] = [];
    for (let index = 0; index < count; index++) skaters.push(await this.establishedSkater());
    return skaters;
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
