import {
  EVENTS,
  type PostCreatedV1,
  type UserProfileChangedV1,
  type VerificationChangedV1,
} from '@boonies/contracts';
import { newProfile, ServiceUnderTest } from '@boonies/service-testing';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module';
import { GamesConfig } from '../../src/config/games.config';
import { DeadlineScheduler } from '../../src/scheduler/deadline-scheduler';

export { callerFor } from '@boonies/service-testing';

/** The real games service, fed the accounts, trick videos and verifications the others would announce. */
export class GamesTestService extends ServiceUnderTest {
  /** `env` adds to the test environment, e.g. a throttle low enough to reach. */
  static async start(label: string, env: Record<string, string> = {}): Promise<GamesTestService> {
    const launched = await ServiceUnderTest.launch({
      service: 'games',
      label,
      configClass: GamesConfig,
      appModule: (config, routing) => AppModule.forRoot(config, { routing }),
      producers: ['auth', 'posts', 'verification', 'tricks'],
      // The scheduler's own timer looks often, so a test of it waits little.
      env: { GAMES_DEADLINE_POLL_MS: '500', ...env },
    });
    return new GamesTestService(launched);
  }

  get scheduler(): DeadlineScheduler {
    return this.app.get(DeadlineScheduler);
  }

  async registerUser(overrides: Partial<UserProfileChangedV1> = {}): Promise<UserProfileChangedV1> {
    return (await this.deliver(EVENTS.auth.userRegistered, newProfile(overrides))).data;
  }

  /** A trick video of the user's, as the posts service announces it. */
  async trickVideo(userId: string, trickIds: string[] = ['ollie-1']): Promise<PostCreatedV1> {
    const post: PostCreatedV1 = {
      postId: randomUUID(),
      userId,
      postType: 'trick_video',
      taggedTricks: trickIds,
      createdAt: new Date().toISOString(),
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    };
    return (await this.deliver(EVENTS.posts.postCreated, post)).data;
  }

  /** The verification of a video's trick as the verification service would announce its change. */
  verification(
    post: PostCreatedV1,
    changes: Partial<VerificationChangedV1> & { revision: number },
  ): VerificationChangedV1 {
    return {
      verificationId: randomUUID(),
      postId: post.postId,
      trickId: post.taggedTricks[0],
      posterId: post.userId,
      votesFor: 0,
      votesAgainst: 0,
      isVerified: false,
      removed: false,
      autoVerified: false,
      weightedFor: 0,
      weightedAgainst: 0,
      rejected: false,
      ...changes,
    };
  }
}
