import { SERVICE_NAMES, type ServiceName } from '../services';

/**
 * Domain event subjects, `events.<service>.<event>.v<N>`. Each producing service owns one JetStream
 * stream that captures `events.<service>.>`.
 */
export const EVENTS = {
  auth: {
    userRegistered: { subject: 'events.auth.user-registered.v1', type: 'auth.user-registered', version: 1 },
    userUpdated: { subject: 'events.auth.user-updated.v1', type: 'auth.user-updated', version: 1 },
    sessionRevoked: { subject: 'events.auth.session-revoked.v1', type: 'auth.session-revoked', version: 1 },
  },
} as const;

export interface EventDefinition {
  subject: string;
  type: string;
  version: number;
}

export function streamName(service: ServiceName): string {
  return `EVENTS_${service.toUpperCase()}`;
}

export function streamSubjects(service: ServiceName): string {
  return `events.${service}.>`;
}

export const EVENT_STREAMS = SERVICE_NAMES.map((service) => ({
  service,
  name: streamName(service),
  subjects: [streamSubjects(service)],
}));
