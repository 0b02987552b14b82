import { ADMIN_EVENTS, UserWarnedV1 } from '@boonies/contracts/admin';
import { AUTH_EVENTS, UserSignedUpV1, UserSuspensionChangedV1 } from '@boonies/contracts/auth';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { StandingFactsRepository } from './standing-facts.repository';

/**
 * Keeps the facts of the players' standing that the accounts copy does not hold: when each signed up, and
 * moderators' warnings and suspensions, each dated when it was given. A redelivered event changes nothing.
 */
@Injectable()
export class StandingFactsConsumer {
  constructor(private readonly facts: StandingFactsRepository) {}

  @EventHandler(AUTH_EVENTS.userSignedUp)
  async onSignedUp(signUp: UserSignedUpV1, { manager }: EventContext<UserSignedUpV1>): Promise<void> {
    await this.facts.recordSignUp(manager, signUp.userId, signUp.signedUpAt);
  }

  @EventHandler(ADMIN_EVENTS.userWarned)
  async onWarned(warning: UserWarnedV1, { manager, envelope }: EventContext<UserWarnedV1>): Promise<void> {
    await this.facts.recordWarning(manager, warning.caseId, warning.userId, envelope.occurredAt);
  }

  /** A suspension (not a lift) counts against standing for the window. */
  @EventHandler(AUTH_EVENTS.userSuspensionChanged)
  async onSuspensionChanged(
    change: UserSuspensionChangedV1,
    { manager, envelope }: EventContext<UserSuspensionChangedV1>,
  ): Promise<void> {
    if (!change.suspendedUntil) return;
    await this.facts.recordSuspension(manager, envelope.id, change.userId, envelope.occurredAt);
  }
}
