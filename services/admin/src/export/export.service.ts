import type { CallerIdentity, UserDataExportDto } from '@boonies/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The audit log's table in the service's schema (see the audit feature's migration). */
const AUDIT_TABLE = 'audit_log';
/** The reports the user filed (see the moderation feature's migration). */
const REPORTS_TABLE = 'reports';
const CASES_TABLE = 'report_cases';

/**
 * The admin service's part of Download Your Data: audit entries where the user is the actor, or the puppet
 * an admin acted as, and the reports the user filed (not who reported the user: reporters stay unnamed). The table is read only when it exists, so the part answers an empty list on a schema
 * without an audit log rather than failing the whole archive.
 */
@Injectable()
export class AdminExportService {
  constructor(private readonly dataSource: DataSource) {}

  async export(caller: CallerIdentity): Promise<UserDataExportDto> {
    const table = `"${this.schema}"."${AUDIT_TABLE}"`;
    const [{ present }] = await this.dataSource.query<{ present: boolean }[]>(
      'SELECT to_regclass($1) IS NOT NULL AS present',
      [table],
    );
    // An export is rare: reading the log without an index on the person columns is acceptable.
    const auditEntries = present
      ? await this.dataSource.query<unknown[]>(
          `SELECT id, action, summary, subject_id AS "subjectId", actor_id AS "actorId", acting_as AS "actingAs",
                  occurred_at AS "occurredAt", correlation_id AS "correlationId"
             FROM ${table}
            WHERE actor_id = $1 OR acting_as = $1
            ORDER BY occurred_at, id`,
          [caller.userId],
        )
      : [];
    const reportsFiled = await this.dataSource.query<unknown[]>(
      `SELECT c.target_type AS "targetType", c.target_id AS "targetId", r.reason, r.details,
              r.created_at AS "createdAt"
         FROM "${this.schema}"."${REPORTS_TABLE}" r
         JOIN "${this.schema}"."${CASES_TABLE}" c ON c.id = r.case_id
        WHERE r.reporter_id = $1
        ORDER BY r.created_at, r.id`,
      [caller.userId],
    );
    return { service: 'admin', exportedAt: new Date().toISOString(), data: { auditEntries, reportsFiled } };
  }

  private get schema(): string {
    const options = this.dataSource.options;
    return ('schema' in options && options.schema) || 'admin';
  }
}
