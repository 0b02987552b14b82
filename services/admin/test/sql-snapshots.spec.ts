import { describeSqlSnapshots, sqlCatalogue, type SqlCall } from '@boonies/service-testing';
import path from 'node:path';
import { AuditLogRepository, type NewAuditEntry } from '../src/audit/audit-log.repository';
import { CalendarEventsRepository } from '../src/calendar/calendar-events.repository';
import { EventRsvpsRepository } from '../src/calendar/event-rsvps.repository';
import { type ReportedContent, ReportCasesRepository } from '../src/moderation/report-cases.repository';
import { SiteSettingsRepository } from '../src/site-settings/site-settings.repository';
import { AdminTestService } from './support/admin-test-service';

// Representative arguments: the statements' text does not depend on them, only on which variant they pick.
const ADMIN = '00000000-0000-4000-8000-000000000001';
const MEMBER = '00000000-0000-4000-8000-000000000002';
const CASE = '00000000-0000-4000-8000-000000000003';
const EVENT = '00000000-0000-4000-8000-000000000004';
const AT = '2024-01-01T00:00:00.000Z';

const REPORTED: ReportedContent = {
  targetType: 'post',
  contentKind: 'post',
  targetId: EVENT,
  ownerId: MEMBER,
  content: { authorId: MEMBER, authorUsername: 'member', text: 'spam spam' },
};

const AUDIT_ENTRY: NewAuditEntry = {
  id: EVENT,
  action: 'site-settings.updated',
  summary: 'Changed the store link',
  subjectId: null,
  actorId: ADMIN,
  actingAs: null,
  occurredAt: AT,
  correlationId: CASE,
};

const NEW_EVENT = { title: 'Jam', startsAt: new Date(AT), location: 'Bowl' };

/** The queue of each status, by recency and most reported first: each orders its own way. */
function queueCalls(): Record<string, SqlCall<ReportCasesRepository>> {
  const calls: Record<string, SqlCall<ReportCasesRepository>> = {};
  for (const status of ['open', 'resolved'] as const) {
    for (const mostReportedFirst of [false, true]) {
      calls[`${status}, ${mostReportedFirst ? 'most reported first' : 'latest first'}`] = (r) =>
        r.queue({ status, mostReportedFirst, offset: 0, limit: 20 });
    }
  }
  return calls;
}

describeSqlSnapshots((label) => AdminTestService.start(label), path.join(__dirname, '../sql'), {
  'audit-log.repository': sqlCatalogue({
    repository: AuditLogRepository,
    calls: {
      insert: { write: (r, c) => c.inTransaction((m) => r.insert(m, AUDIT_ENTRY)) },
      page: {
        read: (r) =>
          r.page({
            after: null,
            limit: 20,
            actorUsername: null,
            action: null,
            mode: null,
            targetUsername: null,
            from: null,
            to: null,
          }),
      },
      entriesOfPerson: { read: (r) => r.entriesOfPerson(ADMIN) },
    },
  }),
  'calendar-events.repository': sqlCatalogue({
    repository: CalendarEventsRepository,
    calls: {
      list: { upcoming: (r) => r.list(false), 'with the past': (r) => r.list(true) },
      create: { write: (r, c) => c.inTransaction((m) => r.create(m, NEW_EVENT)) },
      findById: { read: (r) => r.findById(EVENT) },
      lockById: { read: (r, c) => c.inTransaction((m) => r.lockById(m, EVENT)) },
      save: {
        'an edit': (r, c) =>
          c.inTransaction(async (m) => {
            const event = await c.unrecorded(() => r.create(m, NEW_EVENT));
            return r.save(m, Object.assign(event, { title: 'Night jam' }));
          }),
      },
      delete: { write: (r, c) => c.inTransaction((m) => r.delete(m, EVENT)) },
    },
  }),
  'event-rsvps.repository': sqlCatalogue({
    repository: EventRsvpsRepository,
    calls: {
      set: {
        write: (r, c) =>
          c.inTransaction(async (m) => {
            const event = await c.unrecorded(() =>
              new CalendarEventsRepository(m.connection).create(m, NEW_EVENT),
            );
            return r.set(m, event.id, MEMBER, 'going');
          }),
      },
      clear: { write: (r, c) => c.inTransaction((m) => r.clear(m, EVENT, MEMBER)) },
      statusOf: { read: (r) => r.statusOf(EVENT, MEMBER) },
      answers: { read: (r) => r.answers(EVENT, ADMIN) },
      lockDue: { read: (r, c) => c.inTransaction((m) => r.lockDue(m, new Date(AT), 24, 20)) },
      recordSent: {
        write: (r, c) =>
          c.inTransaction(async (m) => {
            const event = await c.unrecorded(() =>
              new CalendarEventsRepository(m.connection).create(m, NEW_EVENT),
            );
            return r.recordSent(m, event.id, MEMBER, new Date(AT));
          }),
      },
    },
  }),
  'report-cases.repository': sqlCatalogue({
    repository: ReportCasesRepository,
    calls: {
      openCase: { write: (r, c) => c.inTransaction((m) => r.openCase(m, CASE, REPORTED)) },
      addReport: {
        write: (r, c) =>
          c.inTransaction(async (m) => {
            const caseId = await c.unrecorded(() => r.openCase(m, CASE, REPORTED));
            return r.addReport(m, { id: EVENT, caseId, reporterId: ADMIN, reason: 'spam', details: null });
          }),
      },
      queue: queueCalls(),
      findById: { read: (r) => r.findById(CASE) },
      lockById: { read: (r, c) => c.inTransaction((m) => r.lockById(m, CASE)) },
      hasOpenCase: { read: (r, c) => c.inTransaction((m) => r.hasOpenCase(m, 'post', EVENT)) },
      save: {
        'a resolution': (r, c) =>
          c.inTransaction(async (m) => {
            const opened = await c.unrecorded(async () => r.lockById(m, await r.openCase(m, CASE, REPORTED)));
            return r.save(
              m,
              Object.assign(opened!, { status: 'resolved', resolvedBy: ADMIN, resolvedAt: new Date(AT) }),
            );
          }),
      },
      reporterIds: { read: (r, c) => c.inTransaction((m) => r.reporterIds(m, CASE)) },
      reportsOf: { read: (r) => r.reportsOf([CASE]) },
      filedBy: { read: (r) => r.filedBy(MEMBER) },
    },
  }),
  'site-settings.repository': sqlCatalogue({
    repository: SiteSettingsRepository,
    calls: {
      find: { read: (r) => r.find() },
      write: {
        write: (r, c) =>
          c.inTransaction((m) =>
            r.write(m, { storeUrl: 'https://shop.example', updatedBy: ADMIN, updatedAt: new Date(AT) }),
          ),
      },
    },
  }),
});
