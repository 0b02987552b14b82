import type { CallerIdentity, UserDataExportDto } from '@boonies/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { sponsorshipTables } from '../database/sponsorship-tables';

/** The sponsorships service's part of Download Your Data: sponsorships as the brand and as the athlete. */
@Injectable()
export class SponsorshipsExportService {
  private readonly query: (column: 'brand_id' | 'athlete_id') => string;

  constructor(private readonly dataSource: DataSource) {
    const { sponsorships } = sponsorshipTables(dataSource);
    // One statement per side, so each reads its own index.
    this.query = (column) => `
      SELECT id, brand_id AS "brandId", athlete_id AS "athleteId", status, created_at AS "createdAt",
             updated_at AS "updatedAt"
        FROM ${sponsorships} WHERE ${column} = $1
       ORDER BY created_at, id`;
  }

  async export(caller: CallerIdentity): Promise<UserDataExportDto> {
    const [asBrand, asAthlete] = await Promise.all([
      this.dataSource.query<unknown[]>(this.query('brand_id'), [caller.userId]),
      this.dataSource.query<unknown[]>(this.query('athlete_id'), [caller.userId]),
    ]);
    return { service: 'sponsorships', exportedAt: new Date().toISOString(), data: { asBrand, asAthlete } };
  }
}
