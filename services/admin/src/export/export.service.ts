import type { UserDataExportDto } from '@boonies/contracts/account';
import type { CallerIdentity } from '@boonies/contracts/common';
import { Injectable } from '@nestjs/common';
import { AuditLogRepository } from '../audit/audit-log.repository';
import { ReportCasesRepository } from '../moderation/report-cases.repository';

/**
 * The admin service's part of Download Your Data: audit entries where the user is the actor, or the puppet
 * an admin acted as, and the reports the user filed (not who reported the user: reporters stay unnamed).
 */
@Injectable()
export class AdminExportService {
  constructor(
    private readonly auditLog: AuditLogRepository,
    private readonly cases: ReportCasesRepository,
  ) {}

  async export(caller: CallerIdentity): Promise<UserDataExportDto> {
    const auditEntries = await this.auditLog.entriesOfPerson(caller.userId);
    const reportsFiled = await this.cases.filedBy(caller.userId);
    return { service: 'admin', exportedAt: new Date().toISOString(), data: { auditEntries, reportsFiled } };
  }
}
