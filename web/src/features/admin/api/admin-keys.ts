import type { AuditFilters } from './audit-log';

/** Query keys of the admin panel, under one root so a change can refresh the panel as a whole. */
export const adminKeys = {
  all: ['admin'] as const,
  puppets: () => [...adminKeys.all, 'puppets'] as const,
  users: (q: string) => [...adminKeys.all, 'users', q] as const,
  unverifiedTricks: () => [...adminKeys.all, 'unverified-tricks'] as const,
  auditLogs: () => [...adminKeys.all, 'audit-log'] as const,
  auditLog: (filters: AuditFilters) => [...adminKeys.auditLogs(), filters] as const,
  allMessages: () => [...adminKeys.all, 'messages'] as const,
  /** Everyone's messages (`null`) or one user's. */
  messages: (userId: string | null) => [...adminKeys.allMessages(), userId ?? 'everyone'] as const,
  allReports: () => [...adminKeys.all, 'reports'] as const,
  reports: (status: string, sort: string) => [...adminKeys.allReports(), status, sort] as const,
  contestedVerifications: () => [...adminKeys.all, 'contested-verifications'] as const,
  siteSettings: () => [...adminKeys.all, 'site-settings'] as const,
};
