import {
  type CallerIdentity,
  EVENTS,
  type RemovedSponsorshipDto,
  type RequestSponsorshipDto,
  SPONSORSHIP_MESSAGES,
  type SponsorshipAnswer,
  type SponsorshipDto,
  type SponsorshipListQuery,
  type SponsorshipStatus,
} from '@boonies/contracts';
import { Outbox } from '@boonies/messaging';
import { DomainError, forbidden, notFound } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { eventMetaOf } from '../access/caller-access';
import { sponsorshipTables } from '../database/sponsorship-tables';
import { type NamedAccountFacts, profileVisibility } from './list-access';
import {
  changeTimeAfter,
  listRefusal,
  mayRemove,
  policyRefusal,
  requestRefusal,
  roleOf,
  transition,
} from './sponsorship-rules';
import { type SponsorshipRow, sponsorshipChangedOf, toSponsorshipDto } from './sponsorship-view';

/** A list never answers more than this many, newest first: a brand's or an athlete's sponsorships are few. */
export const SPONSORSHIP_LIST_MAX = 500;

interface StoredRow {
  id: string;
  brand_id: string;
  athlete_id: string;
  status: SponsorshipStatus;
  updated_at: Date;
}

interface AccountRow {
  user_id: string;
  is_brand: boolean;
  is_active: boolean;
  is_suspended: boolean;
}

/** Requests, answers, removals and the lists; every change is announced through the outbox in its transaction. */
@Injectable()
export class SponsorshipsService {
  private readonly sql: {
    accounts: string;
    insert: string;
    lockById: string;
    lockLivePair: string;
    answer: string;
    remove: string;
    one: string;
    blocks: string;
    namedAccounts: string;
  };
  private readonly tables: ReturnType<typeof sponsorshipTables>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {
    const t = (this.tables = sponsorshipTables(dataSource));
    const columns = 'id, brand_id, athlete_id, status, updated_at';
    this.sql = {
      accounts: `
        SELECT user_id, is_brand, is_active, coalesce(suspended_until > now(), false) AS is_suspended
        FROM ${t.users} WHERE user_id = ANY($1::uuid[])`,
      // [caller blocked athlete, athlete blocked caller]
      blocks: `
        SELECT EXISTS (SELECT 1 FROM ${t.blocks} WHERE blocker_id = $1 AND blocked_id = $2 AND is_blocking) AS by_caller,
               EXISTS (SELECT 1 FROM ${t.blocks} WHERE blocker_id = $2 AND blocked_id = $1 AND is_blocking) AS by_athlete`,
      // Each account a list names, with a block either way between it and the caller ($1).
      namedAccounts: `
        SELECT u.user_id AS "userId", u.is_brand AS "isBrand", u.is_active AS "isActive",
               coalesce(u.suspended_until > now(), false) AS "isSuspended",
               EXISTS (SELECT 1 FROM ${t.blocks} b
                       WHERE b.blocker_id = $1 AND b.blocked_id = u.user_id AND b.is_blocking) AS "callerBlockedIt",
               EXISTS (SELECT 1 FROM ${t.blocks} b
                       WHERE b.blocker_id = u.user_id AND b.blocked_id = $1 AND b.is_blocking) AS "itBlockedCaller"
        FROM ${t.users} u WHERE u.user_id = ANY($2::uuid[])`,
      // The partial unique index decides duplicates, so two concurrent requests cannot both get in.
      insert: `
        INSERT INTO ${t.sponsorships} (id, brand_id, athlete_id, status, created_at, updated_at)
        VALUES ($1, $2, $3, 'pending', $4, $4)
        ON CONFLICT (brand_id, athlete_id) WHERE status IN ('pending', 'accepted') DO NOTHING
        RETURNING id`,
      lockById: `SELECT ${columns} FROM ${t.sponsorships} WHERE id = $1 FOR UPDATE`,
      lockLivePair: `
        SELECT ${columns} FROM ${t.sponsorships}
        WHERE brand_id = $1 AND athlete_id = $2 AND status IN ('pending', 'accepted') FOR UPDATE`,
      answer: `UPDATE ${t.sponsorships} SET status = $2, updated_at = $3 WHERE id = $1`,
      remove: `DELETE FROM ${t.sponsorships} WHERE id = $1`,
      one: this.hydrated(`SELECT * FROM ${t.sponsorships} WHERE id = $1`),
    };
  }

