import { SponsorshipChangedV1, SPONSORSHIPS_EVENTS } from '@boonies/contracts/sponsorships';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { type SponsorshipProjection, sponsorshipProjection, tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SPONSORSHIPS } from './entities/sponsorship.entity';

/**
 * Each sponsorship's latest state, so the owner's profile can say an athlete status must stay while a
 * sponsorship is accepted. A change older than the stored one is ignored. (The flow status an acceptance
 * brings is the auth service's: it owns the account.)
 */
@Injectable()
export class SponsorshipEventsConsumer {
  private readonly sponsorships: SponsorshipProjection;

  constructor(dataSource: DataSource) {
    this.sponsorships = sponsorshipProjection(
      tablePaths(dataSource, { sponsorships: SPONSORSHIPS }).sponsorships,
    );
  }

  @EventHandler(SPONSORSHIPS_EVENTS.sponsorshipChanged)
  async onSponsorshipChanged(
    change: SponsorshipChangedV1,
    { manager }: EventContext<SponsorshipChangedV1>,
  ): Promise<void> {
    await this.sponsorships.apply(manager, change);
  }
}
