import { EVENTS, UserProfileChangedV1, UserSignedUpV1, UserWarnedV1 } from '@boonies/contracts';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { userProjection } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { verificationTables } from '../database/verification-tables';

/**
 * Keeps `voters` in step with the auth service's accounts, and the moderators' warnings: the facts a
 * skater's standing is worked out from. A profile revision is applied only when newer than the stored one,
 * so a late or repeated event never rolls a role back; the sign-up and the profile arrive in either order
 * and each writes only its own columns.
 */
@Injectable()
export class VoterProfilesHandlers {
  private readonly profiles;
  private readonly sql: { signedUp: string; warned: string };

  constructor(dataSource: DataSource) {
    const { voters, warnings } = verificationTables(dataSource);
    this.profiles = userProjection({
      table: voters,
      columns: ['username', 'is_admin', 'is_trusted', 'is_active', 'is_brand', 'suspended_until'],
    });
    this.sql = {
      // Before the profile arrives the row holds no revision (-infinity), so the profile always applies.
      signedUp: `
        INSERT INTO ${voters} AS v (user_id, signed_up_at, address_hash, device_hash, updated_at)
        VALUES ($1, $2, $3, $4, '-infinity')
        ON CONFLICT (user_id) DO UPDATE SET
          signed_up_at = EXCLUDED.signed_up_at,
          address_hash = EXCLUDED.address_hash,
          device_hash = EXCLUDED.device_hash`,
      warned: `
        INSERT INTO ${warnings} (case_id, user_id, warned_at) VALUES ($1, $2, $3)
        ON CONFLICT (case_id) DO NOTHING`,
    };
  }

  @EventHandler(EVENTS.auth.userRegistered, UserProfileChangedV1)
  @EventHandler(EVENTS.auth.userUpdated, UserProfileChangedV1)
  async onProfileChanged(
    user: UserProfileChangedV1,
    { manager }: EventContext<UserProfileChangedV1>,
  ): Promise<void> {
    await this.profiles.apply(manager, user);
  }

  /** The account's age and sign-up signals (keyed hashes): look-alike accounts' votes count once. */
  @EventHandler(EVENTS.auth.userSignedUp, UserSignedUpV1)
  async onSignedUp(signUp: UserSignedUpV1, { manager }: EventContext<UserSignedUpV1>): Promise<void> {
    await manager.query(this.sql.signedUp, [
      signUp.userId,
      signUp.signedUpAt,
      signUp.addressHash ?? null,
      signUp.deviceHash ?? null,
    ]);
  }

  /** One warning per moderation case, dated when it was given: recent ones lower standing. */
  @EventHandler(EVENTS.admin.userWarned, UserWarnedV1)
  async onWarned(warning: UserWarnedV1, { manager, envelope }: EventContext<UserWarnedV1>): Promise<void> {
    await manager.query(this.sql.warned, [warning.caseId, warning.userId, envelope.occurredAt]);
  }
}
