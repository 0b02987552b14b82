import {
  AUDIT_PAGE_MAX,
  type ActionTargetType,
  type AuditEntryDto,
  type AuditLogQuery,
  type AuditPageDto,
} from '@boonies/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { adminTables } from '../database/admin-tables';
import { decodeAuditCursor, encodeAuditCursor } from './audit-cursor';

const DEFAULT_PAGE = 50;

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

interface AuditRow {
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

/** The admin audit log: written from events and from this service's own admin actions, read by admins. */
@Injectable()
export class AuditService {
  private readonly insert: string;
  private readonly page: string;

  constructor(private readonly dataSource: DataSource) {
    const { auditLog, people } = adminTables(dataSource);
    this.insert = `
      INSERT INTO ${auditLog} (id, action, summary, subject_id, target_type, target_owner_id, actor_id,
                               acting_as, occurred_at, correlation_id)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
      ON CONFLICT (id) DO NOTHING`;
    // One statement for every combination of filters: an absent filter is a null that matches everything.
    this.page = `
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
       LIMIT $3`;
  }

  /** Records an entry in the caller's transaction; the same id twice is recorded once. */
  async record(manager: EntityManager, entry: NewAuditEntry): Promise<void> {
    await manager.query(this.insert, [
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

  /** Newest first, a page at a time, narrowed by the query's filters (admins only, gated on the handler). */
  async list(query: AuditLogQuery): Promise<AuditPageDto> {
    const { before, limit } = query;
    const size = Math.min(limit ?? DEFAULT_PAGE, AUDIT_PAGE_MAX);
    const position = before ? decodeAuditCursor(before) : null;
    const rows = await this.dataSource.query<AuditRow[]>(this.page, [
      position?.occurredAt ?? null,
      position?.id ?? null,
      size + 1,
      query.actor ?? null,
      query.action ?? null,
      query.mode ?? null,
      query.targetUser ?? null,
      query.from ?? null,
      query.to ?? null,
    ]);
    const entries = rows.slice(0, size).map(toAuditEntryDto);
    const last = entries.at(-1);
    return {
      entries,
      nextCursor:
        rows.length > size && last ? encodeAuditCursor({ occurredAt: last.occurredAt, id: last.id }) : null,
    };
  }
}

function toAuditEntryDto(row: AuditRow): AuditEntryDto {
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
