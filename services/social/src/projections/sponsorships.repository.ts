import type { SponsorshipChangedV1 } from '@boonies/contracts/sponsorships';
import { newerWins, tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Sponsorship } from './entities/sponsorship.entity';

/** Each sponsorship's latest state, newest change wins. */
@Injectable()
export class SponsorshipsRepository {
  private readonly sponsorships;

  constructor(dataSource: DataSource) {
    this.sponsorships = newerWins({
      table: tablePaths(dataSource, { sponsorships: Sponsorship }).sponsorships,
      key: ['sponsorship_id'],
      // A sponsorship's parties never change: only its status does.
      columns: ['brand_id', 'athlete_id', 'status'],
      version: 'changed_at',
    });
  }

  /** Stores the change unless a newer one is stored; answers whether it was. */
  apply(manager: EntityManager, change: SponsorshipChangedV1): Promise<boolean> {
    return this.sponsorships.apply(manager, {
      sponsorship_id: change.sponsorshipId,
      brand_id: change.brandId,
      athlete_id: change.athleteId,
      status: change.status,
      changed_at: change.changedAt,
    });
  }
}
