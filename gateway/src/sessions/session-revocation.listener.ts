import { AUTH_EVENTS } from '@boonies/contracts/auth';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventListener } from '../nats/event-listener';
import { SessionRevocations } from './session-revocations';

/** Every replica hears the auth service revoke a session (sign-out elsewhere, password change, …). */
@Injectable()
export class SessionRevocationListener implements OnModuleInit {
  constructor(
    private readonly events: EventListener,
    private readonly revocations: SessionRevocations,
  ) {}

  onModuleInit(): void {
    this.events.on(AUTH_EVENTS.sessionRevoked, ({ sessionId }) => this.revocations.announce(sessionId));
  }
}
