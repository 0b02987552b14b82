import { AUTH_EVENTS, type UserProfileChangedV1 } from '@boonies/contracts/auth';
import { ServiceConfig } from '@boonies/platform';
import { newProfile, ServiceUnderTest } from '@boonies/service-testing';
import { AppModule } from '../../src/app.module';

export { callerFor } from '@boonies/service-testing';

/** The real sponsorships service, fed the users the auth service would announce. */
export class SponsorshipsTestService extends ServiceUnderTest {
  static async start(label: string): Promise<SponsorshipsTestService> {
    const launched = await ServiceUnderTest.launch({
      service: 'sponsorships',
      label,
      configClass: ServiceConfig,
      appModule: (config, routing) => AppModule.forRoot(config, { routing }),
      producers: ['auth', 'social'],
    });
    return new SponsorshipsTestService(launched);
  }

  /** Registers an account with the users projection, as the auth service's sign-up would. */
  async registerUser(overrides: Partial<UserProfileChangedV1> = {}): Promise<UserProfileChangedV1> {
    return (await this.deliver(AUTH_EVENTS.userRegistered, newProfile(overrides))).data;
  }

  /** A later revision of a profile, as the auth service announces an edit. */
  async updateUser(user: UserProfileChangedV1, changes: Partial<UserProfileChangedV1>): Promise<void> {
    const updatedAt = new Date(Date.parse(user.updatedAt) + 1000).toISOString();
    await this.deliver(AUTH_EVENTS.userUpdated, { ...user, ...changes, updatedAt });
  }
}
