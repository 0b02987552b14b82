import type { CallerIdentity, UserDataExportDto } from '@boonies/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The audit log's table in the service's schema (see the audit feature's migration). */
const AUDIT_TABLE = 'audit_log';

/**
 * The admin service's part of Download Your Data: audit entries where the user is the actor, or the puppet
 * an admin acted as. The table is read only when it exists, so the part answers an empty list on a schema
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
    return { service: 'admin', exportedAt: new Date().toISOString(), data: { auditEntries } };
  }

  private get schema(): string {
    const options = this.dataSource.options;
    return ('schema' in options && options.schema) || 'admin';
  }
}
