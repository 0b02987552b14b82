/**
 * Who is calling a service: set by the gateway from the session, carried in a NATS header as a token the
 * gateway signs and every service verifies, so nobody else on the bus can claim to be a user or an admin.
 */
export interface CallerIdentity {
  /** The account the request acts as (a puppet's id while an admin operates as it). */
  userId: string;
  isAdmin: boolean;
  sessionId: string;
  /** The real admin behind a puppet session, recorded as the actor in audit logs. */
  actingAdminId?: string;
}

/** NATS header names used on every gateway → service request. */
export const RPC_HEADERS = {
  correlationId: 'x-correlation-id',
  caller: 'x-caller',
  /** The browser's address, for rate limits and audit. */
  clientIp: 'x-client-ip',
  userAgent: 'x-user-agent',
} as const;
