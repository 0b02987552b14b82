import { AUTH_EVENTS, type UserProfileChangedV1 } from '@boonies/contracts/auth';
import { type PostCreatedV1, POSTS_EVENTS } from '@boonies/contracts/posts';
import { VERIFICATION_EVENTS, type VerificationChangedV1 } from '@boonies/contracts/verification';
import { newProfile, ServiceUnderTest } from '@boonies/service-testing';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module';
import { GamesConfig } from '../../src/config/games.config';
import { DeadlineScheduler } from '../../src/scheduler/deadline-scheduler';

export { callerFor } from '@boonies/service-testing';

export const DAY_MS = 86_400_000;

/** The real games service, fed the accounts, trick videos and verifications the others would announce. */
export class GamesTestService extends ServiceUnderTest {
  /** `env` adds to the test environment, e.g. a throttle low enough to reach. */
  static async start(label: string, env: Record<string, string> = {}): Promise<GamesTestService> {
    const launched = await ServiceUnderTest.launch({
      service: 'games',
      label,
      configClass: GamesConfig,
      appModule: (config, routing) => AppModule.forRoot(config, { routing }),
      producers: ['auth', 'social', 'posts', 'verification', 'tricks', 'admin', 'media'],
      // The scheduler's own timer looks often, so a test of it waits little.
      env: { GAMES_DEADLINE_POLL_MS: '500', ...env },
    });
    return new GamesTestService(launched);
  }

  get scheduler(): DeadlineScheduler {
    return this.app.get(DeadlineScheduler);
  }

  /** Moves the current deadline of a game into the past, as time passing would. */
  async pastDeadline(gameId: string): Promise<void> {
    const past = new Date(Date.now() - 1000).toISOString();
    await this.query(
      `UPDATE games.games SET deadline = $2,
         state = jsonb_set(state, ARRAY['turns', (jsonb_array_length(state->'turns') - 1)::text, 'deadline'], to_jsonb($3::text))
       WHERE id = $1`,
      [gameId, past, past],
    );
  }

  async registerUser(overrides: Partial<UserProfileChangedV1> = {}): Promise<UserProfileChangedV1> {
    return (await this.deliver(AUTH_EVENTS.userRegistered, newProfile(overrides))).data;
  }

  /** When the account signed up, as the auth service announces it. */
  async signUp(userId: string, signedUpAt: Date): Promise<void> {
    await this.deliver(AUTH_EVENTS.userSignedUp, {
      userId,
      signedUpAt: signedUpAt.toISOString(),
      addressHash: null,
      deviceHash: null,
    });
  }

  /** A trick video of the user's that the community verified, as the posts and verification services tell. */
  async verifiedTrick(userId: string, trickId = 'ollie-1'): Promise<void> {
    const post = await this.trickVideo(userId, [trickId]);
    await this.deliver(
      VERIFICATION_EVENTS.verificationChanged,
      this.verification(post, { revision: 1, votesFor: 3, weightedFor: 3, isVerified: true }),
    );
  }

  /** A skater with standing, as the verification service would weigh their vote: a month old, a trick verified. */
  async establishedUser(overrides: Partial<UserProfileChangedV1> = {}): Promise<UserProfileChangedV1> {
    const user = await this.registerUser(overrides);
    await this.signUp(user.userId, new Date(Date.now() - 30 * DAY_MS));
    await this.verifiedTrick(user.userId);
    return user;
  }

  /** A trick video of the user's, as the posts service announces it; `changes` e.g. an uploaded clip. */
  async trickVideo(
    userId: string,
    trickIds: string[] = ['ollie-1'],
    changes: Partial<PostCreatedV1> = {},
  ): Promise<PostCreatedV1> {
    const post: PostCreatedV1 = {
      postId: randomUUID(),
      userId,
      postType: 'trick_video',
      taggedTricks: trickIds,
      createdAt: new Date().toISOString(),
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      ...changes,
    };
    return (await this.deliver(POSTS_EVENTS.postCreated, post)).data;
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
