import { ADMIN_EVENTS, UserWarnedV1 } from '@boonies/contracts/admin';
import { AUTH_EVENTS, UserSignedUpV1 } from '@boonies/contracts/auth';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { UserCopyConsumer } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { VOTERS } from './entities/voter.entity';
import { VotersRepository } from './voters.repository';

/**
 * Keeps `voters` in step with the auth service's accounts (see `UserCopyConsumer`), and the moderators'
 * warnings: the facts a skater's standing is worked out from. The sign-up and the profile arrive in either
 * order and each writes only its own columns.
 */
@Injectable()
export class VoterProfilesConsumer extends UserCopyConsumer {
  constructor(
    dataSource: DataSource,
    private readonly voters: VotersRepository,
  ) {
    super(dataSource, VOTERS);
  }

  /** The account's age and sign-up signals (keyed hashes): look-alike accounts' votes count once. */
  @EventHandler(AUTH_EVENTS.userSignedUp)
  async onSignedUp(signUp: UserSignedUpV1, { manager }: EventContext<UserSignedUpV1>): Promise<void> {
    await this.voters.recordSignUp(manager, signUp);
  }

  /** One warning per moderation case, dated when it was given: recent ones lower standing. */
  @EventHandler(ADMIN_EVENTS.userWarned)
  async onWarned(warning: UserWarnedV1, { manager, envelope }: EventContext<UserWarnedV1>): Promise<void> {
    await this.voters.recordWarning(manager, warning.caseId, warning.userId, envelope.occurredAt);
  }
}
