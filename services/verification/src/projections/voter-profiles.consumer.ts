import {
  EVENTS,
  UserProfileChangedV1,
  UserSignedUpV1,
  UsersImportedV1,
  UserWarnedV1,
} from '@boonies/contracts';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { userProjection } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { verificationTables } from '../database/verification-tables';
import { VotersRepository } from './voters.repository';

/**
 * Keeps `voters` in step with the auth service's accounts, and the moderators' warnings: the facts a
 * skater's standing is worked out from. A profile revision is applied only when newer than the stored one,
 * so a late or repeated event never rolls a role back; the sign-up and the profile arrive in either order
 * and each writes only its own columns.
 */
@Injectable()
export class VoterProfilesHandlers {
  private readonly profiles;

  constructor(
    dataSource: DataSource,
    private readonly voters: VotersRepository,
  ) {
    this.profiles = userProjection({
      table: verificationTables(dataSource).voters,
      columns: ['username', 'is_admin', 'is_trusted', 'is_active', 'is_brand', 'suspended_until'],
    });
  }

  @EventHandler(EVENTS.auth.userRegistered, UserProfileChangedV1)
  @EventHandler(EVENTS.auth.userUpdated, UserProfileChangedV1)
  async onProfileChanged(
    user: UserProfileChangedV1,
    { manager }: EventContext<UserProfileChangedV1>,
  ): Promise<void> {
    await this.profiles.apply(manager, user);
  }

  @EventHandler(EVENTS.auth.usersImported, UsersImportedV1)
  async onImported(imported: UsersImportedV1, { manager }: EventContext<UsersImportedV1>): Promise<void> {
    await this.profiles.applyMany(manager, imported.users);
  }

  /** The account's age and sign-up signals (keyed hashes): look-alike accounts' votes count once. */
  @EventHandler(EVENTS.auth.userSignedUp, UserSignedUpV1)
  async onSignedUp(signUp: UserSignedUpV1, { manager }: EventContext<UserSignedUpV1>): Promise<void> {
    await this.voters.recordSignUp(manager, signUp);
  }

  /** One warning per moderation case, dated when it was given: recent ones lower standing. */
  @EventHandler(EVENTS.admin.userWarned, UserWarnedV1)
  async onWarned(warning: UserWarnedV1, { manager, envelope }: EventContext<UserWarnedV1>): Promise<void> {
    await this.voters.recordWarning(manager, warning.caseId, warning.userId, envelope.occurredAt);
  }
}
