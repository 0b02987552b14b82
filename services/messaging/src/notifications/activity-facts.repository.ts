import type { SponsorshipState } from '@boonies/contracts/sponsorships';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { tablePaths } from '@boonies/platform';
import { SponsorshipRequest } from '../projections/entities/sponsorship-request.entity';
import { TrickName } from '../projections/entities/trick-name.entity';

/** What the activity notifications read of this service's copies of trick names and sponsorships. */
@Injectable()
export class ActivityFactsRepository {
  private readonly sql: { trickName: string; lockSponsorship: string };

  constructor(dataSource: DataSource) {
    const t = tablePaths(dataSource, { sponsorshipRequests: SponsorshipRequest, trickNames: TrickName });
    this.sql = {
      trickName: `SELECT name FROM ${t.trickNames} WHERE trick_id = $1`,
      lockSponsorship: `SELECT status FROM ${t.sponsorshipRequests} WHERE id = $1 FOR UPDATE`,
    };
  }

  /** The trick's name, if the copy of the catalogue has it. */
  async trickName(manager: EntityManager, trickId: string): Promise<string | null> {
    const [trick] = await manager.query<{ name: string }[]>(this.sql.trickName, [trickId]);
    return trick?.name ?? null;
  }

  /**
   * The sponsorship's stored status, locked: a concurrent change of the same sponsorship waits and then
   * sees this one's result.
   */
  async lockSponsorshipStatus(manager: EntityManager, id: string): Promise<SponsorshipState | null> {
    const [current] = await manager.query<{ status: SponsorshipState }[]>(this.sql.lockSponsorship, [id]);
    return current?.status ?? null;
  }
}
