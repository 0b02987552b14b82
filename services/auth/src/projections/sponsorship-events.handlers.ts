import { EVENTS, SponsorshipChangedV1 } from '@boonies/contracts';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { newerWins } from '@boonies/platform';
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
  private readonly sponsorships;

  constructor(
    dataSource: DataSource,
    private readonly profiles: ProfilesService,
  ) {
    this.sponsorships = newerWins({
      table: authTables(dataSource).sponsorships,
      key: ['sponsorship_id'],
      // A sponsorship's parties never change: only its status does.
      columns: ['brand_id', 'athlete_id', 'status'],
      version: 'changed_at',
    });
  }

  @EventHandler(EVENTS.sponsorships.sponsorshipChanged, SponsorshipChangedV1)
  async onSponsorshipChanged(
    change: SponsorshipChangedV1,
    { envelope, manager }: EventContext<SponsorshipChangedV1>,
  ): Promise<void> {
    const applied = await this.sponsorships.apply(manager, {
      sponsorship_id: change.sponsorshipId,
      brand_id: change.brandId,
      athlete_id: change.athleteId,
      status: change.status,
      changed_at: change.changedAt,
    });
    if (!applied || change.status !== 'accepted') return;
    await this.profiles.applyAcceptedSponsorship(manager, change.athleteId, {
      producer: 'auth',
      correlationId: envelope.correlationId,
      actorId: envelope.actorId,
    });
  }
}
