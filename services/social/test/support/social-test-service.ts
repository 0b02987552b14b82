import { AUTH_EVENTS, type UserProfileChangedV1 } from '@boonies/contracts/auth';
import type { CallerIdentity } from '@boonies/contracts/common';
import { type PostCreatedV1, POSTS_EVENTS } from '@boonies/contracts/posts';
import { ServiceConfig } from '@boonies/platform';
import { callerFor, ServiceUnderTest, type ServiceUnderTestOptions } from '@boonies/service-testing';
import { randomBytes, randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module';

export { callerFor } from '@boonies/service-testing';

/** A skater the auth service announced, and the identity the gateway would send for their session. */
export interface TestUser {
  /** The account as last announced; `id` is its user id. */
  user: UserProfileChangedV1 & { id: string };
  caller: CallerIdentity;
}

/** The real social service, fed the events the auth, tricks, posts and sponsorships services would publish. */
export class SocialTestService extends ServiceUnderTest {
  /** `database` starts the service on a database prepared beforehand (kept when it stops); `env` adds settings. */
  static async start(
    label: string,
    options: Pick<ServiceUnderTestOptions<ServiceConfig>, 'database' | 'env'> = {},
  ): Promise<SocialTestService> {
    const launched = await ServiceUnderTest.launch({
      service: 'social',
      label,
      configClass: ServiceConfig,
      appModule: (config, routing) => AppModule.forRoot(config, { routing }),
      producers: ['auth', 'tricks', 'posts', 'sponsorships'],
      ...options,
    });
    return new SocialTestService(launched);
  }

  /** A new account as the auth service announces it (`user-registered`), once this service has kept it. */
  async register(overrides: Partial<UserProfileChangedV1> = {}): Promise<TestUser> {
    const profile = sampleUserProfileChangedV1(overrides);
    await this.deliver(AUTH_EVENTS.userRegistered, profile);
    return asTestUser(profile);
  }

  /**
   * An edit of the account as the auth service announces it (`user-updated`, a newer revision), once this
   * service has kept it; answers the account as announced.
   */
  async updateAccount(account: TestUser, changes: Partial<UserProfileChangedV1>): Promise<TestUser> {
    const revision = new Date(Math.max(Date.now(), Date.parse(account.user.updatedAt) + 1)).toISOString();
    const { id: _id, ...profile } = account.user;
    const updated = { ...profile, ...changes, updatedAt: revision };
    await this.deliver(AUTH_EVENTS.userUpdated, updated);
    return asTestUser(updated);
  }

  /** A post by `userId` as the posts service announces it: what makes a skater active, so suggested. */
  async recordPost(userId: string, createdAt = new Date()): Promise<void> {
    await this.deliver<PostCreatedV1>(POSTS_EVENTS.postCreated, {
      postId: randomUUID(),
      userId,
      postType: 'text',
      taggedTricks: [],
      createdAt: createdAt.toISOString(),
    });
  }
}

function asTestUser(profile: UserProfileChangedV1): TestUser {
  return { user: { ...profile, id: profile.userId }, caller: callerFor(profile.userId, profile.isAdmin) };
}

/** A `user-registered` payload that passes its validation, for an account no other test uses. */
export function sampleUserProfileChangedV1(
  overrides: Partial<UserProfileChangedV1> = {},
): UserProfileChangedV1 {
  const now = new Date().toISOString();
  const username = `skater-${randomBytes(5).toString('hex')}`;
  return {
    userId: randomUUID(),
    username,
    email: `${username}@example.com`,
    displayName: null,
    profilePicture: null,
    proStatus: false,
    amateurStatus: false,
    flowStatus: false,
    isBrand: false,
    isAdmin: false,
    isTrusted: false,
    isActive: true,
    suspendedUntil: null,
    isVerified: false,
    bio: null,
    headerVideo: null,
    location: null,
    skatingStyle: null,
    favoriteSpot: null,
    gradientStartColor: '#4F46E5',
    gradientEndColor: '#06B6D4',
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}
