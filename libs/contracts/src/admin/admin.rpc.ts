import { defineRpc } from '../rpc/rpc-definition';
import type { NoPayload } from '../rpc/rpc-definition';
import type {
  CalendarEventDto,
  CalendarEventIdParam,
  CalendarQuery,
  CreateCalendarEventDto,
  DeletedCalendarEventDto,
  UpdateCalendarEventRequest,
} from './admin.dto';
import type { AuditLogQuery, AuditPageDto } from './audit-log.dto';
import type { EventDetailDto, EventIcsDto, SetRsvpRequest } from './event-rsvp.dto';
import type {
  AdminReportQuery,
  FileReportRequest,
  ReportCaseDto,
  ReportCaseIdParam,
  ReportCasePageDto,
  ReportFiledDto,
  ResolveReportRequest,
} from './moderation.dto';
import type { SiteSettingsDto, UpdateSiteSettingsDto } from './site-settings.dto';

/** The requests the admin service answers, `rpc.admin.<operation>`, with their request and response types. */
export const ADMIN_RPC = {
  auditLog: defineRpc<AuditLogQuery, AuditPageDto>('admin', 'audit-log'),
  events: defineRpc<CalendarQuery, CalendarEventDto[]>('admin', 'events'),
  createEvent: defineRpc<CreateCalendarEventDto, CalendarEventDto>('admin', 'create-event'),
  updateEvent: defineRpc<UpdateCalendarEventRequest, CalendarEventDto>('admin', 'update-event'),
  deleteEvent: defineRpc<CalendarEventIdParam, DeletedCalendarEventDto>('admin', 'delete-event'),
  event: defineRpc<CalendarEventIdParam, EventDetailDto>('admin', 'event'),
  setRsvp: defineRpc<SetRsvpRequest, EventDetailDto>('admin', 'set-rsvp'),
  clearRsvp: defineRpc<CalendarEventIdParam, EventDetailDto>('admin', 'clear-rsvp'),
  eventIcs: defineRpc<CalendarEventIdParam, EventIcsDto>('admin', 'event-ics'),
  fileReport: defineRpc<FileReportRequest, ReportFiledDto>('admin', 'file-report'),
  reports: defineRpc<AdminReportQuery, ReportCasePageDto>('admin', 'reports'),
  reportCase: defineRpc<ReportCaseIdParam, ReportCaseDto>('admin', 'report-case'),
  resolveReport: defineRpc<ResolveReportRequest, ReportCaseDto>('admin', 'resolve-report'),
  reopenReport: defineRpc<ReportCaseIdParam, ReportCaseDto>('admin', 'reopen-report'),
  siteSettings: defineRpc<NoPayload, SiteSettingsDto>('admin', 'site-settings'),
  siteSettingsForAdmins: defineRpc<NoPayload, SiteSettingsDto>('admin', 'site-settings-for-admins'),
  updateSiteSettings: defineRpc<UpdateSiteSettingsDto, SiteSettingsDto>('admin', 'update-site-settings'),
} as const;
