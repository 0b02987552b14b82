import type { SponsorshipChangedV1, SponsorshipState } from '@boonies/contracts/sponsorships';
import { EntitySchema, type EntityManager } from 'typeorm';
import { newerWins } from './newer-wins';

/** A row of a service's copy of the sponsorships: its parties and its latest status. */
export interface SponsorshipFact {
  sponsorshipId: string;
  brandId: string;
  athleteId: string;
  status: SponsorshipState;
  /** When the change behind the current status happened: an older one never replaces it. */
  changedAt: Date;
}

/**
 * Each sponsorship's latest state, from `events.sponsorships.sponsorship-changed` (fed by
 * `sponsorshipProjection`): the table `sponsorships (sponsorship_id, brand_id, athlete_id, status,
 * changed_at)`, with the accepted ones indexed by athlete. Each service registers it among its entities, in
 * its own schema.
 */
export function sponsorshipsTable(): EntitySchema<SponsorshipFact> {
  return new EntitySchema<SponsorshipFact>({
    name: 'Sponsorship',
    tableName: 'sponsorships',
    columns: {
      sponsorshipId: {
        name: 'sponsorship_id',
        type: 'uuid',
        primary: true,
        primaryKeyConstraintName: 'sponsorships_pkey',
      },
      brandId: { name: 'brand_id', type: 'uuid' },
      athleteId: { name: 'athlete_id', type: 'uuid' },
      status: { type: 'varchar', length: 10 },
      changedAt: { name: 'changed_at', type: 'timestamptz' },
    },
    indices: [
      { name: 'sponsorships_accepted_athlete_idx', columns: ['athleteId'], where: `"status" = 'accepted'` },
    ],
  });
}

/** A service's copy of the sponsorships, over the table `sponsorshipsTable()` declares. */
export interface SponsorshipProjection {
  /** Stores the change unless a newer one is stored; answers whether it was. */
  apply(manager: EntityManager, change: SponsorshipChangedV1): Promise<boolean>;
  /** Whether a sponsorship of the athlete is accepted: a sponsored athlete keeps an athlete status. */
  isSponsored(manager: EntityManager, athleteId: string): Promise<boolean>;
}

/** Keeps `table` (a `sponsorshipsTable()`, schema-qualified) from the sponsorships service's changes. */
export function sponsorshipProjection(table: string): SponsorshipProjection {
  const upsert = newerWins({
    table,
    key: ['sponsorship_id'],
    // A sponsorship's parties never change: only its status does.
    columns: ['brand_id', 'athlete_id', 'status'],
    version: 'changed_at',
  });
  const acceptedQuery = `
      SELECT EXISTS (SELECT 1 FROM ${table} WHERE athlete_id = $1 AND status = 'accepted') AS sponsored`;
  return {
    apply: (manager, change) =>
      upsert.apply(manager, {
        sponsorship_id: change.sponsorshipId,
        brand_id: change.brandId,
        athlete_id: change.athleteId,
        status: change.status,
        changed_at: change.changedAt,
      }),
    async isSponsored(manager, athleteId) {
      const [{ sponsored }] = await manager.query<{ sponsored: boolean }[]>(acceptedQuery, [athleteId]);
      return sponsored;
    },
  };
}
