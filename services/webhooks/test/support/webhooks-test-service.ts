import { AUTH_EVENTS, type UserProfileChangedV1 } from '@boonies/contracts/auth';
import { DEFAULT_PREFERENCES, type PreferencesChangedV1, SOCIAL_EVENTS } from '@boonies/contracts/social';
import {
  type CreateWebhookEndpointDto,
  type WebhookDeliveryDto,
  type WebhookEndpointWithSecretDto,
  WEBHOOKS_RPC,
} from '@boonies/contracts/webhooks';
import { callerFor, newProfile, ServiceUnderTest } from '@boonies/service-testing';
import type { TestDatabase } from '@boonies/testing';
import type { EventRouting } from '@boonies/messaging';
import { randomBytes, randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module';
import { WebhooksConfig } from '../../src/config/webhooks.config';

/**
 * Fast retries (unless a receiver's `Retry-After` asks for up to a minute), a short timeout, three attempts,
 * the tests' receivers on 127.0.0.1 allowed, and one key for the secrets at rest, so every replica of a test
 * opens what another sealed.
 */
export const TEST_WEBHOOKS_ENV = {
  WEBHOOKS_SECRET_KEY: randomBytes(32).toString('base64url'),
  WEBHOOKS_ALLOWED_TARGETS: '127.0.0.1/32',
  WEBHOOKS_MAX_ATTEMPTS: '3',
  WEBHOOKS_TIMEOUT_MS: '500',
  WEBHOOKS_BACKOFF_BASE_MS: '50',
  WEBHOOKS_BACKOFF_MAX_MS: '60000',
  WEBHOOKS_POLL_MS: '50',
};

export const ADMIN = callerFor(randomUUID(), true);

/** The real webhooks service, fed the events the other services would announce. */
export class WebhooksTestService extends ServiceUnderTest<WebhooksConfig> {
  static async start(
    label: string,
    options: { env?: Record<string, string>; database?: TestDatabase; routing?: EventRouting } = {},
  ): Promise<WebhooksTestService> {
    const launched = await ServiceUnderTest.launch({
      service: 'webhooks',
      label,
      configClass: WebhooksConfig,
      appModule: (config, routing) => AppModule.forRoot(config, { routing }),
      producers: ['auth', 'social', 'admin', 'verification', 'games'],
      env: { ...TEST_WEBHOOKS_ENV, ...options.env },
      database: options.database,
      routing: options.routing,
    });
    return new WebhooksTestService(launched);
  }

  async registerUser(overrides: Partial<UserProfileChangedV1> = {}): Promise<UserProfileChangedV1> {
    return (await this.deliver(AUTH_EVENTS.userRegistered, newProfile(overrides))).data;
  }

  async setPrivacy(userId: string, privacy: Partial<PreferencesChangedV1['privacy']>): Promise<void> {
    const change: PreferencesChangedV1 = {
      userId,
      notifications: DEFAULT_PREFERENCES.notifications,
      privacy: { ...DEFAULT_PREFERENCES.privacy, ...privacy },
      updatedAt: new Date().toISOString(),
    };
    await this.deliver(SOCIAL_EVENTS.preferencesChanged, change);
  }

  createEndpoint(request: CreateWebhookEndpointDto): Promise<WebhookEndpointWithSecretDto> {
    return this.call(WEBHOOKS_RPC.createEndpoint, request, ADMIN);
  }

  async deliveries(endpointId: string): Promise<WebhookDeliveryDto[]> {
    return (await this.call(WEBHOOKS_RPC.deliveries, { id: endpointId }, ADMIN)).deliveries;
  }

  /** Waits until the endpoint's only delivery is in `status`, and answers it. */
  async settledDelivery(
    endpointId: string,
    status: WebhookDeliveryDto['status'],
  ): Promise<WebhookDeliveryDto> {
    return this.waitFor(
      async () => {
        const [delivery, ...more] = await this.deliveries(endpointId);
        return more.length === 0 && delivery?.status === status ? delivery : undefined;
      },
      { description: `the delivery to be ${status}` },
    );
  }
}
