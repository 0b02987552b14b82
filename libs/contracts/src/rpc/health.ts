import type { ServiceName } from '../common/services';

export interface HealthReport {
  service: ServiceName;
  status: 'up';
  /** Seconds since the process started. */
  uptimeSeconds: number;
  database: 'up' | 'down';
  /** Outbox rows written but not yet acknowledged by JetStream. */
  outboxBacklog: number;
}