  /** A brand asks an athlete, if the access policy lets it; the brand is the caller whatever the body says. */
  async request(
    caller: CallerIdentity,
    request: RequestSponsorshipDto,
    correlationId: string,
  ): Promise<SponsorshipDto> {
    // The contract guarantees exactly one of the two is a UUID.
    const athleteField = request.userId != null ? 'userId' : 'user_id';
    const athleteId = (request.userId ?? request.user_id) as string;
    const [accounts, [blocks]] = await Promise.all([
      this.dataSource.query<AccountRow[]>(this.sql.accounts, [[caller.userId, athleteId]]),
      this.dataSource.query<{ by_caller: boolean; by_athlete: boolean }[]>(this.sql.blocks, [
        caller.userId,
        athleteId,
      ]),
    ]);
    const account = (id: string) => accounts.find((row) => row.user_id === id);
    const athlete = account(athleteId);
    const refusal = requestRefusal({
      caller,
      callerIsBrand: account(caller.userId)?.is_brand ?? false,
      claimedBrandId: request.brand_id ?? undefined,
      athleteId,
      athleteField,
      athlete: athlete
        ? { isBrand: athlete.is_brand, isActive: athlete.is_active, isSuspended: athlete.is_suspended }
        : null,
      callerBlockedAthlete: blocks.by_caller,
      athleteBlockedCaller: blocks.by_athlete,
    });
    if (refusal) throw refusal;

    const id = randomUUID();
    const createdAt = new Date();
    return this.dataSource.transaction(async (manager) => {
      const inserted = await manager.query<{ id: string }[]>(this.sql.insert, [
        id,
        caller.userId,
        athleteId,
        createdAt,
      ]);
      if (inserted.length === 0) throw new DomainError('CONFLICT', SPONSORSHIP_MESSAGES.duplicate);
      await this.outbox.append(
        manager,
        EVENTS.sponsorships.sponsorshipChanged,
        sponsorshipChangedOf({ id, brandId: caller.userId, athleteId }, 'pending', createdAt),
        eventMetaOf(caller, correlationId),
      );
      return this.one(manager, id);
    });
  }

