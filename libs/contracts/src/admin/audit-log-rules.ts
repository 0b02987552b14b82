import { EVENT_TYPES } from '../events/event-types';

export const AUDIT_PAGE_MAX = 100;

/** The admin service's own actions, recorded straight into the log rather than from events. */
export const AUDIT_OWN_ACTIONS = [
  'admin.calendar-event-created',
  'admin.calendar-event-updated',
  'admin.calendar-event-deleted',
  'admin.site-settings-updated',
] as const;

/** Every kind of entry the log can hold: any event of the catalogue, and the admin service's own. */
export const AUDIT_ACTIONS: readonly string[] = [...EVENT_TYPES, ...AUDIT_OWN_ACTIONS];

/** As themselves (admin power) or operating a puppet account. */
export const AUDIT_MODES = ['self', 'puppet'] as const;
export type AuditMode = (typeof AUDIT_MODES)[number];
