import type { UserProfileChangedV1 } from '@boonies/contracts';
import { ServiceConfig } from '@boonies/platform';
import { ServiceUnderTest } from '@boonies/service-testing';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module';

/** The real social service, fed the events the auth service would publish. */
export class SocialTestService extends ServiceUnderTest {
  static async start(label: string): Promise<SocialTestService> {
    const launched = await ServiceUnderTest.launch({
      service: 'social',
      label,
      configClass: ServiceConfig,
      appModule: (config, routing) => AppModule.forRoot(config, { routing }),
      producers: ['auth'],
    });
    return new SocialTestService(launched);
  }
}

/** A `auth.user-registered` payload that passes its validation. */
export function sampleUserProfileChangedV1(
  overrides: Partial<UserProfileChangedV1> = {},
): UserProfileChangedV1 {
  return {
    userId: randomUUID(),
    username: 'sample',
    displayName: null,
    profilePicture: null,
    proStatus: false,
    amateurStatus: false,
    flowStatus: false,
    isBrand: false,
    isAdmin: false,
    isTrusted: false,
    isActive: false,
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}
