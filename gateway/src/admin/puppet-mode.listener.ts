import { AUTH_EVENTS } from '@boonies/contracts/auth';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventListener } from '../nats/event-listener';
import { SessionRevocations } from '../sessions/session-revocations';

/**
 * A session that starts or stops acting as a puppet is another identity from then on: every replica drops
 * its cached copy (and its sockets), so the next request resolves the new one.
 */
@Injectable()
export class PuppetModeListener implements OnModuleInit {
  constructor(
    private readonly events: EventListener,
    private readonly revocations: SessionRevocations,
  ) {}

  onModuleInit(): void {
    this.events.on(AUTH_EVENTS.puppetModeChanged, ({ sessionId }) => this.revocations.announce(sessionId));
  }
}
