import {
  blocksTable,
  followsTable,
  privacySettingsTable,
  tablePaths,
  userCopyTable,
} from '@boonies/platform';
import type { DataSource } from 'typeorm';
import { AuditEntry } from '../audit/entities/audit-entry.entity';
import { CalendarEvent } from '../calendar/entities/calendar-event.entity';
import { EventReminder } from '../calendar/entities/event-reminder.entity';
import { EventRsvp } from '../calendar/entities/event-rsvp.entity';
import { ReportCase } from '../moderation/entities/report-case.entity';
import { Report } from '../moderation/entities/report.entity';
import { SiteSettings } from '../site-settings/entities/site-settings.entity';

/**
 * The accounts, from the auth service's events: the audit log says who rather than an id, and an event's
 * page shows who is coming, as far as the access policy lets the viewer see them.
 */
export const PEOPLE = userCopyTable({
  name: 'Person',
  tableName: 'people',
  columns: ['username', 'display_name', 'profile_picture', 'is_brand', 'is_active', 'suspended_until'],
});
/** A block either way keeps two skaters out of each other's who-is-coming lists. */
export const BLOCKS = blocksTable();
/** Approved follows: a private skater's answers show to their followers. */
export const FOLLOWS = followsTable();
/** Public Profile: a private skater's answers are for approved followers only. */
export const PRIVACY_SETTINGS = privacySettingsTable({
  tableName: 'preferences',
  switches: ['public_profile'],
});

export const ADMIN_ENTITIES = [
  AuditEntry,
  CalendarEvent,
  EventRsvp,
  EventReminder,
  PEOPLE,
  BLOCKS,
  FOLLOWS,
  PRIVACY_SETTINGS,
  ReportCase,
  Report,
  SiteSettings,
];

/** Schema-qualified table names for the repositories' hand-written SQL, from the ORM's metadata (so the schema is the service's). */
export function adminTables(dataSource: DataSource) {
  return tablePaths(dataSource, {
    auditLog: AuditEntry,
    calendarEvents: CalendarEvent,
    eventRsvps: EventRsvp,
    eventReminders: EventReminder,
    people: PEOPLE,
    blocks: BLOCKS,
    follows: FOLLOWS,
    preferences: PRIVACY_SETTINGS,
    reportCases: ReportCase,
    reports: Report,
    siteSettings: SiteSettings,
  });
}
