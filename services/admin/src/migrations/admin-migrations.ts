import { CreateAuditLog1763950000000 } from './create-audit-log.migration';
import { CreateCalendarEvents1763950000001 } from './create-calendar-events.migration';

/** In the order they run, after the outbox, inbox and dead-letter tables every service has. */
export const ADMIN_MIGRATIONS = [CreateAuditLog1763950000000, CreateCalendarEvents1763950000001];
