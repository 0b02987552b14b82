import type { SponsorshipChangedV1 } from '@boonies/contracts/sponsorships';
import { type SponsorshipProjection, sponsorshipProjection, tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { SPONSORSHIPS } from './entities/sponsorship.entity';

/** Each sponsorship's latest state, newest change wins: the status rules of profile edits read it. */
@Injectable()
export class SponsorshipsRepository {
  private readonly sponsorships: SponsorshipProjection;

  constructor(private readonly dataSource: DataSource) {
    this.sponsorships = sponsorshipProjection(
      tablePaths(dataSource, { sponsorships: SPONSORSHIPS }).sponsorships,
    );
  }

  /** Stores the change unless a newer one is stored; answers whether it was. */
  apply(manager: EntityManager, change: SponsorshipChangedV1): Promise<boolean> {
    return this.sponsorships.apply(manager, change);
  }

  /** Whether a sponsorship of the athlete is accepted (a sponsored athlete keeps a status). */
  isSponsored(userId: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    return this.sponsorships.isSponsored(manager, userId);
  }
}
