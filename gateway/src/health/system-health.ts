import type { ServiceName } from '@boonies/contracts/common';
import type { HealthReport } from '@boonies/contracts/rpc';

export type ServiceHealth = HealthReport | { status: 'down'; error: string };

/** `GET /api/health`: `ok` only when every service answered. */
export interface SystemHealth {
  status: 'ok' | 'degraded';
  services: Record<ServiceName, ServiceHealth>;
}
