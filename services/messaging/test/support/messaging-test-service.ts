import { AUTH_EVENTS, type UserProfileChangedV1 } from '@boonies/contracts/auth';
import { DEFAULT_PREFERENCES, type PreferencesChangedV1, SOCIAL_EVENTS } from '@boonies/contracts/social';
import { newProfile, ServiceUnderTest } from '@boonies/service-testing';
import { AppModule } from '../../src/app.module';
import { MessagingConfig } from '../../src/config/messaging.config';

export { callerFor } from '@boonies/service-testing';

/**
 * The real messaging service, fed the users the auth service and the preferences and blocks the social
 * service would announce.
 */
export class MessagingTestService extends ServiceUnderTest {
  /** `env` adds to the test environment, e.g. other throttle limits. */
  static async start(label: string, env: Record<string, string> = {}): Promise<MessagingTestService> {
    const launched = await ServiceUnderTest.launch({
      service: 'messaging',
      label,
      configClass: MessagingConfig,
      appModule: (config, routing) => AppModule.forRoot(config, { routing }),
      producers: [
        'auth',
        'social',
        'posts',
        'verification',
        'sponsorships',
        'tricks',
        'admin',
        'games',
        'media',
      ],
      env,
    });
    return new MessagingTestService(launched);
  }

  /** Registers an account with the users projection, as the auth service's sign-up would. */
  async registerUser(overrides: Partial<UserProfileChangedV1> = {}): Promise<UserProfileChangedV1> {
    return (await this.deliver(AUTH_EVENTS.userRegistered, newProfile(overrides))).data;
  }

  /** Saves a user's switches as the social service announces them; unnamed switches keep their defaults. */
  async setPreferences(
    userId: string,
    changes: {
      notifications?: Partial<PreferencesChangedV1['notifications']>;
      privacy?: Partial<PreferencesChangedV1['privacy']>;
      push?: Partial<NonNullable<PreferencesChangedV1['push']>>;
    },
    updatedAt = new Date(),
  ): Promise<void> {
    await this.deliver(SOCIAL_EVENTS.preferencesChanged, {
      userId,
      notifications: { ...DEFAULT_PREFERENCES.notifications, ...changes.notifications },
      push: { ...DEFAULT_PREFERENCES.push, ...changes.push },
      privacy: { ...DEFAULT_PREFERENCES.privacy, ...changes.privacy },
      updatedAt: updatedAt.toISOString(),
    });
  }

  async block(blockerId: string, blockedId: string): Promise<void> {
    await this.deliver(SOCIAL_EVENTS.blocked, { blockerId, blockedId });
  }

  async unblock(blockerId: string, blockedId: string): Promise<void> {
    await this.deliver(SOCIAL_EVENTS.unblocked, { blockerId, blockedId });
  }
}
