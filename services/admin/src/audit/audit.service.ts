import { AUDIT_PAGE_MAX, type AuditLogQuery, type AuditPageDto } from '@boonies/contracts/admin';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { decodeAuditCursor, encodeAuditCursor } from './audit-cursor';
import { AuditLogRepository, type NewAuditEntry } from './audit-log.repository';

const DEFAULT_PAGE = 50;

/** The admin audit log: written from events and from this service's own admin actions, read by admins. */
@Injectable()
export class AuditService {
  constructor(private readonly auditLog: AuditLogRepository) {}

  /** Records an entry in the caller's transaction; the same id twice is recorded once. */
  record(manager: EntityManager, entry: NewAuditEntry): Promise<void> {
    return this.auditLog.insert(manager, entry);
  }

  /** Newest first, a page at a time, narrowed by the query's filters (admins only, gated on the handler). */
  async list(query: AuditLogQuery): Promise<AuditPageDto> {
    const { before, limit } = query;
    const size = Math.min(limit ?? DEFAULT_PAGE, AUDIT_PAGE_MAX);
    // One more than the page, to know whether another follows.
    const found = await this.auditLog.page({
      after: before ? decodeAuditCursor(before) : null,
      limit: size + 1,
      actorUsername: query.actor ?? null,
      action: query.action ?? null,
      mode: query.mode ?? null,
      targetUsername: query.targetUser ?? null,
      from: query.from ?? null,
      to: query.to ?? null,
    });
    const entries = found.slice(0, size);
    const last = entries.at(-1);
    return {
      entries,
      nextCursor:
        found.length > size && last ? encodeAuditCursor({ occurredAt: last.occurredAt, id: last.id }) : null,
    };
  }
}
