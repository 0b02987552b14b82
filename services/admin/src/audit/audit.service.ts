import {
  AUDIT_PAGE_MAX,
  type AuditEntryDto,
  type AuditLogQuery,
  type AuditPageDto,
  type CallerIdentity,
} from '@boonies/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { requireAdmin } from '../access/caller-access';
import { adminTables } from '../database/admin-tables';
import { decodeAuditCursor, encodeAuditCursor } from './audit-cursor';

const DEFAULT_PAGE = 50;

/** What one entry records; `id` is the event's own id for entries made from events. */
export interface NewAuditEntry {
  id: string;
  action: string;
  summary: string;
  subjectId: string | null;
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
      INSERT INTO ${auditLog} (id, action, summary, subject_id, actor_id, acting_as, occurred_at, correlation_id)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
      ON CONFLICT (id) DO NOTHING`;
    this.page = `
      SELECT a.id, a.action, a.summary, a.subject_id, a.actor_id, actor.username AS actor_username,
             a.acting_as, puppet.username AS acting_as_username, a.occurred_at, a.correlation_id
        FROM ${auditLog} a
        LEFT JOIN ${people} actor ON actor.user_id = a.actor_id
        LEFT JOIN ${people} puppet ON puppet.user_id = a.acting_as
       WHERE $1::timestamptz IS NULL OR (a.occurred_at, a.id) < ($1::timestamptz, $2::uuid)
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
      entry.actorId,
      entry.actingAs,
      entry.occurredAt,
      entry.correlationId,
    ]);
  }

  /** Newest first, a page at a time (admins only). */
  async list(caller: CallerIdentity, { before, limit }: AuditLogQuery): Promise<AuditPageDto> {
    requireAdmin(caller);
    const size = Math.min(limit ?? DEFAULT_PAGE, AUDIT_PAGE_MAX);
    const position = before ? decodeAuditCursor(before) : null;
    const rows = await this.dataSource.query<AuditRow[]>(this.page, [
      position?.occurredAt ?? null,
      position?.id ?? null,
      size + 1,
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
    actor: row.actor_id ? { id: row.actor_id, username: row.actor_username } : null,
    actingAs: row.acting_as ? { id: row.acting_as, username: row.acting_as_username } : null,
    occurredAt: row.occurred_at.toISOString(),
    correlationId: row.correlation_id,
  };
}
