import type { AuditEntryDto, AuditMode } from '@boonies/contracts/admin';
import type { ActionTargetType } from '@boonies/contracts/events';
import { tablePaths } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { PEOPLE } from '../projections/entities/person.entity';
import { AuditEntry } from './entities/audit-entry.entity';

/** What one entry records; `id` is the event's own id for entries made from events. */
export interface NewAuditEntry {
  id: string;
  action: string;
  summary: string;
  subjectId: string | null;
  /** The kind of thing touched and whose it is; both null when unknown. */
  targetType?: ActionTargetType | null;
  targetOwnerId?: string | null;
  actorId: string | null;
  actingAs: string | null;
  occurredAt: string;
  correlationId: string;
}

/** Which entries a page holds; a null filter matches everything. */
export interface AuditPageFilter {
  /** The page starts after this entry (newest first, ties by id). */
  after: { occurredAt: string; id: string } | null;
  limit: number;
  actorUsername: string | null;
  action: string | null;
  mode: AuditMode | null;
  targetUsername: string | null;
  from: string | null;
  to: string | null;
}

/** An entry as a person's own archive holds it. */
export type ExportedAuditEntry = Pick<
  AuditEntry,
  'id' | 'action' | 'summary' | 'subjectId' | 'actorId' | 'actingAs' | 'occurredAt' | 'correlationId'
>;

interface AuditPageRow {
  id: string;
  action: string;
  summary: string;
  subject_id: string | null;
  target_type: ActionTargetType | null;
  target_owner_id: string | null;
  target_owner_username: string | null;
  actor_id: string | null;
  actor_username: string | null;
  acting_as: string | null;
  acting_as_username: string | null;
  occurred_at: Date;
  correlation_id: string;
}

function toAuditEntryDto(row: AuditPageRow): AuditEntryDto {
  return {
    id: row.id,
    action: row.action,
    summary: row.summary,
    subjectId: row.subject_id,
    target:
      row.target_type && row.subject_id
        ? {
            type: row.target_type,
            id: row.subject_id,
            owner: row.target_owner_id
              ? { id: row.target_owner_id, username: row.target_owner_username }
              : null,
          }
        : null,
    mode: row.acting_as ? 'puppet' : 'self',
    actor: row.actor_id ? { id: row.actor_id, username: row.actor_username } : null,
    actingAs: row.acting_as ? { id: row.acting_as, username: row.acting_as_username } : null,
    occurredAt: row.occurred_at.toISOString(),
    correlationId: row.correlation_id,
  };
}

/** The audit log, its entries shown with the names of the people they concern. */
@Injectable()
export class AuditLogRepository {
  private readonly sql: { insert: string; page: string; present: string };
  private readonly auditLog: string;

  constructor(private readonly dataSource: DataSource) {
    const { auditLog, people } = tablePaths(dataSource, { auditLog: AuditEntry, people: PEOPLE });
    this.auditLog = auditLog;
    this.sql = {
      // Raw SQL: an entry recorded twice (a redelivered event) is dropped by its id, not refused.
      insert: `
        INSERT INTO ${auditLog} (id, action, summary, subject_id, target_type, target_owner_id, actor_id,
                                 acting_as, occurred_at, correlation_id)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
        ON CONFLICT (id) DO NOTHING`,
      // One statement for every combination of filters: an absent filter is a null that matches everything.
      page: `
        SELECT a.id, a.action, a.summary, a.subject_id, a.target_type, a.target_owner_id,
               owner.username AS target_owner_username, a.actor_id, actor.username AS actor_username,
               a.acting_as, puppet.username AS acting_as_username, a.occurred_at, a.correlation_id
          FROM ${auditLog} a
          LEFT JOIN ${people} actor ON actor.user_id = a.actor_id
          LEFT JOIN ${people} puppet ON puppet.user_id = a.acting_as
          LEFT JOIN ${people} owner ON owner.user_id = a.target_owner_id
         WHERE ($1::timestamptz IS NULL OR (a.occurred_at, a.id) < ($1::timestamptz, $2::uuid))
           AND ($4::text IS NULL OR actor.username = $4::text)
           AND ($5::text IS NULL OR a.action = $5::text)
           AND ($6::text IS NULL OR ($6::text = 'puppet') = (a.acting_as IS NOT NULL))
           AND ($7::text IS NULL OR EXISTS (
                 SELECT 1 FROM ${people} target
                  WHERE target.username = $7::text
                    AND (target.user_id = a.target_owner_id OR target.user_id::text = a.subject_id)))
           AND ($8::timestamptz IS NULL OR a.occurred_at >= $8::timestamptz)
           AND ($9::timestamptz IS NULL OR a.occurred_at < $9::timestamptz)
         ORDER BY a.occurred_at DESC, a.id DESC
         LIMIT $3`,
      present: 'SELECT to_regclass($1) IS NOT NULL AS present',
    };
  }

  /** Records an entry in the caller's transaction; the same id twice is recorded once. */
  async insert(manager: EntityManager, entry: NewAuditEntry): Promise<void> {
    await manager.query(this.sql.insert, [
      entry.id,
      entry.action,
      entry.summary,
      entry.subjectId,
      entry.targetType ?? null,
      entry.targetOwnerId ?? null,
      entry.actorId,
      entry.actingAs,
      entry.occurredAt,
      entry.correlationId,
    ]);
  }

  /** Up to `limit` entries the filter picks, newest first. */
  async page(filter: AuditPageFilter): Promise<AuditEntryDto[]> {
    const rows = await this.dataSource.query<AuditPageRow[]>(this.sql.page, [
      filter.after?.occurredAt ?? null,
      filter.after?.id ?? null,
      filter.limit,
      filter.actorUsername,
      filter.action,
      filter.mode,
      filter.targetUsername,
      filter.from,
      filter.to,
    ]);
    return rows.map(toAuditEntryDto);
  }

  /**
   * The entries where `userId` is the actor or the puppet, oldest first; none on a schema without an audit
   * log, so a person's archive never fails on it. An export is rare: no index on the person columns needed.
   */
  async entriesOfPerson(userId: string): Promise<ExportedAuditEntry[]> {
    const [{ present }] = await this.dataSource.query<{ present: boolean }[]>(this.sql.present, [
      this.auditLog,
    ]);
    if (!present) return [];
    return this.dataSource.manager.find(AuditEntry, {
      select: {
        id: true,
        action: true,
        summary: true,
        subjectId: true,
        actorId: true,
        actingAs: true,
        occurredAt: true,
        correlationId: true,
      },
      where: [{ actorId: userId }, { actingAs: userId }],
      order: { occurredAt: 'ASC', id: 'ASC' },
    });
  }
}