  /** The athlete accepts or rejects a pending request; the answer is final. */
  async answer(
    caller: CallerIdentity,
    id: string,
    status: SponsorshipAnswer,
    correlationId: string,
  ): Promise<SponsorshipDto> {
    return this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query<StoredRow[]>(this.sql.lockById, [id]);
      if (!row) throw notFound('Sponsorship');
      const step = transition(
        row.status,
        status === 'accepted' ? 'accept' : 'reject',
        roleOf(caller, pairOf(row)),
      );
      if (step.refusal) throw step.refusal;
      const changedAt = changeTimeAfter(row.updated_at);
      await manager.query(this.sql.answer, [id, step.next, changedAt]);
      await this.outbox.append(
        manager,
        EVENTS.sponsorships.sponsorshipChanged,
        sponsorshipChangedOf(pairOf(row), step.next, changedAt),
        eventMetaOf(caller, correlationId),
      );
      return this.one(manager, id);
    });
  }

  /** The brand (or an admin) cancels the pair's pending request or ends its accepted sponsorship. */
  async remove(
    caller: CallerIdentity,
    pair: { brandId: string; athleteId: string },
    correlationId: string,
  ): Promise<RemovedSponsorshipDto> {
    const role = roleOf(caller, pair);
    // Refused before looking: someone else learns nothing about the pair.
    if (!mayRemove(role)) throw forbidden(SPONSORSHIP_MESSAGES.brandOnly);
    return this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query<StoredRow[]>(this.sql.lockLivePair, [pair.brandId, pair.athleteId]);
      if (!row) throw notFound('Sponsorship');
      const step = transition(row.status, 'remove', role);
      if (step.refusal) throw step.refusal;
      const changedAt = changeTimeAfter(row.updated_at);
      await manager.query(this.sql.remove, [row.id]);
      await this.outbox.append(
        manager,
        EVENTS.sponsorships.sponsorshipChanged,
        sponsorshipChangedOf(pairOf(row), step.next, changedAt),
        // An admin removing a pair they are no side of is moderation: marked for the audit log.
        eventMetaOf(caller, correlationId, {
          type: 'sponsorship',
          id: row.id,
          ownerId: pairOf(row).brandId,
          rule: 'owner-or-admin',
        }),
      );
      return { removed: true, id: row.id };
    });
  }

  /** The requests the caller received as an athlete (the inbox's Sponsorships tab), newest first. */
  mine(caller: CallerIdentity): Promise<SponsorshipDto[]> {
    return this.list('athlete_id = $1', [caller.userId]);
  }

  /**
   * A brand's athletes, an athlete's sponsors, or one pair, optionally in one state; newest first. Whose
   * list it is answers as their profile does (a gone account, or one that blocked the caller, is not
   * there), and a row whose other side the caller may not see is left out.
   */
  async find(caller: CallerIdentity, query: SponsorshipListQuery): Promise<SponsorshipDto[]> {
    const owners = [query.brandId, query.athleteId].filter((id): id is string => id !== undefined);
    const ownerVisible = await this.visibility(caller, owners);
    for (const owner of owners) {
      const hidden = policyRefusal(ownerVisible(owner));
      if (hidden) throw hidden;
    }
    const refusal = listRefusal(caller, query);
    if (refusal) throw refusal;
    const conditions: string[] = [];
    const values: unknown[] = [];
    const add = (column: string, value: string | undefined) => {
      if (value === undefined) return;
      values.push(value);
      conditions.push(`${column} = $${values.length}`);
    };
    add('brand_id', query.brandId);
    add('athlete_id', query.athleteId);
    add('status', query.status);
    const rows = await this.list(conditions.join(' AND ') || 'true', values);
    const visible = await this.visibility(caller, [
      ...new Set(rows.flatMap((row) => [row.brandId, row.athleteId])),
    ]);
    return rows.filter((row) => visible(row.brandId).allowed && visible(row.athleteId).allowed);
  }

  /** The access policy's `view_profile` answer for each of `userIds`, from this service's projections. */
  private async visibility(caller: CallerIdentity, userIds: string[]) {
    const known =
      userIds.length === 0
        ? []
        : await this.dataSource.query<NamedAccountFacts[]>(this.sql.namedAccounts, [caller.userId, userIds]);
    return profileVisibility(caller, known);
  }

  private async list(filter: string, values: unknown[]): Promise<SponsorshipDto[]> {
    const rows = await this.dataSource.query<SponsorshipRow[]>(
      this.hydrated(
        `SELECT * FROM ${this.tables.sponsorships} WHERE ${filter}
         ORDER BY created_at DESC, id DESC LIMIT ${SPONSORSHIP_LIST_MAX}`,
      ),
      values,
    );
    return rows.map(toSponsorshipDto);
  }

  private async one(manager: EntityManager, id: string): Promise<SponsorshipDto> {
    const [row] = await manager.query<SponsorshipRow[]>(this.sql.one, [id]);
    return toSponsorshipDto(row);
  }

  /** The sponsorships `selection` picks with both sides' public fields, newest first. */
  private hydrated(selection: string): string {
    const { users } = this.tables;
    return `
      SELECT s.id, s.brand_id, s.athlete_id, s.status, s.created_at, s.updated_at,
             b.username AS brand_username, b.profile_picture AS brand_picture,
             a.username AS athlete_username, a.profile_picture AS athlete_picture,
             a.pro_status AS athlete_pro, a.amateur_status AS athlete_amateur, a.flow_status AS athlete_flow
      FROM (${selection}) s
      LEFT JOIN ${users} b ON b.user_id = s.brand_id
      LEFT JOIN ${users} a ON a.user_id = s.athlete_id
      ORDER BY s.created_at DESC, s.id DESC`;
  }
}

function pairOf(row: StoredRow): { id: string; brandId: string; athleteId: string } {
  return { id: row.id, brandId: row.brand_id, athleteId: row.athlete_id };
}
