import { SERVICE_NAMES, type ServiceName } from '../common/services';

/** Each producing service owns one JetStream stream that captures `events.<service>.>`. */
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
