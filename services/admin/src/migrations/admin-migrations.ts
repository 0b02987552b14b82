import { CreateAuditLog1763950000000 } from './create-audit-log.migration';
import { CreateCalendarEvents1763950000001 } from './create-calendar-events.migration';
import { AddAuditTargets1764030000000 } from './add-audit-targets.migration';
import { CreateReports1764040000000 } from './create-reports.migration';
import { CreateSiteSettings1764300000000 } from './create-site-settings.migration';
import { AddEventRsvps1765100000000 } from './add-event-rsvps.migration';

/** In the order they run, after the outbox, inbox and dead-letter tables every service has. */
export const ADMIN_MIGRATIONS = [
  CreateAuditLog1763950000000,
  CreateCalendarEvents1763950000001,
  AddAuditTargets1764030000000,
  CreateReports1764040000000,
  CreateSiteSettings1764300000000,
  AddEventRsvps1765100000000,
];
