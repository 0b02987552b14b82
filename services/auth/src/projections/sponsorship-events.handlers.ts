import { EVENTS, SponsorshipChangedV1 } from '@boonies/contracts';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { authTables } from '../database/auth-tables';
import { ProfilesService } from '../profiles/profiles.service';

/**
 * Each sponsorship's latest state, for the status rule "a sponsored athlete keeps a status". A change
 * older than the stored one is ignored; an acceptance gives an athlete without status the flow status.
 */
@Injectable()
export class SponsorshipEventsHandlers {
  private readonly upsert: string;

  constructor(
    dataSource: DataSource,
    private readonly profiles: ProfilesService,
  ) {
    this.upsert = `
      INSERT INTO ${authTables(dataSource).sponsorships} AS s (sponsorship_id, brand_id, athlete_id, status, changed_at)
      VALUES ($1, $2, $3, $4, $5)
      ON CONFLICT (sponsorship_id) DO UPDATE SET status = EXCLUDED.status, changed_at = EXCLUDED.changed_at
      WHERE s.changed_at < EXCLUDED.changed_at
      RETURNING s.status`;
  }

  @EventHandler(EVENTS.sponsorships.sponsorshipChanged, SponsorshipChangedV1)
  async onSponsorshipChanged(
    change: SponsorshipChangedV1,
    { envelope, manager }: EventContext<SponsorshipChangedV1>,
  ): Promise<void> {
    const applied = await manager.query<{ status: string }[]>(this.upsert, [
      change.sponsorshipId,
      change.brandId,
      change.athleteId,
      change.status,
      change.changedAt,
    ]);
    if (applied[0]?.status !== 'accepted') return;
    await this.profiles.applyAcceptedSponsorship(manager, change.athleteId, {
      producer: 'auth',
      correlationId: envelope.correlationId,
      actorId: envelope.actorId,
    });
  }
}
