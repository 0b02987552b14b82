import { EVENTS, type TrickChangedV1, type UserProfileChangedV1 } from '@boonies/contracts';
import { ServiceConfig } from '@boonies/platform';
import { newProfile, ServiceUnderTest } from '@boonies/service-testing';
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
      producers: ['auth', 'tricks', 'verification', 'admin'],
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
    return (await this.deliver(EVENTS.auth.userRegistered, user)).data;
  }

  async announceTrick(trickId: string, name: string, occurredAt?: Date): Promise<void> {
    await this.deliver<TrickChangedV1>(
      EVENTS.tricks.trickChanged,
      { trickId, name, category: 'flip-tricks', points: 20 },
      occurredAt,
    );
  }

  async follow(followerId: string, followingId: string): Promise<void> {
    await this.deliver(EVENTS.auth.followed, { followerId, followingId });
  }
}
