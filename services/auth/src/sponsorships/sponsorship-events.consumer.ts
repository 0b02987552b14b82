import { SponsorshipChangedV1, SPONSORSHIPS_EVENTS } from '@boonies/contracts/sponsorships';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { eventMetaFrom } from '../event-meta';
import { ProfileEditsService } from '../profiles/profile-edits.service';
import { SponsorshipsRepository } from './sponsorships.repository';

/**
 * Each sponsorship's latest state, for the status rule "a sponsored athlete keeps a status". A change
 * older than the stored one is ignored; an acceptance gives an athlete without status the flow status.
 */
@Injectable()
export class SponsorshipEventsConsumer {
  constructor(
    private readonly sponsorships: SponsorshipsRepository,
    private readonly profiles: ProfileEditsService,
  ) {}

  @EventHandler(SPONSORSHIPS_EVENTS.sponsorshipChanged)
  async onSponsorshipChanged(
    change: SponsorshipChangedV1,
    { envelope, manager }: EventContext<SponsorshipChangedV1>,
  ): Promise<void> {
    const applied = await this.sponsorships.apply(manager, change);
    if (!applied || change.status !== 'accepted') return;
    await this.profiles.applyAcceptedSponsorship(manager, change.athleteId, eventMetaFrom({ envelope }));
  }
}
