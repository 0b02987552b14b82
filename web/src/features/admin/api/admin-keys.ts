/** Query keys of the admin panel, under one root so a change can refresh the panel as a whole. */
export const adminKeys = {
  all: ['admin'] as const,
  puppets: () => [...adminKeys.all, 'puppets'] as const,
  users: (q: string) => [...adminKeys.all, 'users', q] as const,
  unverifiedTricks: () => [...adminKeys.all, 'unverified-tricks'] as const,
  auditLog: () => [...adminKeys.all, 'audit-log'] as const,
  allMessages: () => [...adminKeys.all, 'messages'] as const,
  /** Everyone's messages (`null`) or one user's. */
  messages: (userId: string | null) => [...adminKeys.allMessages(), userId ?? 'everyone'] as const,
};
