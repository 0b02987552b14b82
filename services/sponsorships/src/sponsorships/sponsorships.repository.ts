import {
  LIVE_SPONSORSHIP_STATUSES,
  type SponsorshipDto,
  type SponsorshipStatus,
} from '@boonies/contracts/sponsorships';
import { SqlParams, tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In } from 'typeorm';
import { USERS } from '../projections/entities/user.entity';
import { Sponsorship } from './entities/sponsorship.entity';
import { type SponsorshipRow, toSponsorshipDto } from './sponsorship-view';

/** A list never answers more than this many, newest first: a brand's or an athlete's sponsorships are few. */
export const SPONSORSHIP_LIST_MAX = 500;

/** Which sponsorships a list holds; every given field must match. */
export interface SponsorshipFilter {
  brandId?: string;
  athleteId?: string;
  status?: SponsorshipStatus;
}

/** A new request, as the brand makes it. */
export interface NewSponsorship {
  id: string;
  brandId: string;
  athleteId: string;
  createdAt: Date;
}

/** The sponsorships table, and its rows shown with both sides' public fields from the users projection. */
@Injectable()
export class SponsorshipsRepository {
  private readonly sql: { insertPending: string; shown: (selection: string) => string };
  private readonly tables;

  constructor(private readonly dataSource: DataSource) {
    const t = (this.tables = tablePaths(dataSource, { sponsorships: Sponsorship, users: USERS }));
    this.sql = {
      // The partial unique index decides duplicates, so two concurrent requests cannot both get in.
      insertPending: `
        INSERT INTO ${t.sponsorships} (id, brand_id, athlete_id, status, created_at, updated_at)
        VALUES ($1, $2, $3, 'pending', $4, $4)
        ON CONFLICT (brand_id, athlete_id) WHERE status IN ('pending', 'accepted') DO NOTHING
        RETURNING id`,
      // The sponsorships `selection` picks with both sides' public fields, newest first.
      shown: (selection) => `
        SELECT s.id, s.brand_id, s.athlete_id, s.status, s.created_at, s.updated_at,
               b.username AS brand_username, b.profile_picture AS brand_picture,
               a.username AS athlete_username, a.profile_picture AS athlete_picture,
               a.pro_status AS athlete_pro, a.amateur_status AS athlete_amateur, a.flow_status AS athlete_flow
        FROM (${selection}) s
        LEFT JOIN ${t.users} b ON b.user_id = s.brand_id
        LEFT JOIN ${t.users} a ON a.user_id = s.athlete_id
        ORDER BY s.created_at DESC, s.id DESC`,
    };
  }

  /** Stores a pending request; `false` when the pair already has a pending or accepted sponsorship. */
  async insertPending(manager: EntityManager, sponsorship: NewSponsorship): Promise<boolean> {
    const { id, brandId, athleteId, createdAt } = sponsorship;
    const inserted = await manager.query<{ id: string }[]>(this.sql.insertPending, [
      id,
      brandId,
      athleteId,
      createdAt,
    ]);
    return inserted.length > 0;
  }

  /** One sponsorship, locked until the transaction ends. */
  lockById(manager: EntityManager, id: string): Promise<Sponsorship | null> {
    return manager.findOne(Sponsorship, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** The pair's pending or accepted sponsorship, locked until the transaction ends. */
  lockLivePair(
    manager: EntityManager,
    pair: { brandId: string; athleteId: string },
  ): Promise<Sponsorship | null> {
    return manager.findOne(Sponsorship, {
      where: { brandId: pair.brandId, athleteId: pair.athleteId, status: In([...LIVE_SPONSORSHIP_STATUSES]) },
      lock: { mode: 'pessimistic_write' },
    });
  }

  async setStatus(manager: EntityManager, id: string, status: SponsorshipStatus, at: Date): Promise<void> {
    await manager.update(Sponsorship, { id }, { status, updatedAt: at });
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.delete(Sponsorship, { id });
  }

  /** One sponsorship as the lists show it, read in the caller's transaction. */
  async shownById(manager: EntityManager, id: string): Promise<SponsorshipDto> {
    const [row] = await manager.query<SponsorshipRow[]>(
      this.sql.shown(`SELECT * FROM ${this.tables.sponsorships} WHERE id = $1`),
      [id],
    );
    return toSponsorshipDto(row);
  }

  /** The sponsorships `filter` picks, newest first, at most `SPONSORSHIP_LIST_MAX`. */
  async list(filter: SponsorshipFilter): Promise<SponsorshipDto[]> {
    const params = new SqlParams();
    const conditions: string[] = [];
    const add = (column: string, value: string | undefined) => {
      if (value !== undefined) conditions.push(`${column} = ${params.add(value)}`);
    };
    add('brand_id', filter.brandId);
    add('athlete_id', filter.athleteId);
    add('status', filter.status);
    const rows = await this.dataSource.query<SponsorshipRow[]>(
      this.sql.shown(
        `SELECT * FROM ${this.tables.sponsorships} WHERE ${conditions.join(' AND ') || 'true'}
         ORDER BY created_at DESC, id DESC LIMIT ${SPONSORSHIP_LIST_MAX}`,
      ),
      params.values,
    );
    return rows.map(toSponsorshipDto);
  }

  /** Every sponsorship `userId` is the brand or the athlete of, oldest first (one index per side). */
  ofUser(side: 'brand' | 'athlete', userId: string): Promise<Sponsorship[]> {
    return this.dataSource.manager.find(Sponsorship, {
      where: side === 'brand' ? { brandId: userId } : { athleteId: userId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }
}
