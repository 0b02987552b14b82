import { AUTH_EVENTS, type UserProfileChangedV1 } from '@boonies/contracts/auth';
import type { ServiceName } from '@boonies/contracts/common';
import type { ActionTarget, EventDefinition, EventEnvelope } from '@boonies/contracts/events';
import { buildEventEnvelope } from '@boonies/messaging';
import { ServiceConfig } from '@boonies/platform';
import { newProfile, ServiceUnderTest } from '@boonies/service-testing';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module';

export { callerFor } from '@boonies/service-testing';

/** Every service whose events the admin service reads. */
const PRODUCERS: ServiceName[] = [
  'auth',
  'social',
  'tricks',
  'posts',
  'verification',
  'messaging',
  'sponsorships',
];

/** The real admin service on a database and event streams of its own; tests publish the others' events. */
export class AdminTestService extends ServiceUnderTest {
  static async start(label: string, env: Record<string, string> = {}): Promise<AdminTestService> {
    const launched = await ServiceUnderTest.launch({
      service: 'admin',
      label,
      configClass: ServiceConfig,
      appModule: (config, routing) => AppModule.forRoot(config, { routing }),
      producers: PRODUCERS,
      env,
    });
    return new AdminTestService(launched);
  }

  /** An account the audit log can name, as the auth service's sign-up announces it. */
  async person(username: string): Promise<UserProfileChangedV1> {
    const profile = newProfile({ username });
    await this.deliver(AUTH_EVENTS.userRegistered, profile);
    return profile;
  }

  /** An event as its producer writes one caused by an admin acting as `puppetId`. */
  maskedEnvelope<TData extends object>(
    definition: EventDefinition,
    data: TData,
    adminId: string,
    puppetId: string,
  ): EventEnvelope<TData> {
    return buildEventEnvelope(definition, data, {
      producer: this.routing.producerOf(definition),
      correlationId: randomUUID(),
      actorId: adminId,
      actingAs: puppetId,
    });
  }

  /**
   * An event as its producer writes one caused by an admin using admin power as themselves, naming what it
   * touched unless it touched no one thing (reading everyone's messages).
   */
  adminEnvelope<TData extends object>(
    definition: EventDefinition,
    data: TData,
    adminId: string,
    target?: ActionTarget,
  ): EventEnvelope<TData> {
    return buildEventEnvelope(definition, data, {
      producer: this.routing.producerOf(definition),
      correlationId: randomUUID(),
      actorId: adminId,
      asAdmin: true,
      ...(target ? { target } : {}),
    });
  }

  /** Publishes the envelope and waits until the service has handled it. */
  async deliverEnvelope(definition: EventDefinition, envelope: EventEnvelope): Promise<void> {
    await this.publishEnvelope(definition, envelope);
    await this.handled(envelope.id);
  }
}
