import { EVENTS, UserProfileChangedV1 } from '@boonies/contracts';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { verificationTables } from '../database/verification-tables';

/**
 * Keeps `voters` in step with the auth service's roles. A revision is applied only when newer than the
 * stored one, so a late or repeated event never rolls a role back.
 */
@Injectable()
export class VoterProfilesHandlers {
  private readonly upsertVoter: string;

  constructor(dataSource: DataSource) {
    const { voters } = verificationTables(dataSource);
    this.upsertVoter = `
      INSERT INTO ${voters} AS v (user_id, is_admin, is_trusted, updated_at)
      VALUES ($1, $2, $3, $4)
      ON CONFLICT (user_id) DO UPDATE SET
        is_admin = EXCLUDED.is_admin,
        is_trusted = EXCLUDED.is_trusted,
        updated_at = EXCLUDED.updated_at
      WHERE v.updated_at < EXCLUDED.updated_at`;
  }

  @EventHandler(EVENTS.auth.userRegistered, UserProfileChangedV1)
  @EventHandler(EVENTS.auth.userUpdated, UserProfileChangedV1)
  async onProfileChanged(
    user: UserProfileChangedV1,
    { manager }: EventContext<UserProfileChangedV1>,
  ): Promise<void> {
    await manager.query(this.upsertVoter, [user.userId, user.isAdmin, user.isTrusted, user.updatedAt]);
  }
}
