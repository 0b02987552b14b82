import { tablePaths, userCopyTable } from '@boonies/platform';
import type { DataSource } from 'typeorm';
import { AuditEntry } from '../audit/entities/audit-entry.entity';
import { CalendarEvent } from '../calendar/entities/calendar-event.entity';
import { ReportCase } from '../moderation/entities/report-case.entity';
import { Report } from '../moderation/entities/report.entity';
import { SiteSettings } from '../site-settings/entities/site-settings.entity';

/** The name of an account, from the auth service's events, so the audit log says who rather than an id. */
export const PEOPLE = userCopyTable({ name: 'Person', tableName: 'people', columns: ['username'] });

export const ADMIN_ENTITIES = [AuditEntry, CalendarEvent, PEOPLE, ReportCase, Report, SiteSettings];

/** Schema-qualified table names for the repositories' hand-written SQL, from the ORM's metadata (so the schema is the service's). */
export function adminTables(dataSource: DataSource) {
  return tablePaths(dataSource, {
    auditLog: AuditEntry,
    calendarEvents: CalendarEvent,
    people: PEOPLE,
    reportCases: ReportCase,
    reports: Report,
    siteSettings: SiteSettings,
  });
}
