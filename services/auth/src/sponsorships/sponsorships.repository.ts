import type { SponsorshipChangedV1 } from '@boonies/contracts/sponsorships';
import { newerWins, tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Sponsorship } from './entities/sponsorship.entity';

/** Each sponsorship's latest state, newest change wins: the status rules of profile edits read it. */
@Injectable()
export class SponsorshipsRepository {
  private readonly sponsorships;

  private readonly acceptedQuery: string;

  constructor(private readonly dataSource: DataSource) {
    const { sponsorships } = tablePaths(dataSource, { sponsorships: Sponsorship });
    this.acceptedQuery = `
      SELECT EXISTS (SELECT 1 FROM ${sponsorships} WHERE athlete_id = $1 AND status = 'accepted') AS sponsored`;
    this.sponsorships = newerWins({
      table: sponsorships,
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

  /** Whether a sponsorship of the athlete is accepted (a sponsored athlete keeps a status). */
  async isSponsored(userId: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const [{ sponsored }] = await manager.query<{ sponsored: boolean }[]>(this.acceptedQuery, [userId]);
    return sponsored;
  }
}
